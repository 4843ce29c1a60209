import { sql } from 'drizzle-orm';
import { type Actor, isAdministrator, isPropertyOwner, requireUserWith, type UserActor } from '../../access/actor';
import { ownerScopeSql } from '../../catalog/catalog.policy';

// No 'server-only' marker: the issuing job (src/instrumentation.ts, scripts/jobs) and
// scripts/owner-statement.ts load the statements outside Next. These are owner-scope.ts's rules
// (that module is marked server-only), read from the same policy.

/** 401 without an account, 403 for any role but owner, broker, rep or administrator (as requireOwnerWork). */
export function requireStatementReader(actor: Actor): UserActor {
  return requireUserWith(actor, (a) => isPropertyOwner(a) || isAdministrator(a));
}

/** The owner scope over the `properties` row aliased `p` (as ownerScopeOfP). */
export function statementScopeOfP(actor: Actor) {
  return ownerScopeSql(actor, { id: sql.raw('p.id'), ownerId: sql.raw('p.owner_id') });
}
