import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import type { TimelineEvent } from './trip.types';

/**
 * Who moved the reservation at that moment: the user who wrote its last matching ledger entry up to
 * then (the payment that confirmed it, the cancellation's lines), null when the system did (a
 * webhook, a job). Confirmation and cancellation are written with their entries, at the same time.
 */
const entryActor = (where: SQL) =>
  sql`(select u.name from ledger_entries e left join users u on u.id = e.actor_user_id
    where e.reservation_id = r.id and ${where} order by e.created_at desc, e.id desc limit 1)`;

interface Row {
  at: string | Date;
  actor: string | null;
  kind: string;
  data: Record<string, unknown> | null;
  seq: number;
}

/**
 * A trip's timeline, newest first, merged from the facts other tables keep (the reservation's own
 * dates, the ledger with its actors, plans, changes, the grocery list, notes) and trip_events for
 * what nothing else records (a charge voided and why, the groceries bought). Each event names the
 * person who did it (the concierge, the guest); `actor` is null only for what the system did itself
 * (a job expiring a hold, a payment webhook). Ordered to the
 * millisecond, then by kind (the reservation before what happened to it): some times come from the
 * database's clock in microseconds (`default now()`), others from the request's clock in
 * milliseconds (the ledger's `ctx.now`), so a reservation and its first entries, written in the
 * same millisecond, would otherwise come out in either order.
 */
export async function tripTimeline(orm: Orm, tripId: number): Promise<TimelineEvent[]> {
  const found = await rows<Row>(
    orm,
    sql`select at, actor, kind, data, seq from (
      select r.created_at as at, u.name as actor, 'reservation_created' as kind, jsonb_build_object('status', r.status::text) as data, 0 as seq
        from reservations r join users u on u.id = r.user_id where r.id = ${tripId}
      union all select r.confirmed_at, ${entryActor(sql`e.kind = 'payment' and e.created_at <= r.confirmed_at`)}, 'reservation_confirmed', '{}'::jsonb, 1
        from reservations r where r.id = ${tripId} and r.confirmed_at is not null
      union all select r.paid_deposit_at, ${entryActor(sql`e.kind = 'payment' and e.created_at <= r.paid_deposit_at`)}, 'deposit_paid', '{}'::jsonb, 1
        from reservations r where r.id = ${tripId} and r.paid_deposit_at is not null
      union all select r.declined_at, d.actor, 'reservation_declined', jsonb_build_object('reason', d.data->>'reason'), 1
        from reservations r left join lateral (select u.name as actor, t.data from trip_events t left join users u on u.id = t.actor_user_id
            where t.reservation_id = r.id and t.kind = 'declined' order by t.id desc limit 1) d on true
        where r.id = ${tripId} and r.declined_at is not null
      union all select r.cancelled_at, ${entryActor(sql`e.reference = 'cancellation' and e.created_at <= r.cancelled_at`)}, 'reservation_cancelled', '{}'::jsonb, 1
        from reservations r where r.id = ${tripId} and r.cancelled_at is not null
      union all select r.expired_at, null, 'reservation_expired', '{}'::jsonb, 1 from reservations r where r.id = ${tripId} and r.expired_at is not null
      union all select e.created_at, u.name, 'ledger_' || e.kind::text,
          jsonb_build_object('entry_id', e.id, 'amount_cents', e.amount_cents, 'currency', e.currency, 'label_en', e.label_en, 'label_es', e.label_es, 'reference', e.reference, 'reason', e.reason, 'actor_kind', e.actor_kind), 2 + e.id
        from ledger_entries e left join users u on u.id = e.actor_user_id where e.reservation_id = ${tripId}
      union all select c.created_at, u.name, 'change_requested', jsonb_build_object('change_id', c.id, 'status', c.status::text, 'check_in', c.check_in::text, 'check_out', c.check_out::text, 'guests', c.guests), 1
        from reservation_changes c left join users u on u.id = c.requested_by_user_id where c.reservation_id = ${tripId}
      union all select c.decided_at, u.name, 'change_' || c.status::text, jsonb_build_object('change_id', c.id), 1
        from reservation_changes c left join users u on u.id = c.decided_by_user_id where c.reservation_id = ${tripId} and c.decided_at is not null
      union all select i.created_at, u.name, case when i.added_by_user_id is null then 'plan_requested' else 'plan_added' end,
          jsonb_build_object('item_id', i.id, 'date', i.date::text, 'kind', i.kind::text), 1
        from itinerary_items i left join users u on u.id = i.added_by_user_id where i.reservation_id = ${tripId}
      union all select i.decided_at,
          case i.status when 'declined' then u.name when 'confirmed' then coalesce(ca.name, ad.name) else g.name end,
          'plan_' || i.status::text,
          jsonb_build_object('item_id', i.id, 'price_cents', i.price_cents, 'reason', d.data->>'reason'), 1
        from itinerary_items i
          left join lateral (select t.actor_user_id, t.data from trip_events t
            where t.reservation_id = i.reservation_id and t.kind = 'plan_declined' and t.data->>'item_id' = i.id::text
            order by t.id desc limit 1) d on i.status = 'declined'
          left join users u on u.id = d.actor_user_id
          left join lateral (select cu.name from audit_log a join users cu on cu.id = a.actor_user_id
            where a.object_type = 'reservation' and a.object_id = i.reservation_id::text and a.action = 'reservation.plan_confirm'
              and a.after->>'item_id' = i.id::text
            order by a.id desc limit 1) ca on i.status = 'confirmed'
          left join users ad on ad.id = i.added_by_user_id
          left join reservations gr on gr.id = i.reservation_id left join users g on g.id = gr.user_id
        where i.reservation_id = ${tripId} and i.decided_at is not null
      union all select g.submitted_at, u.name, 'groceries_submitted', jsonb_build_object('estimated_cents', g.estimated_cents), 1
        from grocery_orders g join reservations r on r.id = g.reservation_id join users u on u.id = r.user_id
        where g.reservation_id = ${tripId} and g.submitted_at is not null
      union all select n.created_at, u.name, 'note_added', jsonb_build_object('note_id', n.id), 1
        from concierge_notes n left join users u on u.id = n.author_user_id where n.reservation_id = ${tripId}
      union all select t.created_at, u.name, t.kind, t.data, 1
        from trip_events t left join users u on u.id = t.actor_user_id
        where t.reservation_id = ${tripId} and t.kind not in ('plan_declined', 'declined')
    ) x where at is not null order by date_trunc('milliseconds', at) desc, seq desc`,
  );
  return found.map((r) => ({ at: new Date(r.at).toISOString(), actor: r.actor, kind: r.kind, data: r.data ?? {} }));
}
