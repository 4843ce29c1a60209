import 'server-only';
import { sql } from 'drizzle-orm';
import { COUNTRY_MANAGER_GROUP, DESTINATION_MANAGER_GROUP } from '../../access/actor';
import type { ServiceContext } from '../../access/context';
import { assignmentCoversSql } from '../../catalog/catalog.policy';
import { isConciergeAccountSql } from '../../concierge/assign-reservations';
import { recordTripEvent } from '../../concierge/trip-events';
import type { Orm } from '../../db/open';
import { rows } from '../../db/raw';
import { recordAudit } from '../audit';

/** The groups that may hold a state (PUT …/scopes answers 422 to anyone else); countries need a country manager. */
export const STATE_SCOPE_GROUPS = ['hbl-concierge', DESTINATION_MANAGER_GROUP];

const hasGroup = (userId: number, codes: string[]) =>
  sql`exists (select 1 from user_groups ug join groups g on g.id = ug.group_id
    where ug.user_id = ${userId} and g.code in (${sql.join(
      codes.map((c) => sql`${c}`),
      sql`, `,
    )}))`;

/**
 * After an account's groups or destinations change (in that transaction): deletes the destinations
 * its groups can no longer hold (a state without a concierge or destination-manager group, a
 * country without the country-manager group), then unassigns the trips it no longer covers by the
 * desk's own rule (a concierge group, and assignments covering the villa: assignmentCoversSql),
 * each with an `assigned` event on the trip's timeline and an audit line. A country manager
 * demoted to concierge so keeps no country-wide row and no trip outside his states.
 */
export async function dropAssignmentsOutOfReach(tx: Orm, ctx: ServiceContext, userId: number): Promise<void> {
  await tx.execute(
    sql`delete from concierge_assignments where user_id = ${userId}
      and ((state_id is not null and not ${hasGroup(userId, STATE_SCOPE_GROUPS)})
        or (state_id is null and not ${hasGroup(userId, [COUNTRY_MANAGER_GROUP])}))`,
  );
  const dropped = await rows<{ id: number; property_id: number }>(
    tx,
    sql`update reservations r set assigned_concierge_id = null
      from properties p
      where p.id = r.property_id and r.assigned_concierge_id = ${userId}
        and not (${isConciergeAccountSql(sql`${userId}`)}
          and ${assignmentCoversSql(sql`${userId}`, { stateId: sql.raw('p.state_id'), countryId: sql.raw('p.country_id') })})
      returning r.id, r.property_id`,
  );
  if (dropped.length === 0) return;
  await recordTripEvent(
    tx,
    dropped.map((r) => ({
      reservationId: r.id,
      actor: ctx.actor,
      kind: 'assigned',
      data: { concierge_id: null, previous_concierge_id: userId },
    })),
  );
  for (const r of dropped)
    await recordAudit(tx, ctx, {
      action: 'reservation.assign',
      objectType: 'reservation',
      objectId: r.id,
      before: { property_id: r.property_id, assigned_concierge_id: userId },
      after: { property_id: r.property_id, assigned_concierge_id: null },
    });
}
