import { sql } from 'drizzle-orm';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';

// No 'server-only' marker: scripts/jobs/expire-requests.ts runs this outside Next.

/**
 * Requested reservations whose 48-hour hold has passed become `expired`, and their occupancy is
 * deleted (the nights are free again), in one statement. For one property (lazily, before a
 * booking) or all of them (a job). Returns the expired reservations' ids.
 */
export async function expireRequests(orm: Orm, now: Date = new Date(), propertyId?: number): Promise<number[]> {
  const expired = await rows<{ id: number }>(
    orm,
    sql`with expired as (
        update reservations set status = 'expired', expired_at = ${now.toISOString()}::timestamptz
        where status = 'requested' and hold_expires_at <= ${now.toISOString()}::timestamptz
          ${propertyId === undefined ? sql`` : sql`and property_id = ${propertyId}`}
        returning id
      ), freed as (
        delete from occupancies where reservation_id in (select id from expired) returning id
      )
      select id from expired`,
  );
  return expired.map((r) => r.id);
}
