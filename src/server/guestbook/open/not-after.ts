import { addDays } from '../../core/calendar';
import { zonedInstant } from '../../core/calendar';

// No 'server-only' marker: the pre-arrival job's script signs links with it.

/** Days a guestbook stays open after check-out: GUESTBOOK_GRACE_DAYS of guestbook-access.ts (a test keeps them equal). */
export const GUESTBOOK_OPEN_DAYS_AFTER = 14;

/**
 * The end of a stay's guestbook: midnight in the villa's time zone at the start of the 15th day
 * after check-out (the last day guestbookOpens allows). Sessions and signed links stop there.
 */
export function guestbookNotAfter(stay: { checkOut: string; timeZone: string }): Date {
  return zonedInstant(addDays(stay.checkOut, GUESTBOOK_OPEN_DAYS_AFTER + 1), '00:00', stay.timeZone);
}
