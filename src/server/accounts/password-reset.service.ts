import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { isLocale, type Locale } from '@/i18n/routing';
import type { ServiceContext } from '../access/context';
import { passwordResets, users } from '../db/schema/accounts';
import { AppError } from '../core/errors';
import { serverTranslator } from '../core/locale';
import type { MailTemplate } from '../mail/mail-templates';
import { sendMail } from '../mail/mailer';
import { renderMail } from '../mail/render';
import { checkNewPassword } from './accounts.service';
import { hashPassword } from './password';
import { limitAttempts } from './rate-limits';
import { hashToken, newToken, revokeOtherSessions } from './session';
import { inTransaction } from '../db/transaction';

/** A reset link works for one hour, once (DESIGN §9). */
export const RESET_TTL_MS = 60 * 60 * 1000;
export const RESET_MAIL_TEMPLATE: MailTemplate = 'password-reset';

/** The page that takes the token: /new-password, under /es for Spanish-speaking users. */
export function resetLink(site: string, locale: Locale, token: string): string {
  const base = site.replace(/\/+$/, '');
  return `${base}${locale === 'es' ? '/es' : ''}/new-password?token=${encodeURIComponent(token)}`;
}

/**
 * Starts a password reset. Whether or not the email has an account, the caller answers the same
 * (no account probing). When it has one, earlier unused links stop working, a new token is stored
 * only as its SHA-256, and the link is mailed in the user's language.
 */
export async function requestPasswordReset(
  ctx: ServiceContext,
  input: { email: string },
  client: { ip: string; site: string },
): Promise<void> {
  const { orm, now } = ctx;
  const email = input.email.trim();
  await limitAttempts(
    orm,
    [
      ['recoveryPerIp', client.ip],
      ['recoveryPerEmail', email],
    ],
    now,
  );
  const [user] = await orm
    .select({ id: users.id, email: users.email, name: users.name, locale: users.locale, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  // A disabled account gets no link; the caller answers as for any email, so nothing leaks.
  if (!user || user.disabledAt) return;
  const token = newToken();
  const resetId = await inTransaction(orm, async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    const [row] = await tx
      .insert(passwordResets)
      .values({
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TTL_MS),
      })
      .returning({ id: passwordResets.id });
    if (!row) throw new Error('password reset insert returned nothing');
    return row.id;
  });
  const locale: Locale = isLocale(user.locale) ? user.locale : 'en';
  await sendMail(orm, {
    ...resetMail({ to: user.email, name: user.name, locale, url: resetLink(client.site, locale, token) }),
    idempotencyKey: `password-reset:${resetId}`,
  });
}

export function resetMail(m: { to: string; name: string; locale: Locale; url: string }) {
  const t = serverTranslator(m.locale);
  const k = (key: string, values?: Record<string, string | number>) => t(`accounts.mail.reset.${key}`, values);
  const { html, text } = renderMail({
    locale: m.locale,
    heading: k('heading'),
    greeting: m.name.trim() ? k('greeting', { name: m.name.trim() }) : k('greeting_anonymous'),
    paragraphs: [k('intro', { email: m.to }), k('validity'), k('ignore')],
    action: { label: k('action'), url: m.url },
    footer: t('accounts.mail.footer'),
  });
  return { to: m.to, subject: k('subject'), text, html, locale: m.locale, template: RESET_MAIL_TEMPLATE };
}

const invalidToken = () => new AppError(400, 'invalid_reset_token', { message: { key: 'accounts.errors.invalid_reset_token' } });

/**
 * Sets a new password with a reset token: the token must be unused and under an hour old; it is
 * spent in the same transaction that sets the password, and every session of the user ends.
 */
export async function resetPassword(
  ctx: ServiceContext,
  input: { token: string; password: string },
  client: { ip: string },
): Promise<void> {
  const { orm, now } = ctx;
  await limitAttempts(orm, [['resetPerIp', client.ip]], now);
  const live = and(eq(passwordResets.tokenHash, hashToken(input.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));
  const [found] = await orm
    .select({ id: passwordResets.id, userId: passwordResets.userId, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(live, isNull(users.disabledAt)))
    .limit(1);
  if (!found) throw invalidToken();
  checkNewPassword(found.email, input.password);
  const passwordHash = await hashPassword(input.password);
  await inTransaction(orm, async (tx) => {
    // Spending the token is the guard: of two resets racing with one link, only one updates it.
    const spent = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, found.id), live))
      .returning({ id: passwordResets.id });
    if (spent.length === 0) throw invalidToken();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, found.userId));
    await revokeOtherSessions(tx, found.userId, null, now);
  });
}
