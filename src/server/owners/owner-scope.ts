import 'server-only';
import { sql } from 'drizzle-orm';
import { type Actor, isAdministrator, isPropertyOwner, requireUserWith, type UserActor } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { conciergeScopeSql, ownerScopeSql } from '../catalog/catalog.policy';
import { rows } from '../db/raw';
import { notFound } from '../core/errors';

/**
 * The owner portal's gate (issue 15, docs/decisions/020): who may use it at all, and which villas.
 * Owner-group accounts (owners, brokers, reps) run the villas they own or manage; administrators
 * all. Wrong role: 403; another owner's villa: 404 (DESIGN §10).
 */
export const canUseOwnerPortal = (actor: Actor): boolean => isPropertyOwner(actor) || isAdministrator(actor);

/** 401 without an account, 403 for any role but owner, broker, rep or administrator. */
export function requireOwnerWork(actor: Actor): UserActor {
  return requireUserWith(actor, canUseOwnerPortal);
}

/** The owner scope over the `properties` row aliased `p` (for hand-written queries). */
export function ownerScopeOfP(actor: Actor) {
  return ownerScopeSql(actor, { id: sql.raw('p.id'), ownerId: sql.raw('p.owner_id') });
}

/** The concierge scope over the `properties` row aliased `p`. */
export function conciergeScopeOfP(actor: Actor) {
  return conciergeScopeSql(actor, { stateId: sql.raw('p.state_id'), countryId: sql.raw('p.country_id') });
}

/** The largest id a `serial` column holds. */
const MAX_INT4 = 2_147_483_647;

export interface OwnedProperty {
  id: number;
  ownerId: number | null;
  status: 'draft' | 'submitted' | 'published';
  /** An administrator's note when the listing was returned to draft (issue 17). */
  reviewNote: string | null;
  name: string;
  slug: string;
  timeZone: string;
  currency: string;
}

/**
 * A villa the actor runs: 401/403 by role (requireOwnerWork), 404 when it does not exist or is not
 * theirs (the same predicate the portal's lists use). Every /v1/owner/properties/{id}/… verb starts here.
 */
export async function requireOwnedProperty(ctx: ServiceContext, propertyId: number): Promise<OwnedProperty> {
  requireOwnerWork(ctx.actor);
  // Beyond PostgreSQL's integer no villa exists: 404, never the database's out-of-range error (a 500).
  if (!Number.isSafeInteger(propertyId) || propertyId <= 0 || propertyId > MAX_INT4) throw notFound();
  const [row] = await rows<{
    id: number;
    owner_id: number | null;
    status: 'draft' | 'submitted' | 'published';
    review_note: string | null;
    name: string;
    slug: string;
    time_zone: string;
    currency: string;
  }>(
    ctx.orm,
    sql`select p.id, p.owner_id, p.status::text as status, p.review_note, p.name, p.slug, p.currency,
        coalesce(s.time_zone, c.time_zone) as time_zone
      from properties p join states s on s.id = p.state_id join countries c on c.id = p.country_id
      where p.id = ${propertyId} and ${ownerScopeOfP(ctx.actor)}`,
  );
  if (!row) throw notFound();
  return {
    id: row.id,
    ownerId: row.owner_id,
    status: row.status,
    reviewNote: row.review_note,
    name: row.name,
    slug: row.slug,
    timeZone: row.time_zone,
    currency: row.currency,
  };
}
