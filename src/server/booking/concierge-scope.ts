import 'server-only';
import { sql } from 'drizzle-orm';
import { type Actor, requireUserWith } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { conciergeScopeSql } from '../catalog/catalog.policy';
import { rows } from '../db/raw';
import { notFound } from '../core/errors';
import { canActAsConcierge, canDecideRequest } from './booking.policy';

/** Concierge work: 401 without an account, 403 for any role but concierge or administrator. */
export function requireConciergeWork(actor: Actor) {
  return requireUserWith(actor, canActAsConcierge);
}

/**
 * A reservation a concierge may act on: 401/403 by role (requireConciergeWork), 404 when it does
 * not exist or its villa lies outside the concierge's scope (conciergeScopeSql, the same predicate
 * the concierge lists use). Returns the reservation's villa, status, its departure day and the villa's
 * time zone.
 */
export async function reservationInScope(
  ctx: ServiceContext,
  reservationId: number,
): Promise<{ id: number; propertyId: number; status: string; checkOut: string; timeZone: string }> {
  requireConciergeWork(ctx.actor);
  const [row] = await rows<{ id: number; property_id: number; status: string; check_out: string; time_zone: string; in_scope: boolean }>(
    ctx.orm,
    sql`select r.id, r.property_id, r.status::text as status, r.check_out::text as check_out,
        coalesce(s.time_zone, c.time_zone) as time_zone,
        ${conciergeScopeSql(ctx.actor, { stateId: sql.raw('p.state_id'), countryId: sql.raw('p.country_id') })} as in_scope
      from reservations r join properties p on p.id = r.property_id
        join countries c on c.id = p.country_id join states s on s.id = p.state_id
      where r.id = ${reservationId}`,
  );
  if (!row || !canDecideRequest(ctx.actor, { inScope: row.in_scope })) throw notFound();
  return { id: row.id, propertyId: row.property_id, status: row.status, checkOut: row.check_out, timeZone: row.time_zone };
}
