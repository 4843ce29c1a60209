import type { AuditAction } from '@/lib/audit-actions';
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { PROPERTY_OWNER_GROUPS, requireAdministrator } from '../../access/actor';
import type { ServiceContext } from '../../access/context';
import type { Orm } from '../../db/open';
import { rows } from '../../db/raw';
import { propertyOwnerships } from '../../db/schema/admin';
import { properties } from '../../db/schema/catalog';
import { propertyManagers } from '../../db/schema/owners';
import { AppError, notFound } from '../../core/errors';
import { listingChanged } from '../../owners/listing-changed';
import { publishMissing } from '../../owners/listings/listing-completeness';
import { listingIncomplete, missingToPublish } from '../../owners/listings/listing-submit';
import { type AuditEntry, changedFields, recordAudit } from '../audit';
import type { AdminPropertiesQuery, AdminPropertyPatch } from './properties.schema';
import type { AdminAccountRef, AdminPropertyPage, AdminPropertyRow } from './properties.types';
import { sendReviewMail } from './review-mail';
import { inTransaction } from '../../db/transaction';
import { inLocale } from '@/lib/bilingual';

type PropertyRow = typeof properties.$inferSelect;

interface RawRow {
  id: number;
  name: string;
  slug: string;
  status: 'draft' | 'submitted' | 'published';
  owner_id: number | null;
  owner_name: string | null;
  owner_email: string | null;
  owner_locale: string | null;
  brokers: AdminAccountRef[] | null;
  commission_bps: number;
  deposit_percent: number;
  balance_due_days: number;
  security_deposit_cents: number;
  currency: string;
  submitted_at: string | null;
  review_note: string | null;
  state: string;
  country: string;
  short_description_en: string;
  short_description_es: string;
  description_en: string;
  description_es: string;
  maximum_capacity: number;
  base_price_cents: number;
  photos: number;
}

const ownerGroupList = () =>
  sql.join(
    PROPERTY_OWNER_GROUPS.map((g) => sql`${g}`),
    sql`, `,
  );

/** `u` is an owner-group account (owner, broker, rep). */
const isOwnerAccountSql = (userId: ReturnType<typeof sql.raw>) =>
  sql`exists (select 1 from user_groups ug join groups g on g.id = ug.group_id where ug.user_id = ${userId} and g.code in (${ownerGroupList()}))`;

function toRow(r: RawRow): AdminPropertyRow {
  const missing = publishMissing(r, r.base_price_cents, r.photos);
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    status: r.status,
    review_state: r.status === 'draft' && r.review_note ? 'returned' : r.status,
    owner: r.owner_id === null ? null : { id: r.owner_id, name: r.owner_name ?? '', email: r.owner_email ?? '' },
    owner_locale: r.owner_locale,
    brokers: r.brokers ?? [],
    commission_bps: r.commission_bps,
    deposit_percent: r.deposit_percent,
    balance_due_days: r.balance_due_days,
    security_deposit_cents: r.security_deposit_cents,
    currency: r.currency,
    submitted_at: r.submitted_at,
    review_note: r.review_note,
    publish_missing: missing,
    state: r.state,
    country: r.country,
  };
}

function selectRows(ctx: ServiceContext, where: ReturnType<typeof sql>, tail: ReturnType<typeof sql>) {
  return rows<RawRow>(
    ctx.orm,
    sql`select p.id, p.name, p.slug, p.status::text as status, p.owner_id, o.name as owner_name, o.email as owner_email, o.locale as owner_locale,
        (select json_agg(json_build_object('id', b.id, 'name', b.name, 'email', b.email) order by b.name, b.id)
          from property_managers pm join users b on b.id = pm.user_id where pm.property_id = p.id) as brokers,
        p.commission_bps, p.deposit_percent, p.balance_due_days, p.security_deposit_cents, p.currency,
        to_char(p.submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as submitted_at, p.review_note,
        ${inLocale(ctx.locale, sql.raw('s.name_en'), sql.raw('s.name_es'))} as state, ${inLocale(ctx.locale, sql.raw('c.name_en'), sql.raw('c.name_es'))} as country,
        p.short_description_en, p.short_description_es, p.description_en, p.description_es, p.maximum_capacity, p.base_price_cents,
        (select count(*)::int from property_images i where i.property_id = p.id) as photos
      from properties p join states s on s.id = p.state_id join countries c on c.id = p.country_id
        left join users o on o.id = p.owner_id
      where ${where} ${tail}`,
  );
}

function filterOf(q: Pick<AdminPropertiesQuery, 'q' | 'status' | 'owner'>) {
  const parts = [sql`true`];
  if (q.q) {
    const like = `%${q.q.toLowerCase().replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_')}%`;
    parts.push(sql`(lower(p.name) like ${like} or p.slug like ${like})`);
  }
  if (q.status === 'returned') parts.push(sql`p.status = 'draft' and p.review_note is not null`);
  else if (q.status) parts.push(sql`p.status = ${q.status}`);
  if (q.owner !== undefined) parts.push(sql`p.owner_id = ${q.owner}`);
  return sql.join(parts, sql` and `);
}

/** GET /v1/admin/properties: every villa, those waiting for review first (oldest submission first), then by name. */
export async function listAdminProperties(ctx: ServiceContext, q: AdminPropertiesQuery): Promise<AdminPropertyPage> {
  requireAdministrator(ctx.actor);
  const where = filterOf(q);
  const [counts] = await rows<{ total: number; waiting: number }>(
    ctx.orm,
    sql`select (select count(*)::int from properties p where ${where}) as total,
        (select count(*)::int from properties where status = 'submitted') as waiting`,
  );
  const total = counts?.total ?? 0;
  const found = await selectRows(
    ctx,
    where,
    sql`order by (p.status = 'submitted') desc, p.submitted_at nulls last, p.name, p.id
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
  );
  return {
    rows: found.map(toRow),
    total,
    page: q.page,
    per_page: q.per_page,
    page_count: Math.ceil(total / q.per_page),
    waiting: counts?.waiting ?? 0,
  };
}

/** One villa as the administration's list shows it; 404 when there is none. */
export async function getAdminProperty(ctx: ServiceContext, propertyId: number): Promise<AdminPropertyRow> {
  requireAdministrator(ctx.actor);
  if (!Number.isSafeInteger(propertyId) || propertyId <= 0) throw notFound();
  const [row] = await selectRows(ctx, sql`p.id = ${propertyId}`, sql``);
  if (!row) throw notFound();
  return toRow(row);
}

/** The owner-group accounts (owners, brokers, reps): the choices for a villa's owner and broker. */
export async function listOwnerChoices(ctx: ServiceContext): Promise<AdminAccountRef[]> {
  requireAdministrator(ctx.actor);
  return rows<AdminAccountRef>(
    ctx.orm,
    sql`select u.id, u.name, u.email from users u where ${isOwnerAccountSql(sql.raw('u.id'))} order by u.name, u.id limit 2000`,
  );
}

async function isOwnerAccount(orm: Orm, userId: number): Promise<boolean> {
  const [row] = await rows<{ ok: boolean }>(orm, sql`select ${isOwnerAccountSql(sql.raw(String(Number(userId))))} as ok`);
  return row?.ok === true;
}

const notAnOwner = (field: string) =>
  new AppError(422, 'not_an_owner', {
    message: { key: 'adminProperties.errors.not_an_owner' },
    fields: { [field]: { key: 'adminProperties.errors.not_an_owner' } },
  });

async function lockProperty(orm: Orm, propertyId: number): Promise<PropertyRow> {
  if (!Number.isSafeInteger(propertyId) || propertyId <= 0) throw notFound();
  const [row] = await orm.select().from(properties).where(eq(properties.id, propertyId)).for('update');
  if (!row) throw notFound();
  return row;
}

const terms = (p: Pick<PropertyRow, 'depositPercent' | 'balanceDueDays' | 'securityDepositCents'>) => ({
  deposit_percent: p.depositPercent,
  balance_due_days: p.balanceDueDays,
  security_deposit_cents: p.securityDepositCents,
});

/** YYYY-MM of a YYYY-MM-DD. */
const monthOf = (date: string) => date.slice(0, 7);

/**
 * Moves the villa to `to` from `fromDate` (issue 17): the history gets the earlier owner from the
 * villa's beginning (when it has no history yet) and the new owner from the date; statements of
 * stays checking in before it stay with the earlier owner (statement-books: the owner of a stay is
 * the owner of its check-in date). A month already issued to either owner from that date on is
 * locked: 409 `statement_locked`, nothing changed.
 */
async function transferOwnership(orm: Orm, ctx: ServiceContext, current: PropertyRow, to: number, fromDate: string): Promise<AuditEntry> {
  const actor = requireAdministrator(ctx.actor);
  if (!(await isOwnerAccount(orm, to))) throw notAnOwner('transfer.owner_id');
  const history = await orm
    .select()
    .from(propertyOwnerships)
    .where(eq(propertyOwnerships.propertyId, current.id))
    .orderBy(propertyOwnerships.fromDate);
  const last = history.at(-1);
  const from = last?.ownerId ?? current.ownerId;
  if (from === to) {
    throw new AppError(422, 'same_owner', {
      message: { key: 'adminProperties.errors.same_owner' },
      fields: { 'transfer.owner_id': { key: 'adminProperties.errors.same_owner' } },
    });
  }
  if (last && fromDate <= last.fromDate) {
    throw new AppError(422, 'transfer_before_last', {
      message: { key: 'adminProperties.errors.transfer_before_last', values: { date: last.fromDate } },
      fields: { 'transfer.from_date': { key: 'adminProperties.errors.transfer_before_last', values: { date: last.fromDate } } },
    });
  }
  const owners = [to, ...(from === null ? [] : [from])];
  const [locked] = await rows<{ month: string }>(
    orm,
    sql`select max(month) as month from owner_statements
      where owner_id in (${sql.join(
        owners.map((o) => sql`${o}`),
        sql`, `,
      )}) and month >= ${monthOf(fromDate)}`,
  );
  if (locked?.month) {
    throw new AppError(409, 'statement_locked', {
      message: { key: 'adminProperties.errors.statement_locked', values: { month: locked.month } },
    });
  }
  if (!last && from !== null) {
    // The earlier owner from the villa's beginning: before its creation and its first stay.
    const [start] = await rows<{ d: string }>(
      orm,
      sql`select least(${current.createdAt.toISOString()}::timestamptz::date,
          coalesce((select min(check_in) from reservations where property_id = ${current.id}), 'infinity'::date),
          (${fromDate}::date - 1))::text as d`,
    );
    await orm
      .insert(propertyOwnerships)
      .values({ propertyId: current.id, ownerId: from, fromDate: start?.d ?? fromDate, createdByUserId: actor.userId });
  }
  await orm.insert(propertyOwnerships).values({ propertyId: current.id, ownerId: to, fromDate, createdByUserId: actor.userId });
  await orm.update(properties).set({ ownerId: to }).where(eq(properties.id, current.id));
  return {
    action: 'property.transfer',
    objectType: 'property',
    objectId: current.id,
    before: { owner_id: from },
    after: { owner_id: to, from_date: fromDate },
  };
}

/**
 * PATCH /v1/admin/properties/{id} (issue 17): the owner, the managing broker, the commission, the
 * payment terms, a transfer to another owner from a date, or `status: draft` (unpublish; the
 * reservations stay). Everything in one transaction: any refusal changes nothing. One audit line
 * per kind of change, with the fields before and after.
 */
export async function updateAdminProperty(ctx: ServiceContext, propertyId: number, patch: AdminPropertyPatch): Promise<AdminPropertyRow> {
  requireAdministrator(ctx.actor);
  if (patch.owner_id !== undefined && patch.transfer !== undefined) {
    throw new AppError(422, 'owner_and_transfer', { message: { key: 'adminProperties.errors.owner_and_transfer' } });
  }
  await inTransaction(ctx.orm, async (orm) => {
    const current = await lockProperty(orm, propertyId);
    const entries: AuditEntry[] = [];
    const audit = (action: AuditAction, before: Record<string, unknown>, after: Record<string, unknown>) => {
      const diff = changedFields(before, after);
      if (diff) entries.push({ action, objectType: 'property', objectId: current.id, ...diff });
    };

    if (patch.owner_id !== undefined && patch.owner_id !== current.ownerId) {
      if (!(await isOwnerAccount(orm, patch.owner_id))) throw notAnOwner('owner_id');
      // Once a villa has an ownership history, its statements follow that history: a new owner
      // comes in by a transfer from a date, never by rewriting who owned it all along.
      const [history] = await orm
        .select({ id: propertyOwnerships.id })
        .from(propertyOwnerships)
        .where(eq(propertyOwnerships.propertyId, current.id))
        .limit(1);
      if (history) {
        throw new AppError(422, 'use_transfer', {
          message: { key: 'adminProperties.errors.use_transfer' },
          fields: { owner_id: { key: 'adminProperties.errors.use_transfer' } },
        });
      }
      await orm.update(properties).set({ ownerId: patch.owner_id }).where(eq(properties.id, current.id));
      audit('property.owner', { owner_id: current.ownerId }, { owner_id: patch.owner_id });
    }
    if (patch.transfer) entries.push(await transferOwnership(orm, ctx, current, patch.transfer.owner_id, patch.transfer.from_date));

    if (patch.broker_id !== undefined) {
      const before = (await orm.select().from(propertyManagers).where(eq(propertyManagers.propertyId, current.id))).map((m) => m.userId);
      if (patch.broker_id !== null && !(await isOwnerAccount(orm, patch.broker_id))) throw notAnOwner('broker_id');
      const after = patch.broker_id === null ? [] : [patch.broker_id];
      if (JSON.stringify([...before].sort()) !== JSON.stringify(after)) {
        await orm.delete(propertyManagers).where(eq(propertyManagers.propertyId, current.id));
        if (patch.broker_id !== null) await orm.insert(propertyManagers).values({ propertyId: current.id, userId: patch.broker_id });
        audit('property.broker', { broker_ids: before }, { broker_ids: after });
      }
    }

    if (patch.commission_bps !== undefined && patch.commission_bps !== current.commissionBps) {
      await orm.update(properties).set({ commissionBps: patch.commission_bps }).where(eq(properties.id, current.id));
      audit('property.commission', { commission_bps: current.commissionBps }, { commission_bps: patch.commission_bps });
    }

    const nextTerms = {
      depositPercent: patch.deposit_percent ?? current.depositPercent,
      balanceDueDays: patch.balance_due_days ?? current.balanceDueDays,
      securityDepositCents: patch.security_deposit_cents ?? current.securityDepositCents,
    };
    if (changedFields(terms(current), terms(nextTerms))) {
      // New bookings take the new schedule; a booking keeps the one frozen on it (reservations.deposit_percent…).
      await orm.update(properties).set(nextTerms).where(eq(properties.id, current.id));
      audit('property.terms', terms(current), terms(nextTerms));
    }

    if (patch.status === 'draft' && current.status !== 'draft') {
      // Unpublishing takes the villa off search and its public page; its reservations stay as they are.
      await orm.update(properties).set({ status: 'draft' }).where(eq(properties.id, current.id));
      audit(current.status === 'published' ? 'property.unpublish' : 'property.return', { status: current.status }, { status: 'draft' });
      await listingChanged(orm, current.id);
    }

    for (const entry of entries) await recordAudit(orm, ctx, entry);
  });
  return getAdminProperty(ctx, propertyId);
}

/**
 * POST /v1/admin/properties/{id}/publish: complete in both languages (with a nightly rate and a
 * photo) or 422 `listing_incomplete` with the list in `fields`; then published, reviewed by the
 * administrator now, the note cleared, and the owner told in their language.
 */
export async function publishProperty(ctx: ServiceContext, propertyId: number): Promise<AdminPropertyRow> {
  const actor = requireAdministrator(ctx.actor);
  await inTransaction(ctx.orm, async (orm) => {
    const current = await lockProperty(orm, propertyId);
    if (current.status === 'published') return;
    const missing = await missingToPublish(orm, current);
    if (missing.length > 0) throw listingIncomplete(missing);
    await orm
      .update(properties)
      .set({ status: 'published', reviewedAt: ctx.now, reviewedByUserId: actor.userId, reviewNote: null, reviewNoteLocale: null })
      .where(eq(properties.id, current.id));
    await recordAudit(orm, ctx, {
      action: 'property.publish',
      objectType: 'property',
      objectId: current.id,
      before: { status: current.status, review_note: current.reviewNote },
      after: { status: 'published', review_note: null },
    });
    await listingChanged(orm, current.id);
    await sendReviewMail(orm, current.id, 'published', ctx.now);
  });
  return getAdminProperty(ctx, propertyId);
}

/**
 * POST /v1/admin/properties/{id}/return { note }: back to draft with the administrator's note, kept
 * with the owner's language (the owner portal shows it until the next review), and the owner told.
 * A published listing is unpublished by PATCH `status: draft`, not returned: 409 `already_published`.
 */
export async function returnProperty(ctx: ServiceContext, propertyId: number, note: string): Promise<AdminPropertyRow> {
  const actor = requireAdministrator(ctx.actor);
  await inTransaction(ctx.orm, async (orm) => {
    const current = await lockProperty(orm, propertyId);
    if (current.status === 'published')
      throw new AppError(409, 'already_published', { message: { key: 'adminProperties.errors.already_published' } });
    const [owner] = await rows<{ locale: string }>(orm, sql`select locale from users where id = ${current.ownerId ?? 0}`);
    const locale = owner?.locale ?? 'en';
    await orm
      .update(properties)
      .set({ status: 'draft', reviewNote: note, reviewNoteLocale: locale, reviewedAt: ctx.now, reviewedByUserId: actor.userId })
      .where(eq(properties.id, current.id));
    await recordAudit(orm, ctx, {
      action: 'property.return',
      objectType: 'property',
      objectId: current.id,
      before: { status: current.status, review_note: current.reviewNote },
      after: { status: 'draft', review_note: note, review_note_locale: locale },
    });
    await listingChanged(orm, current.id);
    await sendReviewMail(orm, current.id, 'returned', ctx.now, note);
  });
  return getAdminProperty(ctx, propertyId);
}
