import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../access/context';
import { addDays } from '../../core/calendar';
import { rows } from '../../db/raw';
import { missingSpanish, monthOccupancy, percentOf, VILLA_FROM, villaMonthStart, villaToday } from '../listings-list/villa-facts';
import { GUEST_FIRST_NAME } from '../listings/listing-calendar';
import { ownerScopeOfP, requireOwnerWork } from '../owner-scope';
import type { EarningsPeriod, MonthOccupancy, OpenRequest, OverviewAlerts, OverviewMovement, OwnerOverview } from './owner-overview.types';

/** How far ahead the arrivals and departures look. */
export const MOVEMENT_DAYS = 14;
/** An issued statement stays on the overview this long. */
export const STATEMENT_ALERT_DAYS = 45;

const FIRST_NAME = GUEST_FIRST_NAME;

/**
 * The overview of the villas the caller runs (owned or managed; administrators all, or one owner's
 * with `owner`): arrivals and departures of the next 14 days, occupancy this month and next,
 * earnings of the year to date against the same days last year, open requests and alerts.
 */
export async function getOwnerOverview(ctx: ServiceContext, q: { owner?: number } = {}): Promise<OwnerOverview> {
  requireOwnerWork(ctx.actor);
  const scope = sql`${ownerScopeOfP(ctx.actor)}${q.owner === undefined ? sql`` : sql` and p.owner_id = ${q.owner}`}`;
  const [movements, thisMonth, nextMonth, earnings, requests, alerts, count] = await Promise.all([
    loadMovements(ctx, scope),
    loadOccupancy(ctx, scope, 0),
    loadOccupancy(ctx, scope, 1),
    loadEarnings(ctx, scope),
    loadOpenRequests(ctx, scope),
    loadAlerts(ctx, scope),
    rows<{ n: number }>(ctx.orm, sql`select count(*)::int as n from properties p where ${scope}`),
  ]);
  const today = ctx.now.toISOString().slice(0, 10);
  return {
    window: { from: today, to: addDays(today, MOVEMENT_DAYS - 1) },
    movements,
    occupancy: { this_month: thisMonth, next_month: nextMonth },
    earnings,
    open_requests: requests,
    alerts,
    villa_count: count[0]?.n ?? 0,
  };
}

async function loadMovements(ctx: ServiceContext, scope: SQL): Promise<OverviewMovement[]> {
  const today = villaToday(ctx.now);
  const found = await rows<Omit<OverviewMovement, 'property'> & { property_id: number; property_name: string }>(
    ctx.orm,
    sql`select m.kind, m.date::text as date, r.id as reservation_id, r.confirmation_number, p.id as property_id, p.name as property_name,
        r.check_in::text as check_in, r.check_out::text as check_out, ${FIRST_NAME} as guest_first_name, r.guests
      from reservations r join properties p on p.id = r.property_id join states s on s.id = p.state_id
        join countries c on c.id = p.country_id join users u on u.id = r.user_id
      cross join lateral (values ('arrival', r.check_in), ('departure', r.check_out)) as m(kind, date)
      where ${scope} and r.status::text in ('awaiting_payment', 'confirmed')
        and m.date >= ${today} and m.date < ${today} + ${MOVEMENT_DAYS}::int
      order by m.date, m.kind, p.name, r.id
      limit 200`,
  );
  return found.map(({ property_id, property_name, ...m }) => ({ ...m, property: { id: property_id, name: property_name } }));
}

async function loadOccupancy(ctx: ServiceContext, scope: SQL, offset: number): Promise<MonthOccupancy> {
  const { nights, days } = monthOccupancy(ctx.now, offset);
  // Drafts cannot be booked: they would only dilute the figure.
  const villas = await rows<{ id: number; name: string; nights: number; days: number; month: string }>(
    ctx.orm,
    sql`select p.id, p.name, ${nights} as nights, ${days} as days, to_char(${villaMonthStart(ctx.now, offset)}, 'YYYY-MM') as month
      from ${VILLA_FROM} where ${scope} and p.status = 'published' order by p.name, p.id limit 1000`,
  );
  const total = villas.reduce((sum, v) => ({ nights: sum.nights + v.nights, days: sum.days + v.days }), { nights: 0, days: 0 });
  const fallback = new Date(Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
  return {
    month: villas[0]?.month ?? fallback,
    nights: total.nights,
    days: total.days,
    percent: percentOf(total.nights, total.days),
    villas: villas.map(({ month: _, ...v }) => ({ ...v, percent: percentOf(v.nights, v.days) })),
  };
}

/**
 * The owner's net revenue of stays checking in within a period: nights and cleaning as the ledger
 * holds them (what a cancellation retained included), less the villa's commission on the nights.
 * Confirmed and cancelled stays count; requests and unpaid holds are not earned yet.
 */
function netRevenue(from: SQL, to: SQL): SQL {
  return sql`coalesce((select sum(x.owner_cents - round(x.nights_cents::numeric * p.commission_bps / 10000))
    from (select r.id,
        coalesce(sum(le.amount_cents) filter (where le.kind in ('nights', 'cleaning')), 0) as owner_cents,
        coalesce(sum(le.amount_cents) filter (where le.kind = 'nights'), 0) as nights_cents
      from reservations r left join ledger_entries le on le.reservation_id = r.id
      where r.property_id = p.id and r.status::text in ('confirmed', 'cancelled') and r.check_in >= ${from} and r.check_in <= ${to}
      group by r.id) x), 0)`;
}

async function loadEarnings(ctx: ServiceContext, scope: SQL): Promise<OwnerOverview['earnings']> {
  const today = villaToday(ctx.now);
  const yearStart = sql`date_trunc('year', ${today})::date`;
  const lastYearStart = sql`(date_trunc('year', ${today}) - interval '1 year')::date`;
  const lastYearToday = sql`(${today} - interval '1 year')::date`;
  const [row] = await rows<{ this_year: number; last_year: number; currency: string | null }>(
    ctx.orm,
    sql`select coalesce(sum(${netRevenue(yearStart, today)}), 0)::bigint::float8 as this_year,
        coalesce(sum(${netRevenue(lastYearStart, lastYearToday)}), 0)::bigint::float8 as last_year,
        min(p.currency) as currency
      from ${VILLA_FROM} where ${scope}`,
  );
  const year = ctx.now.getUTCFullYear();
  const day = ctx.now.toISOString().slice(5, 10);
  const thisYear: EarningsPeriod = { from: `${year}-01-01`, to: `${year}-${day}`, net_cents: Number(row?.this_year ?? 0) };
  const lastDay = day === '02-29' ? '02-28' : day;
  const lastYear: EarningsPeriod = { from: `${year - 1}-01-01`, to: `${year - 1}-${lastDay}`, net_cents: Number(row?.last_year ?? 0) };
  return {
    currency: row?.currency ?? 'USD',
    this_year: thisYear,
    last_year: lastYear,
    change_percent: lastYear.net_cents > 0 ? Math.round(((thisYear.net_cents - lastYear.net_cents) / lastYear.net_cents) * 100) : null,
  };
}

async function loadOpenRequests(ctx: ServiceContext, scope: SQL): Promise<OpenRequest[]> {
  const found = await rows<Omit<OpenRequest, 'property' | 'hold_seconds_left'> & { property_id: number; property_name: string }>(
    ctx.orm,
    sql`select r.id as reservation_id, r.confirmation_number, p.id as property_id, p.name as property_name,
        r.check_in::text as check_in, r.check_out::text as check_out, r.guests, ${FIRST_NAME} as guest_first_name,
        to_char(r.hold_expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as hold_expires_at
      from reservations r join properties p on p.id = r.property_id join users u on u.id = r.user_id
      where ${scope} and r.status = 'requested'
      order by r.hold_expires_at asc nulls last, r.id
      limit 50`,
  );
  return found.map(({ property_id, property_name, ...r }) => ({
    ...r,
    property: { id: property_id, name: property_name },
    hold_seconds_left:
      r.hold_expires_at === null ? null : Math.max(0, Math.floor((Date.parse(r.hold_expires_at) - ctx.now.getTime()) / 1000)),
  }));
}

async function loadAlerts(ctx: ServiceContext, scope: SQL): Promise<OverviewAlerts> {
  const since = new Date(ctx.now.getTime() - STATEMENT_ALERT_DAYS * 86_400_000).toISOString();
  const [feeds, statements, missing] = await Promise.all([
    rows<{
      id: number;
      property_id: number;
      property_name: string;
      label: string;
      channel: string;
      last_error: string | null;
      last_error_at: string;
    }>(
      ctx.orm,
      sql`select f.id, p.id as property_id, p.name as property_name, f.label, f.channel, f.last_error,
          to_char(f.last_error_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_error_at
        from ical_feeds f join properties p on p.id = f.property_id
        where ${scope} and f.last_error_at is not null and (f.last_success_at is null or f.last_error_at > f.last_success_at)
        order by f.last_error_at desc limit 20`,
    ),
    rows<{ month: string; owner_name: string; issued_at: string }>(
      ctx.orm,
      sql`select st.month, o.name as owner_name, to_char(st.issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as issued_at
        from owner_statements st join users o on o.id = st.owner_id
        where st.issued_at > ${since}::timestamptz and st.issued_at <= ${ctx.now.toISOString()}::timestamptz
          and st.owner_id in (select p.owner_id from properties p where ${scope} and p.owner_id is not null)
        order by st.issued_at desc limit 10`,
    ),
    rows<{ id: number; name: string }>(
      ctx.orm,
      sql`select p.id, p.name from properties p where ${scope} and ${missingSpanish} order by p.name, p.id limit 20`,
    ),
  ]);
  return {
    failing_feeds: feeds.map(({ property_id, property_name, ...f }) => ({ ...f, property: { id: property_id, name: property_name } })),
    statements,
    missing_spanish: missing,
  };
}
