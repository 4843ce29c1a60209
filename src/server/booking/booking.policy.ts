import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Actor, isAdministrator, isConciergeOrAdministrator } from '../access/actor';

/**
 * Who may see and act on reservations (docs/decisions/014). `guestScopeSql` is the one definition
 * of "the actor's own trips"; the staff scope is catalog.policy's conciergeScopeSql over the villa.
 */

/**
 * The reservations a guest holds: a user's own. Guestbook guests get nothing here yet: no route
 * serves them (the guestbook area will add its own reads of its one reservation).
 */
export function guestScopeSql(actor: Actor, r: { userId: SQLWrapper }): SQL {
  if (actor.kind !== 'user') return sql`false`;
  return sql`${r.userId} = ${actor.userId}`;
}

/** The facts about one reservation the checks below decide on. */
export interface ReservationFacts {
  userId: number;
}

/** The guest's own reservation (the same rule as guestScopeSql, for a row already loaded). */
export function isOwnReservation(actor: Actor, reservation: ReservationFacts): boolean {
  return actor.kind === 'user' && actor.userId === reservation.userId;
}

export const canViewTrip = isOwnReservation;
export const canCancelReservation = isOwnReservation;
export const canBook = (actor: Actor): boolean => actor.kind === 'user';

/** Concierge work is for concierges and administrators; anyone else is refused (403) before any lookup. */
export const canActAsConcierge = (actor: Actor): boolean => isConciergeOrAdministrator(actor);

/** A concierge decides a request in their scope (its villa's state or country); an administrator anywhere. */
export function canDecideRequest(actor: Actor, scope: { inScope: boolean }): boolean {
  if (isAdministrator(actor)) return true;
  return canActAsConcierge(actor) && scope.inScope;
}
