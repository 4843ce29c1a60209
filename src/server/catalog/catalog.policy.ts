import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Actor, COUNTRY_MANAGER_GROUP, isAdministrator, isConcierge, isCountryManager, isPropertyOwner } from '../access/actor';

/**
 * Who sees and manages which villas (docs/decisions/014). The SQL predicates are the only
 * definition of a scope: list queries filter with them and detail queries select them as a
 * boolean for the pure checks below, so a list and a detail cannot disagree.
 */

/** The columns (or raw SQL) of the property row a predicate reads. */
export interface PropertyColumns {
  id: SQLWrapper;
  stateId: SQLWrapper;
  countryId: SQLWrapper;
  ownerId: SQLWrapper;
}

/**
 * A concierge's (or destination manager's) assigned states and a country manager's countries: an
 * assignment with a state covers that state; one without covers its whole country, for a country
 * manager only (a concierge given a country-wide row by mistake does not see the country).
 * Administrators cover everything; anyone else nothing.
 */
export function conciergeScopeSql(actor: Actor, p: Pick<PropertyColumns, 'stateId' | 'countryId'>): SQL {
  if (isAdministrator(actor)) return sql`true`;
  if (actor.kind !== 'user' || !isConcierge(actor)) return sql`false`;
  return assignmentCoversSql(sql`${actor.userId}`, p, isCountryManager(actor) ? sql`true` : sql`false`);
}

/**
 * Whether the assignments of `userId` (a value or a column) cover a villa: the same rule as
 * conciergeScopeSql, for someone other than the actor (the desk assigns trips to colleagues), whose
 * being a country manager is read from their groups unless given. That the account is a concierge
 * at all is the caller's check.
 */
export function assignmentCoversSql(
  userId: SQLWrapper,
  p: Pick<PropertyColumns, 'stateId' | 'countryId'>,
  countryWide: SQL = sql`exists (select 1 from user_groups ug join groups g on g.id = ug.group_id
    where ug.user_id = ${userId} and g.code = ${COUNTRY_MANAGER_GROUP})`,
): SQL {
  return sql`exists (
    select 1 from concierge_assignments ca
    where ca.user_id = ${userId}
      and (ca.state_id = ${p.stateId} or (ca.state_id is null and ca.country_id = ${p.countryId} and ${countryWide})))`;
}

/**
 * The villas an owner-group account (owner, broker, rep) runs: those it owns (properties.owner_id)
 * and those it manages for their owner (property_managers); administrators all; anyone else none.
 */
export function ownerScopeSql(actor: Actor, p: Pick<PropertyColumns, 'id' | 'ownerId'>): SQL {
  if (isAdministrator(actor)) return sql`true`;
  if (actor.kind !== 'user' || !isPropertyOwner(actor)) return sql`false`;
  return sql`(${p.ownerId} = ${actor.userId} or exists (select 1 from property_managers pm where pm.property_id = ${p.id} and pm.user_id = ${actor.userId}))`;
}

/** The villas an actor may see although unpublished: their owner's, a concierge's in scope, an administrator's all. */
export function propertyStaffScopeSql(actor: Actor, p: PropertyColumns): SQL {
  if (actor.kind !== 'user') return sql`false`;
  return sql`(${conciergeScopeSql(actor, p)} or ${ownerScopeSql(actor, p)})`;
}

/** The facts about one villa the pure checks decide on (`inStaffScope` from propertyStaffScopeSql). */
export interface PropertyFacts {
  status: 'draft' | 'published' | string;
  inStaffScope: boolean;
}

/** Published villas are public; a draft only to its owner, a concierge in scope or an administrator. */
export function canViewProperty(actor: Actor, property: PropertyFacts): boolean {
  if (property.status === 'published') return true;
  return actor.kind === 'user' && property.inStaffScope;
}
