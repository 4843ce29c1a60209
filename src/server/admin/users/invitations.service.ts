import 'server-only';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { isLocale, type Locale } from '@/i18n/routing';
import { ROLE_HOME, roleFromGroups } from '@/lib/roles';
import { ADMIN_GROUP, requireAdministrator } from '../../access/actor';
import type { ServiceContext } from '../../access/context';
import { profileOf, type SessionGrant } from '../../accounts/accounts.service';
import { hashPassword } from '../../accounts/password';
import { createSession, hashToken, newToken } from '../../accounts/session';
import { invitations, userGroups, users } from '../../db/schema/accounts';
import { AppError, sqlState } from '../../core/errors';
import { serverTranslator } from '../../core/locale';
import type { MailTemplate } from '../../mail/mail-templates';
import { sendMail } from '../../mail/mailer';
import { renderMail } from '../../mail/render';
import { recordAudit } from '../audit';
import { checkGroupCodes, groupIdsFor } from './users.service';
import type { AcceptInvitationInput, InvitationInput } from './users.schema';
import type { z } from 'zod';
import type { invitationSchema } from './users.openapi';
import { inTransaction } from '../../db/transaction';

/** An invitation's link works for 72 hours, once (issue 17). */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;
export const INVITATION_MAIL_TEMPLATE: MailTemplate = 'invitation';

/** The public page that takes the token, under /es for a Spanish invitation. */
export function invitationLink(site: string, locale: Locale, token: string): string {
  return `${site.replace(/\/+$/, '')}${locale === 'es' ? '/es' : ''}/invitation/${encodeURIComponent(token)}`;
}

const byEmail = (column: typeof users.email | typeof invitations.email, email: string) =>
  eq(sql`lower(${column})`, email.trim().toLowerCase());

const accountExists = () => new AppError(409, 'account_exists', { message: { key: 'adminUsers.errors.account_exists' } });
const invitationExists = () => new AppError(409, 'invitation_exists', { message: { key: 'adminUsers.errors.invitation_exists' } });
const invitationInvalid = () => new AppError(410, 'invitation_invalid', { message: { key: 'account.invitation.invalid' } });

export type AdminInvitation = z.infer<typeof invitationSchema>;

const openInvitation = (now: Date) => and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now));

/**
 * POST /v1/admin/users/invitations: invites a staff member or an owner. The token is stored as its
 * SHA-256 only; the mail (in the invitation's language) carries the link, valid 72 hours.
 */
export async function createInvitation(ctx: ServiceContext, input: InvitationInput, client: { site: string }): Promise<AdminInvitation> {
  const admin = requireAdministrator(ctx.actor);
  const { orm, now } = ctx;
  const codes = checkGroupCodes(input.groups);
  const email = input.email.trim();
  const token = newToken();
  const row = await inTransaction(orm, async (tx) => {
    // One invitation at a time per address: serialize on the lower-cased email.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invitation:${email.toLowerCase()}`}))`);
    const [user] = await tx.select({ id: users.id }).from(users).where(byEmail(users.email, email)).limit(1);
    if (user) throw accountExists();
    const [open] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(byEmail(invitations.email, email), openInvitation(now)))
      .limit(1);
    if (open) throw invitationExists();
    const [created] = await tx
      .insert(invitations)
      .values({
        email,
        name: input.name ?? '',
        locale: input.locale,
        groupCodes: codes,
        tokenHash: hashToken(token),
        invitedByUserId: admin.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      })
      .returning();
    if (!created) throw new Error('invitation insert returned nothing');
    await recordAudit(tx, ctx, {
      action: 'invitation.create',
      objectType: 'invitation',
      objectId: created.id,
      before: null,
      after: { email, name: created.name, groups: codes, locale: input.locale, expires_at: created.expiresAt.toISOString() },
    });
    return created;
  });
  await sendMail(orm, {
    ...invitationMail({
      to: email,
      name: row.name,
      inviter: admin.name.trim() || admin.email,
      locale: input.locale,
      url: invitationLink(client.site, input.locale, token),
    }),
    idempotencyKey: `invitation:${row.id}`,
  });
  return toInvitation(row);
}

function toInvitation(row: typeof invitations.$inferSelect): AdminInvitation {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    groups: row.groupCodes,
    locale: row.locale,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** The pending invitations, newest first (the users page lists them). */
export async function listOpenInvitations(ctx: ServiceContext): Promise<AdminInvitation[]> {
  requireAdministrator(ctx.actor);
  const found = await ctx.orm.select().from(invitations).where(openInvitation(ctx.now)).orderBy(desc(invitations.createdAt)).limit(50);
  return found.map(toInvitation);
}

export function invitationMail(m: { to: string; name: string; inviter: string; locale: Locale; url: string }) {
  const t = serverTranslator(m.locale);
  const k = (key: string, values?: Record<string, string | number>) => t(`account.invitation.mail.${key}`, values);
  const { html, text } = renderMail({
    locale: m.locale,
    heading: k('heading'),
    greeting: m.name.trim() ? k('greeting', { name: m.name.trim() }) : k('greeting_anonymous'),
    paragraphs: [k('intro', { inviter: m.inviter, email: m.to }), k('validity'), k('ignore')],
    action: { label: k('action'), url: m.url },
    footer: t('accounts.mail.footer'),
  });
  return { to: m.to, subject: k('subject'), text, html, locale: m.locale, template: INVITATION_MAIL_TEMPLATE };
}

/** What the public invitation page shows: who invited whom, or that the link no longer works. */
export type InvitationView =
  | { status: 'open'; email: string; name: string; inviter: string; role: string; expires_at: string }
  | { status: 'invalid' };

export async function viewInvitation(ctx: ServiceContext, token: string): Promise<InvitationView> {
  if (!token || token.length > 200) return { status: 'invalid' };
  const [row] = await ctx.orm
    .select({
      email: invitations.email,
      name: invitations.name,
      groupCodes: invitations.groupCodes,
      expiresAt: invitations.expiresAt,
      inviterName: users.name,
      inviterEmail: users.email,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedByUserId))
    .where(and(eq(invitations.tokenHash, hashToken(token)), openInvitation(ctx.now)))
    .limit(1);
  if (!row) return { status: 'invalid' };
  return {
    status: 'open',
    email: row.email,
    name: row.name,
    inviter: row.inviterName?.trim() || row.inviterEmail || '',
    role: row.groupCodes.includes(ADMIN_GROUP) ? 'admin' : roleFromGroups(row.groupCodes),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** Where an invited account lands: its role's home, an administrator the administration. */
export function homeOf(codes: string[]): string {
  return codes.includes(ADMIN_GROUP) ? '/admin' : ROLE_HOME[roleFromGroups(codes)];
}

/**
 * POST /v1/invitations/{token}/accept (public): creates the account with the invitation's email,
 * groups and language and the chosen name and password, spends the invitation and signs in.
 * Used, revoked or expired (by the context's clock) → 410 `invitation_invalid`.
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  token: string,
  input: AcceptInvitationInput,
  client: { userAgent?: string },
): Promise<SessionGrant & { redirect: string }> {
  const { orm, now } = ctx;
  if (!token || token.length > 200) throw invitationInvalid();
  const live = and(eq(invitations.tokenHash, hashToken(token)), openInvitation(now));
  const [found] = await orm.select().from(invitations).where(live).limit(1);
  if (!found) throw invitationInvalid();
  if (input.password.toLowerCase() === found.email.toLowerCase())
    throw new AppError(400, 'validation_failed', { fields: { password: { key: 'accounts.errors.password_same_as_email' } } });
  const passwordHash = await hashPassword(input.password);
  const locale: Locale = isLocale(found.locale) ? found.locale : 'en';
  const userId = await inTransaction(orm, async (tx) => {
    // Spending the invitation is the guard: of two accepts racing with one link, only one updates it.
    const spent = await tx
      .update(invitations)
      .set({ acceptedAt: now })
      .where(and(eq(invitations.id, found.id), live))
      .returning({ id: invitations.id });
    if (spent.length === 0) throw invitationInvalid();
    const [existing] = await tx.select({ id: users.id }).from(users).where(byEmail(users.email, found.email)).limit(1);
    if (existing) throw accountExists();
    let id: number;
    try {
      const [created] = await tx
        .insert(users)
        .values({ email: found.email, name: input.name, passwordHash, locale, lastLoginAt: now, createdAt: now, updatedAt: now })
        .returning({ id: users.id });
      if (!created) throw new Error('user insert returned nothing');
      id = created.id;
    } catch (err) {
      if (sqlState(err) === '23505') throw accountExists();
      throw err;
    }
    const groupIds = await groupIdsFor(tx, found.groupCodes);
    if (groupIds.length) await tx.insert(userGroups).values(groupIds.map((groupId) => ({ userId: id, groupId })));
    await tx.update(invitations).set({ acceptedUserId: id }).where(eq(invitations.id, found.id));
    await recordAudit(tx, ctx, {
      action: 'invitation.accept',
      objectType: 'invitation',
      objectId: found.id,
      before: { accepted_at: null },
      after: { accepted_at: now.toISOString(), user_id: id, email: found.email, groups: found.groupCodes },
    });
    return id;
  });
  const session = await createSession(orm, userId, { userAgent: client.userAgent, now });
  return { token: session.token, expiresAt: session.expiresAt, user: await profileOf(orm, userId), redirect: homeOf(found.groupCodes) };
}
