import { normalCheckInTime } from '../../trips/grocery-rules';
import { zonedInstant } from '../../core/calendar';
import type { RevealMissing } from '../guestbook-rules.types';

/**
 * When a stay's door code and wifi password may be shown (issue 16): check-in complete, the
 * authorization signed for the current document, and "now" from REVEAL_HOURS_BEFORE_ARRIVAL before
 * arrival (check-in date at the villa's check-in time, in its zone) until departure (check-out
 * date at its check-out time). Pure: the caller passes the clock.
 */
export const REVEAL_HOURS_BEFORE_ARRIVAL = 48;

const HOUR_MS = 3_600_000;

export interface RevealFacts {
  checkIn: string;
  checkOut: string;
  checkInTime: string;
  checkOutTime: string;
  timeZone: string;
  checkInComplete: boolean;
  authorizationSigned: boolean;
}

export interface RevealDecision {
  revealed: boolean;
  /** The first instant the private details can show (48 h before arrival). */
  revealAt: Date;
  /** The instant they stop showing (departure). */
  hideAt: Date;
  /** What the guest still has to do, in the order the guestbook asks for it. */
  missing: RevealMissing[];
  /** Where "now" stands against the window. */
  window: 'before' | 'open' | 'after';
}

/** A check-out time as HH:MM; anything unreadable is the default 11:00. */
export function normalCheckOutTime(raw: string | null | undefined): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(raw ?? '');
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return '11:00';
  return `${String(Number(match[1])).padStart(2, '0')}:${match[2]}`;
}

/** Arrival and departure as instants, from the villa's dates, times and zone (DST-safe). */
export function stayInstants(facts: Pick<RevealFacts, 'checkIn' | 'checkOut' | 'checkInTime' | 'checkOutTime' | 'timeZone'>) {
  return {
    arrival: zonedInstant(facts.checkIn, normalCheckInTime(facts.checkInTime), facts.timeZone),
    departure: zonedInstant(facts.checkOut, normalCheckOutTime(facts.checkOutTime), facts.timeZone),
  };
}

export function revealDecision(facts: RevealFacts, now: Date): RevealDecision {
  const { arrival, departure } = stayInstants(facts);
  const revealAt = new Date(arrival.getTime() - REVEAL_HOURS_BEFORE_ARRIVAL * HOUR_MS);
  const t = now.getTime();
  // Both edges are inside: from exactly 48 h before arrival up to and including the check-out minute.
  const window = t < revealAt.getTime() ? 'before' : t > departure.getTime() ? 'after' : 'open';
  const missing: RevealMissing[] = [];
  if (!facts.checkInComplete) missing.push('check_in');
  if (!facts.authorizationSigned) missing.push('authorization');
  return { revealed: window === 'open' && missing.length === 0, revealAt, hideAt: departure, missing, window };
}
