import 'server-only';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../access/context';
import { requireConciergeWork } from '../booking/concierge-scope';
import { assignmentCoversSql, conciergeScopeSql } from '../catalog/catalog.policy';
import { rows } from '../db/raw';
import { notFound } from '../core/errors';
import { isConciergeAccountSql } from './assign-reservations';
import type { AssignableConcierge, StaffRole } from './queue.types';

/**
 * The concierges a set of reservations can be assigned to (the assign picker): those whose own
 * assignments cover every one of them, least busy first. 404 when any reservation is missing or
 * outside the caller's scope, as for the assignment itself.
 */
export async function assignableStaff(ctx: ServiceContext, reservationIds: number[]): Promise<AssignableConcierge[]> {
  const actor = requireConciergeWork(ctx.actor);
  const ids = [...new Set(reservationIds)];
  if (ids.length === 0) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const villas = await rows<{ id: number; in_scope: boolean }>(
    ctx.orm,
    sql`select r.id, ${conciergeScopeSql(ctx.actor, { stateId: sql.raw('p.state_id'), countryId: sql.raw('p.country_id') })} as in_scope
      from reservations r join properties p on p.id = r.property_id where r.id in (${idList})`,
  );
  if (villas.length !== ids.length || villas.some((v) => !v.in_scope)) throw notFound();
  const staff = await rows<{ id: number; name: string; email: string; codes: string[]; open_count: number }>(
    ctx.orm,
    sql`select u.id, u.name, u.email,
        array(select g.code from user_groups ug join groups g on g.id = ug.group_id where ug.user_id = u.id) as codes,
        (select count(*)::int from reservations o where o.assigned_concierge_id = u.id
          and o.status in ('requested', 'awaiting_payment', 'confirmed') and o.check_out >= ${ctx.now.toISOString().slice(0, 10)}::date) as open_count
      from users u
      where ${isConciergeAccountSql(sql`u.id`)}
        and not exists (
          select 1 from reservations r join properties p on p.id = r.property_id
          where r.id in (${idList})
            and not ${assignmentCoversSql(sql`u.id`, { stateId: sql.raw('p.state_id'), countryId: sql.raw('p.country_id') })})
      order by open_count, u.name, u.id`,
  );
  return staff.map((s) => ({
    id: s.id,
    name: s.name,
    email: s.email,
    role: roleOf(s.codes),
    open_count: s.open_count,
    me: s.id === actor.userId,
  }));
}

/** The most senior concierge group an account holds. */
function roleOf(codes: string[]): StaffRole {
  if (codes.includes('hbl-country-manager')) return 'country_manager';
  if (codes.includes('hbl-destination-manager')) return 'destination_manager';
  return 'concierge';
}
