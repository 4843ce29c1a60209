import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../access/context';
import { requireConciergeWork } from '../booking/concierge-scope';
import { shownStatusIn, shownStatusSql } from '../booking/stay-status';
import { conciergeScopeSql } from '../catalog/catalog.policy';
import { rows } from '../db/raw';
import { QUEUE_STATUSES, type QueueQuery, type QueueStatus } from './queue.schema';
import type { QueuePage, QueueRow } from './queue.types';
import { inLocale } from '@/lib/bilingual';

/** The villa's columns the scope predicate reads, as this file's queries alias them. */
const VILLA = { stateId: sql.raw('p.state_id'), countryId: sql.raw('p.country_id') };

/** `%`, `_` and `\` typed in the search box are themselves, not patterns. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every filter but the status: the counts per status are taken over these. */
function filtersOf(ctx: ServiceContext, q: QueueQuery, userId: number): SQL[] {
  const where: SQL[] = [conciergeScopeSql(ctx.actor, VILLA)];
  if (q.arrival_from) where.push(sql`r.check_in >= ${q.arrival_from}::date`);
  if (q.arrival_to) where.push(sql`r.check_in <= ${q.arrival_to}::date`);
  if (q.property_id !== undefined) where.push(sql`r.property_id = ${q.property_id}`);
  if (q.assigned === 'none') where.push(sql`r.assigned_concierge_id is null`);
  else if (q.assigned !== undefined) where.push(sql`r.assigned_concierge_id = ${q.assigned === 'me' ? userId : q.assigned}`);
  if (q.q) {
    // A union of the three matches, each read from its trigram index (migration 0028), rather
    // than the three comparisons for every trip of the scope.
    const like = `%${likeEscape(q.q)}%`;
    where.push(sql`r.id in (select m.id from reservations m where m.confirmation_number ilike ${like}
      union select m.id from reservations m where trim(m.lead_guest_first_name || ' ' || m.lead_guest_last_name) ilike ${like}
      union select m.id from reservations m join users mu on mu.id = m.user_id where mu.name ilike ${like})`);
  }
  return where;
}

/**
 * What the filters and the order read: the trip and its villa (scope). The order's activity (the
 * greatest of the trip's own timestamps, its conversation's last message and its latest trip
 * event) is kept in `reservations.activity_at` by the database's triggers (migration 0028,
 * docs/decisions/044), with an index in the page's order. The page's other columns are joined for
 * its rows alone: at a country's scale (15,000 trips) joining them for every trip before the limit
 * cost most of the time (docs/performance-scale.md).
 */
const FROM = sql`from reservations r join properties p on p.id = r.property_id`;

interface RawRow {
  id: number;
  confirmation_number: string;
  status: QueueStatus;
  check_in: string;
  check_out: string;
  guests: number;
  property_id: number;
  property_name: string;
  destination: string;
  guest_name: string;
  guest_email: string;
  locale: string;
  total_cents: number;
  currency: string;
  hold_expires_at: string | null;
  assigned_id: number | null;
  assigned_name: string | null;
  activity_at: string;
}

/**
 * The desk's queue: the reservations of the caller's scope (401/403 by role; nothing outside it),
 * requests first, the most urgent hold first, then the newest activity. The counts per status
 * ignore the status filter, so the tabs tell what each would show.
 */
export async function listQueue(ctx: ServiceContext, q: QueueQuery): Promise<QueuePage> {
  const actor = requireConciergeWork(ctx.actor);
  const filters = filtersOf(ctx, q, actor.userId);
  const where = sql.join(filters, sql` and `);
  // The statuses as shown (a confirmed stay past its check-out is `completed`, stay-status.ts).
  const status = shownStatusSql(ctx.now);
  const statusOf = (alias: 'm' | 'r') =>
    q.status?.length
      ? alias === 'r'
        ? sql` and ${shownStatusIn(q.status, ctx.now)}`
        : sql` and m.status in (${sql.join(
            q.status.map((s) => sql`${s}`),
            sql`, `,
          )})`
      : sql``;
  const limit = q.page * q.per_page;
  const offset = (q.page - 1) * q.per_page;
  let counted: { status: QueueStatus; n: number }[];
  let found: RawRow[];
  if (q.q) {
    // A search: its matches (read from the trigram indexes) once, kept, for both the counts and
    // the page; one row carries the counts even when the page is empty.
    const result = await rows<RawRow & { counts: Record<string, number> | null }>(
      ctx.orm,
      sql`with matched as materialized (
          select r.id, ${status} as status, r.hold_expires_at, r.activity_at ${FROM} where ${where}),
        page as (
          select m.id, case when m.status = 'requested' then 0 else 1 end as part,
            case when m.status = 'requested' then m.hold_expires_at end as hold, m.activity_at as activity
          from matched m where true${statusOf('m')}
          order by part, hold asc nulls last, activity desc, id desc
          limit ${q.per_page} offset ${offset})
        select cnt.counts, x.* from (select (select json_object_agg(c.status, c.n) from
            (select status, count(*)::int as n from matched group by status) c) as counts) cnt
          left join (${columnsOf(ctx)}) x on true
        order by x.part, x.hold asc nulls last, x.activity desc, x.id desc`,
    );
    counted = Object.entries(result[0]?.counts ?? {}).map(([status, n]) => ({ status: status as QueueStatus, n }));
    found = result.filter((r) => r.id !== null);
  } else {
    [counted, found] = await Promise.all([
      rows<{ status: QueueStatus; n: number }>(
        ctx.orm,
        sql`select ${status} as status, count(*)::int as n ${FROM} where ${where} group by 1`,
      ),
      // The page's ids in order first, then their columns. Requests come first, the most urgent
      // hold first, then the newest activity: two ordered parts, each reading at most the page's
      // end (the second from reservations_activity_idx, in its order), appended in order.
      rows<RawRow>(
        ctx.orm,
        sql`with page as (
            (select r.id, 0 as part, r.hold_expires_at as hold, r.activity_at as activity
              ${FROM} where ${where}${statusOf('r')} and r.status = 'requested'
              order by r.hold_expires_at asc nulls last, r.activity_at desc nulls last, r.id desc nulls last
              limit ${limit})
            union all
            (select r.id, 1 as part, null as hold, r.activity_at as activity
              ${FROM} where ${where}${statusOf('r')} and r.status <> 'requested'
              order by r.activity_at desc nulls last, r.id desc nulls last
              limit ${limit})
            order by part, hold asc nulls last, activity desc, id desc
            limit ${q.per_page} offset ${offset})
          ${columnsOf(ctx)}
          order by page.part, page.hold asc nulls last, page.activity desc, r.id desc`,
      ),
    ]);
  }
  const counts = Object.fromEntries(QUEUE_STATUSES.map((s) => [s, 0])) as Record<QueueStatus, number>;
  for (const c of counted) counts[c.status] = c.n;
  // The counts are taken over every filter but the status: the statuses asked for add up to the total.
  const asked: readonly QueueStatus[] = q.status?.length ? q.status : QUEUE_STATUSES;
  const total = asked.reduce<number>((sum, s) => sum + counts[s], 0);
  return {
    rows: found.map((r) => toQueueRow(r, ctx.now)),
    meta: { total, page: q.page, per_page: q.per_page, page_count: Math.ceil(total / q.per_page), counts },
  };
}

/** The page's columns for the rows of a `page` (id, part, hold, activity) named before it. */
function columnsOf(ctx: ServiceContext): SQL {
  const destination = inLocale(ctx.locale, sql.raw('s.name_en'), sql.raw('s.name_es'));
  return sql`select r.id, r.confirmation_number, ${shownStatusSql(ctx.now)} as status, r.check_in::text as check_in, r.check_out::text as check_out,
      r.guests, p.id as property_id, p.name as property_name, ${destination} as destination,
      coalesce(nullif(trim(r.lead_guest_first_name || ' ' || r.lead_guest_last_name), ''), u.name) as guest_name,
      u.email as guest_email, r.locale, r.total_cents, r.currency,
      to_char(r.hold_expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as hold_expires_at,
      a.id as assigned_id, a.name as assigned_name,
      to_char(page.activity at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as activity_at,
      page.part, page.hold, page.activity
    from page join reservations r on r.id = page.id join properties p on p.id = r.property_id join states s on s.id = p.state_id
      join users u on u.id = r.user_id left join users a on a.id = r.assigned_concierge_id`;
}

function toQueueRow(r: RawRow, now: Date): QueueRow {
  const holding = r.hold_expires_at !== null && (r.status === 'requested' || r.status === 'awaiting_payment');
  return {
    id: r.id,
    confirmation_number: r.confirmation_number,
    status: r.status,
    check_in: r.check_in,
    check_out: r.check_out,
    guests: r.guests,
    property: { id: r.property_id, name: r.property_name, destination: r.destination },
    guest: { name: r.guest_name, email: r.guest_email, locale: r.locale },
    total_cents: r.total_cents,
    currency: r.currency,
    hold_expires_at: r.hold_expires_at,
    hold_seconds_left: holding ? Math.max(0, Math.floor((Date.parse(r.hold_expires_at ?? '') - now.getTime()) / 1000)) : null,
    assigned: r.assigned_id === null ? null : { id: r.assigned_id, name: r.assigned_name ?? '' },
    activity_at: r.activity_at,
  };
}

/** The villas of the caller's scope, for the queue's villa filter. */
export async function listQueueVillas(ctx: ServiceContext): Promise<{ id: number; name: string }[]> {
  requireConciergeWork(ctx.actor);
  return rows<{ id: number; name: string }>(
    ctx.orm,
    sql`select p.id, p.name from properties p where ${conciergeScopeSql(ctx.actor, VILLA)} order by p.name, p.id limit 500`,
  );
}
