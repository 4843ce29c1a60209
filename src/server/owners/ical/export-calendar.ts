import 'server-only';
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ical from 'ical-generator';
import type { Orm } from '../../db/open';
import { rows } from '../../db/raw';
import { addDays } from '../../core/calendar';

/** Nights held by these reservation statuses are exported as "Reserved". */
const HOLDING = ['requested', 'awaiting_payment', 'confirmed'] as const;
/** How far back the export reaches: channels only need what is ahead. */
const PAST_DAYS = 60;

interface Held {
  kind: 'reservation' | 'block';
  id: number;
  start_date: string;
  end_date: string;
}

/**
 * A villa's calendar as iCalendar for the channels (Airbnb, Vrbo, Booking.com) to import, found by
 * its secret token; null for an unknown (or rotated) token. Every reservation that holds nights and
 * every block is an all-day event (VALUE=DATE, DTEND exclusive) named only "Reserved" or "Blocked":
 * no guest name, email, confirmation code or note. UIDs are stable for a reservation or block while
 * the token lasts, and reveal no id (an HMAC keyed by the token).
 */
export async function exportCalendarByToken(orm: Orm, token: string, now: Date): Promise<string | null> {
  const [property] = await rows<{ id: number; name: string }>(orm, sql`select id, name from properties where ical_export_token = ${token}`);
  if (!property) return null;
  const since = addDays(now.toISOString().slice(0, 10), -PAST_DAYS);
  const held = await rows<Held>(
    orm,
    sql`select 'reservation' as kind, r.id, o.check_in::text as start_date, o.check_out::text as end_date
        from occupancies o join reservations r on r.id = o.reservation_id
        where o.property_id = ${property.id} and o.check_out >= ${since}
          and r.status::text in (${sql.join(
            HOLDING.map((s) => sql`${s}`),
            sql`, `,
          )})
      union all
      select 'block' as kind, b.id, b.start_date::text, b.end_date::text
        from calendar_blocks b where b.property_id = ${property.id} and b.end_date >= ${since}
      order by start_date, kind, id`,
  );
  const calendar = ical({
    name: `Alma Villas – ${property.name}`,
    prodId: { company: 'Alma Villas', product: 'Availability', language: 'EN' },
  });
  for (const h of held) {
    calendar.createEvent({
      id: `${createHmac('sha256', token).update(`${h.kind}:${h.id}`).digest('base64url').slice(0, 32)}@almavillas`,
      start: new Date(`${h.start_date}T00:00:00Z`),
      end: new Date(`${h.end_date}T00:00:00Z`),
      allDay: true,
      stamp: now,
      summary: h.kind === 'reservation' ? 'Reserved' : 'Blocked',
    });
  }
  return calendar.toString();
}
