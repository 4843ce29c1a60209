import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import { countryName } from '@/lib/countries';
import type { ServiceContext } from '../../access/context';
import { rows } from '../../db/raw';
import { shownStatusIn, shownStatusSql } from '../../booking/stay-status';
import { ownerScopeOfP, requireOwnedProperty, requireOwnerWork } from '../owner-scope';
import { OWNER_CSV_MAX_ROWS, type OwnerReservationQuery, type OwnerReservationStatus } from './owner-reservations.schema';
import type { OwnerReservationPage, OwnerReservationRow } from './owner-reservations.types';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The owner's share of a reservation as its ledger holds it: nights and cleaning (src/server/ledger/kinds.ts). */
export const OWNER_REVENUE_SQL = sql`coalesce((select sum(le.amount_cents) from ledger_entries le
  where le.reservation_id = r.id and le.kind in ('nights', 'cleaning')), 0)::int`;

async function filtersOf(ctx: ServiceContext, q: Omit<OwnerReservationQuery, 'page' | 'per_page'>): Promise<SQL> {
  const where: SQL[] = [ownerScopeOfP(ctx.actor)];
  // Another owner's villa in the filter is a 404, as its id is everywhere in the portal.
  if (q.property_id !== undefined) where.push(sql`r.property_id = ${(await requireOwnedProperty(ctx, q.property_id)).id}`);
  if (q.status?.length) where.push(shownStatusIn(q.status, ctx.now));
  if (q.arrival_from) where.push(sql`r.check_in >= ${q.arrival_from}::date`);
  if (q.arrival_to) where.push(sql`r.check_in <= ${q.arrival_to}::date`);
  if (q.q) where.push(sql`r.confirmation_number ilike ${`%${likeEscape(q.q)}%`}`);
  return sql.join(where, sql` and `);
}

interface RawRow {
  id: number;
  confirmation_number: string;
  status: OwnerReservationStatus;
  property_id: number;
  property_name: string;
  check_in: string;
  check_out: string;
  nights: number;
  guests: number;
  first_name: string;
  last_name: string;
  account_name: string;
  country_code: string | null;
  owner_revenue_cents: number;
  currency: string;
  total: number;
}

async function select(ctx: ServiceContext, where: SQL, limit: number, offset: number): Promise<RawRow[]> {
  return rows<RawRow>(
    ctx.orm,
    sql`select r.id, r.confirmation_number, ${shownStatusSql(ctx.now)} as status, p.id as property_id, p.name as property_name,
        r.check_in::text as check_in, r.check_out::text as check_out, (r.check_out - r.check_in)::int as nights, r.guests,
        r.lead_guest_first_name as first_name, r.lead_guest_last_name as last_name, u.name as account_name,
        u.country_code, ${OWNER_REVENUE_SQL} as owner_revenue_cents, r.currency, count(*) over ()::int as total
      from reservations r join properties p on p.id = r.property_id join users u on u.id = r.user_id
      where ${where}
      order by r.check_in desc, r.id desc
      limit ${limit} offset ${offset}`,
  );
}

/** First word of the account's name when the booking has no first name (old rows). */
const firstWord = (s: string) => s.trim().split(/\s+/)[0] ?? '';

/** The guest's country is named in the request's language (an ISO code, decision 029). */
function toRow(r: RawRow, locale: string): OwnerReservationRow {
  const first = r.first_name.trim() || firstWord(r.account_name);
  const full = r.status === 'confirmed' || r.status === 'completed';
  const fullName = `${first} ${r.last_name.trim()}`.trim();
  return {
    id: r.id,
    confirmation_number: r.confirmation_number,
    status: r.status,
    property: { id: r.property_id, name: r.property_name },
    check_in: r.check_in,
    check_out: r.check_out,
    nights: r.nights,
    guests: r.guests,
    guest: { name: full ? fullName : first, country: r.country_code ? countryName(r.country_code, locale) : null, full_name_shown: full },
    owner_revenue_cents: r.owner_revenue_cents,
    currency: r.currency,
  };
}

/**
 * The reservations of the villas the caller runs (401/403 by role; administrators all), newest
 * arrival first, filtered and paged.
 */
export async function listOwnerReservations(ctx: ServiceContext, q: OwnerReservationQuery): Promise<OwnerReservationPage> {
  requireOwnerWork(ctx.actor);
  const where = await filtersOf(ctx, q);
  const found = await select(ctx, where, q.per_page, (q.page - 1) * q.per_page);
  const total =
    found[0]?.total ??
    (q.page > 1
      ? ((
          await rows<{ n: number }>(
            ctx.orm,
            sql`select count(*)::int as n from reservations r join properties p on p.id = r.property_id where ${where}`,
          )
        )[0]?.n ?? 0)
      : 0);
  return {
    rows: found.map((r) => toRow(r, ctx.locale)),
    meta: { total, page: q.page, per_page: q.per_page, page_count: Math.ceil(total / q.per_page) },
  };
}

/** Every matching reservation (up to OWNER_CSV_MAX_ROWS), for the CSV. */
export async function exportOwnerReservations(ctx: ServiceContext, q: OwnerReservationQuery): Promise<OwnerReservationRow[]> {
  requireOwnerWork(ctx.actor);
  return (await select(ctx, await filtersOf(ctx, q), OWNER_CSV_MAX_ROWS, 0)).map((r) => toRow(r, ctx.locale));
}

/** The villas the caller runs, for the filters. */
export async function listOwnerVillaOptions(ctx: ServiceContext): Promise<{ id: number; name: string }[]> {
  requireOwnerWork(ctx.actor);
  return rows<{ id: number; name: string }>(
    ctx.orm,
    sql`select p.id, p.name from properties p where ${ownerScopeOfP(ctx.actor)} order by p.name, p.id limit 1000`,
  );
}
