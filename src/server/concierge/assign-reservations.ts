import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import { CONCIERGE_GROUPS } from '@/lib/roles';
import type { ServiceContext } from '../access/context';
import { recordAudit } from '../admin/audit';
import { requireConciergeWork } from '../booking/concierge-scope';
import { assignmentCoversSql, conciergeScopeSql } from '../catalog/catalog.policy';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { AppError, notFound } from '../core/errors';
import type { AssignResult } from './queue.types';
import { recordTripEvent } from './trip-events';

const VILLA = { stateId: sql.raw('p.state_id'), countryId: sql.raw('p.country_id') };

/** Is `userId` (a value or a column) in a concierge group: only concierges run trips. */
export function isConciergeAccountSql(userId: SQL): SQL {
  return sql`exists (select 1 from user_groups ug join groups g on g.id = ug.group_id
    where ug.user_id = ${userId} and g.code in (${sql.join(
      CONCIERGE_GROUPS.map((c) => sql`${c}`),
      sql`, `,
    )}))`;
}

/**
 * Assigns reservations to a concierge (or unassigns them, `null`), all or nothing: any id missing
 * or outside the caller's scope is a 404 and nothing is written; an assignee who is not a
 * concierge whose own assignments cover every one of them is a 422. Each trip whose concierge
 * changes gets an `assigned` event on its timeline.
 */
export async function assignReservations(ctx: ServiceContext, ids: number[], conciergeId: number | null): Promise<AssignResult[]> {
  requireConciergeWork(ctx.actor);
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const idList = sql.join(
    unique.map((id) => sql`${id}`),
    sql`, `,
  );
  return ctx.orm.transaction(async (tx) => {
    // Locked: two desks assigning the same trip at once record one change each, in order.
    const found = await rows<{ id: number; property_id: number; in_scope: boolean; covered: boolean; previous: number | null }>(
      tx,
      sql`select r.id, r.property_id, ${conciergeScopeSql(ctx.actor, VILLA)} as in_scope, r.assigned_concierge_id as previous,
          ${conciergeId === null ? sql`true` : assignmentCoversSql(sql`${conciergeId}`, VILLA)} as covered
        from reservations r join properties p on p.id = r.property_id
        where r.id in (${idList}) for update of r`,
    );
    if (found.length !== unique.length || found.some((r) => !r.in_scope)) throw notFound();
    const assignee = conciergeId === null ? null : await conciergeNamed(tx, conciergeId);
    if (conciergeId !== null && (!assignee || found.some((r) => !r.covered))) {
      throw new AppError(422, 'assignee_out_of_scope', { message: { key: 'desk.errors.assignee_out_of_scope' } });
    }
    const changed = found.filter((r) => r.previous !== conciergeId);
    if (changed.length) {
      await tx.execute(
        sql`update reservations set assigned_concierge_id = ${conciergeId} where id in (${sql.join(
          changed.map((r) => sql`${r.id}`),
          sql`, `,
        )})`,
      );
      await recordTripEvent(
        tx,
        changed.map((r) => ({
          reservationId: r.id,
          actor: ctx.actor,
          kind: 'assigned',
          data: { concierge_id: conciergeId, previous_concierge_id: r.previous },
        })),
      );
      for (const r of changed)
        await recordAudit(tx, ctx, {
          action: 'reservation.assign',
          objectType: 'reservation',
          objectId: r.id,
          before: { property_id: r.property_id, assigned_concierge_id: r.previous },
          after: { property_id: r.property_id, assigned_concierge_id: conciergeId },
        });
    }
    return unique.map((id) => ({ id, assigned: assignee }));
  });
}

async function conciergeNamed(db: Orm, userId: number): Promise<{ id: number; name: string } | null> {
  const [row] = await rows<{ id: number; name: string }>(
    db,
    sql`select u.id, u.name from users u where u.id = ${userId} and ${isConciergeAccountSql(sql`u.id`)}`,
  );
  return row ?? null;
}
