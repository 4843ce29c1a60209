import 'server-only';
import { sql } from 'drizzle-orm';
import type { Actor } from '../accounts/session';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { AppError, notFound } from '../http/errors';

export const ADMIN_GROUP = 'hbl-administrators';

/** Concierges and administrators act on reservations; anyone else is 403. Returns whether the actor is an administrator. */
export function assertConciergeRole(actor: Actor): { isAdmin: boolean } {
  const isAdmin = actor.groups.includes(ADMIN_GROUP);
  if (actor.role !== 'concierge' && !isAdmin) throw new AppError(403, 'forbidden');
  return { isAdmin };
}

/**
 * A reservation a concierge may act on: 403 for other roles, 404 when it does not exist or its
 * villa lies outside the concierge's assignments (their state, or their whole country for a
 * country-wide assignment); administrators act everywhere. Returns the reservation's status, its
 * departure day and the villa's time zone.
 */
export async function reservationInScope(
  orm: Orm,
  actor: Actor,
  reservationId: number,
): Promise<{ id: number; status: string; checkOut: string; timeZone: string }> {
  const { isAdmin } = assertConciergeRole(actor);
  const [row] = await rows<{ id: number; status: string; check_out: string; time_zone: string; in_scope: boolean }>(
    orm,
    sql`select r.id, r.status::text as status, r.check_out::text as check_out,
        coalesce(s.time_zone, c.time_zone) as time_zone,
        (${isAdmin} or exists (
          select 1 from concierge_assignments a
          where a.user_id = ${actor.userId}
            and (a.state_id = p.state_id or (a.state_id is null and a.country_id = p.country_id))
        )) as in_scope
      from reservations r join properties p on p.id = r.property_id
        join countries c on c.id = p.country_id join states s on s.id = p.state_id
      where r.id = ${reservationId}`,
  );
  if (!row?.in_scope) throw notFound();
  return { id: row.id, status: row.status, checkOut: row.check_out, timeZone: row.time_zone };
}
