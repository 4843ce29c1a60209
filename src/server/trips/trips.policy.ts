import type { Actor } from '../access/actor';
import { canDecideRequest, isOwnReservation, type ReservationFacts } from '../booking/booking.policy';

/**
 * Who may see and change a trip's extras (plans, travelers, groceries): its guest, on their own
 * reservation (the SQL side is booking.policy's guestScopeSql). Concierges decide plans within the
 * same scope as booking requests. Guestbook guests get nothing here yet.
 */
export function canViewTrip(actor: Actor, trip: ReservationFacts): boolean {
  return isOwnReservation(actor, trip);
}

/** Adding or withdrawing plans, editing travelers and groceries: the trip's own guest. */
export function canManageTrip(actor: Actor, trip: ReservationFacts): boolean {
  return isOwnReservation(actor, trip);
}

/** Pricing or declining a requested plan: a concierge in the villa's scope, or an administrator. */
export function canDecidePlan(actor: Actor, scope: { inScope: boolean }): boolean {
  return canDecideRequest(actor, scope);
}
