import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../access/context';
import { addDays, daysBetween, todayIn } from '../../core/calendar';
import { parseInput } from '../../core/validation';
import { rows } from '../../db/raw';
import { conciergeScopeOfP, ownerScopeOfP, requireOwnerWork } from '../../owners/owner-scope';
import { requireConciergeWork } from '../concierge-scope';
import { departureOf } from '../stay-status';
import { type MultiCalendarQuery, multiCalendarQuery } from './multi-calendar.schema';
import type { MultiCalendar, MultiCalendarBlock, MultiCalendarStay } from './multi-calendar.openapi';

/**
 * The guest's first name as staff and owners may see it: the lead guest's, else the first word of
 * the booker's name (the same rule as the villa's own calendar), the account read only when needed.
 */
const GUEST_FIRST_NAME = sql`coalesce(nullif(btrim(r.lead_guest_first_name), ''),
  (select split_part(btrim(u.name), ' ', 1) from users u where u.id = r.user_id), '')`;

/** The stored statuses of a reservation that holds nights (the calendar's stays). */
type HoldingStatus = 'requested' | 'awaiting_payment' | 'confirmed';

/** Whose calendar: the desk's (a concierge's destinations, an administrator's all) or the owner portal's (own and managed villas). */
export type CalendarSide = 'concierge' | 'owner';

export interface MultiCalendarPage {
  data: MultiCalendar;
  meta: { total: number; page: number; per_page: number; page_count: number };
}

/** The query string of a calendar request, with its defaults (today in UTC), or a 400. */
export function parseMultiCalendarQuery(ctx: ServiceContext, input: unknown): MultiCalendarQuery {
  return parseInput(multiCalendarQuery(todayIn('UTC', ctx.now)), input);
}

/**
 * The calendar of every villa in the caller's scope (issue 32): one page of villas (by name), then
 * one query for their stays and one for their blocks in [from, to) — three queries whatever the
 * number of villas. A stay is a reservation holding nights (its occupancy): requested, awaiting
 * payment or confirmed, shown `completed` past its check-out; the guest appears by first name only.
 * Arrivals and departures per day are counted from the same stays.
 */
export async function getMultiCalendar(ctx: ServiceContext, side: CalendarSide, query: MultiCalendarQuery): Promise<MultiCalendarPage> {
  if (side === 'concierge') requireConciergeWork(ctx.actor);
  else requireOwnerWork(ctx.actor);
  const { from, to, page, per_page } = query;
  const scope = side === 'concierge' ? conciergeScopeOfP(ctx.actor) : ownerScopeOfP(ctx.actor);
  const filters: SQL[] = [scope];
  if (query.destination) filters.push(sql`(s.slug = ${query.destination} or c.slug = ${query.destination})`);
  if (query.owner !== undefined)
    filters.push(
      sql`(p.owner_id = ${query.owner} or exists (select 1 from property_managers pm where pm.property_id = p.id and pm.user_id = ${query.owner}))`,
    );
  const stateName = ctx.locale === 'es' ? sql.raw('s.name_es') : sql.raw('s.name_en');
  const villas = await rows<{
    id: number;
    name: string;
    owner_id: number | null;
    currency: string;
    base_price_cents: number;
    slug: string;
    destination: string;
    time_zone: string;
    check_out_time: string | null;
    total: number;
  }>(
    ctx.orm,
    sql`select p.id, p.name, p.owner_id, p.currency, p.base_price_cents, s.slug, ${stateName} as destination,
        coalesce(s.time_zone, c.time_zone) as time_zone, p.check_out_time, (count(*) over ())::int as total
      from properties p join states s on s.id = p.state_id join countries c on c.id = p.country_id
      where ${sql.join(filters, sql` and `)}
      order by lower(p.name), p.id
      limit ${per_page} offset ${(page - 1) * per_page}`,
  );
  const total = villas[0]?.total ?? (page > 1 ? await countVillas(ctx, filters) : 0);
  const ids = villas.map((v) => v.id);
  // One parameter (an int[] literal of ids read just above), not one per villa: 500 parameters
  // cost the planner more than the query. The stays are found by their nights through
  // occupancies_stay_idx, then kept if their villa is on the page (`+ 0`: the exclusion
  // constraint's GiST over (property_id, stay) took 360 ms on 500 ids against 5 ms for this).
  const inPage = sql`any(${`{${ids.join(',')}}`}::int[])`;
  const [stays, blocks] = ids.length
    ? await Promise.all([
        rows<Omit<MultiCalendarStay, 'status'> & { property_id: number; status: HoldingStatus }>(
          ctx.orm,
          sql`select o.property_id, r.id as reservation_id, r.confirmation_number, ${GUEST_FIRST_NAME} as guest_first_name,
              r.check_in::text as check_in, r.check_out::text as check_out, r.status::text as status
            from occupancies o join reservations r on r.id = o.reservation_id
            where (o.property_id + 0) = ${inPage} and o.stay && daterange(${from}::date, ${to}::date)
              and r.status in ('requested', 'awaiting_payment', 'confirmed')
            order by r.check_in, r.id`,
        ),
        rows<MultiCalendarBlock & { property_id: number }>(
          ctx.orm,
          sql`select b.property_id, b.id, b.start_date::text as start_date, b.end_date::text as end_date, b.reason::text as reason, b.note
            from calendar_blocks b
            where b.property_id = ${inPage} and b.start_date < ${to}::date and b.end_date > ${from}::date
            order by b.start_date, b.id`,
        ),
      ])
    : [[], []];

  // The shown status (stay-status.ts): a confirmed stay whose departure (the check-out day at the
  // villa's check-out time, on its clock) has passed is completed. Departures are the same for
  // every stay of a day in a zone at a time: each is worked out once.
  const villaOf = new Map(villas.map((v) => [v.id, v]));
  const departures = new Map<string, number>();
  const utcToday = todayIn('UTC', ctx.now);
  const shown = (status: HoldingStatus, checkOut: string, propertyId: number): MultiCalendarStay['status'] => {
    // No zone is more than a day ahead of UTC: a later check-out has not passed anywhere.
    if (status !== 'confirmed' || checkOut > addDays(utcToday, 1)) return status;
    const villa = villaOf.get(propertyId);
    const key = `${checkOut}|${villa?.check_out_time ?? ''}|${villa?.time_zone ?? 'UTC'}`;
    let at = departures.get(key);
    if (at === undefined) {
      at = departureOf({ checkOut, checkOutTime: villa?.check_out_time, timeZone: villa?.time_zone ?? 'UTC' }).getTime();
      departures.set(key, at);
    }
    return ctx.now.getTime() > at ? 'completed' : 'confirmed';
  };
  const staysOf = new Map<number, MultiCalendarStay[]>();
  for (const { property_id, status, ...stay } of stays) {
    const list = staysOf.get(property_id) ?? [];
    list.push({ ...stay, status: shown(status, stay.check_out, property_id) });
    staysOf.set(property_id, list);
  }
  const blocksOf = new Map<number, MultiCalendarBlock[]>();
  for (const { property_id, ...block } of blocks) {
    const list = blocksOf.get(property_id) ?? [];
    list.push(block);
    blocksOf.set(property_id, list);
  }
  const length = daysBetween(from, to);
  const days = Array.from({ length }, (_, i) => ({ date: addDays(from, i), arrivals: 0, departures: 0 }));
  for (const stay of stays) {
    const arrival = days[daysBetween(from, stay.check_in)];
    if (arrival) arrival.arrivals += 1;
    const departure = days[daysBetween(from, stay.check_out)];
    if (departure) departure.departures += 1;
  }
  const zoneToday = new Map<string, string>();
  const todayOf = (zone: string) => {
    const day = zoneToday.get(zone) ?? todayIn(zone, ctx.now);
    zoneToday.set(zone, day);
    return day;
  };
  return {
    data: {
      from,
      to,
      today: todayIn('UTC', ctx.now),
      days,
      villas: villas.map((v) => ({
        id: v.id,
        name: v.name,
        destination: { slug: v.slug, name: v.destination },
        owner_id: v.owner_id,
        currency: v.currency,
        base_price_cents: v.base_price_cents,
        today: todayOf(v.time_zone),
        stays: staysOf.get(v.id) ?? [],
        blocks: blocksOf.get(v.id) ?? [],
      })),
    },
    meta: { total, page, per_page, page_count: Math.ceil(total / per_page) },
  };
}

/** The villas in scope when the page asked for lies past the last (the window count has no row to ride on). */
async function countVillas(ctx: ServiceContext, filters: SQL[]): Promise<number> {
  const [row] = await rows<{ n: number }>(
    ctx.orm,
    sql`select count(*)::int as n from properties p join states s on s.id = p.state_id join countries c on c.id = p.country_id
      where ${sql.join(filters, sql` and `)}`,
  );
  return row?.n ?? 0;
}

/** The destinations (states) that have villas, for the administrators' filter, in the reader's language. */
export async function listCalendarDestinations(ctx: ServiceContext): Promise<{ slug: string; name: string }[]> {
  requireConciergeWork(ctx.actor);
  const name = ctx.locale === 'es' ? sql.raw('s.name_es') : sql.raw('s.name_en');
  return rows<{ slug: string; name: string }>(
    ctx.orm,
    sql`select s.slug, ${name} as name from states s
      where exists (select 1 from properties p where p.state_id = s.id and ${conciergeScopeOfP(ctx.actor)})
      order by 2, 1`,
  );
}
