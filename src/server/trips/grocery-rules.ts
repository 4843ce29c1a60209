import { zonedInstant } from '../core/calendar';
/**
 * The pure rules of a trip's pre-arrival grocery list: when it stops being editable, and what it
 * is estimated to cost. No database, no clock: the service passes both in.
 */

/** Changes close this long before arrival, so the concierge can shop and stock the villa. */
export const GROCERY_CUTOFF_HOURS = 72;
export const GROCERY_MAX_LINES = 60;
export const GROCERY_MAX_QUANTITY = 99;
export const GROCERY_LINE_NOTE_MAX = 200;
export const GROCERY_ORDER_NOTE_MAX = 500;

const HOUR_MS = 3_600_000;
const DEFAULT_CHECK_IN_TIME = '15:00';

/** A property's check-in time as HH:MM; anything unreadable is the default 15:00. */
export function normalCheckInTime(raw: string | null | undefined): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(raw ?? '');
  if (!match) return DEFAULT_CHECK_IN_TIME;
  const h = Number(match[1]);
  const min = Number(match[2]);
  if (h > 23 || min > 59) return DEFAULT_CHECK_IN_TIME;
  return `${String(h).padStart(2, '0')}:${match[2]}`;
}

/** The last instant the list may change: 72 hours before check-in time on arrival day, in the villa's zone. */
export function groceryCutoff(stay: { checkIn: string; checkInTime: string | null | undefined; timeZone: string }): Date {
  const arrival = zonedInstant(stay.checkIn, normalCheckInTime(stay.checkInTime), stay.timeZone);
  return new Date(arrival.getTime() - GROCERY_CUTOFF_HOURS * HOUR_MS);
}

export type GroceryLock = 'status' | 'deadline' | 'purchased' | null;

/** Why the list cannot change now (the trip is not requested or confirmed, the cut-off passed, or the concierge bought it), or null. */
export function groceryLock(tripStatus: string, cutoff: Date, now: Date, purchased = false): GroceryLock {
  if (purchased) return 'purchased';
  if (tripStatus !== 'requested' && tripStatus !== 'awaiting_payment' && tripStatus !== 'confirmed') return 'status';
  if (now.getTime() >= cutoff.getTime()) return 'deadline';
  return null;
}

/** A line's estimate and the list's: quantity × the unit price frozen on the line, in cents. */
export const lineTotalCents = (line: { quantity: number; unitPriceCents: number }) => line.quantity * line.unitPriceCents;

export function estimateCents(lines: readonly { quantity: number; unitPriceCents: number }[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}
