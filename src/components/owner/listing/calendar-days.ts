import type { ListingCalendar } from '@/server/owners/listings/listing.types';

/** Pure date helpers of the calendar editor (ISO calendar dates, never shifted by a time zone). */

export function plusDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function plusMonths(iso: string, months: number): string {
  const d = new Date(`${iso.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** The 1st of each month of [from, to). */
export function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = plusMonths(from, 0); m < to; m = plusMonths(m, 1)) out.push(m);
  return out;
}

/** The month's days, with the blanks before the 1st for a Monday-first week. */
export function monthGrid(first: string): (string | null)[] {
  const start = new Date(`${first}T00:00:00Z`);
  const lead = (start.getUTCDay() + 6) % 7;
  const next = plusMonths(first, 1);
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = first; d < next; d = plusDays(d, 1)) days.push(d);
  return days;
}

export type NightState =
  | { kind: 'free' }
  | { kind: 'reserved'; reservation: ListingCalendar['reservations'][number] }
  | { kind: 'blocked'; block: ListingCalendar['blocks'][number] };

/** Who holds the night of `date` (check-in day included, check-out day not). */
export function nightState(cal: Pick<ListingCalendar, 'reservations' | 'blocks'>, date: string): NightState {
  const reservation = cal.reservations.find((r) => r.check_in <= date && date < r.check_out);
  if (reservation) return { kind: 'reserved', reservation };
  const block = cal.blocks.find((b) => b.start_date <= date && date < b.end_date);
  return block ? { kind: 'blocked', block } : { kind: 'free' };
}

/** A selection of nights from two picked days, in order: [first night, departure day). */
export function selectionRange(a: string, b: string): { start: string; end: string; nights: number } {
  const [first, last] = a <= b ? [a, b] : [b, a];
  const end = plusDays(first === last ? first : last, 1);
  const nights = Math.round((Date.parse(end) - Date.parse(first)) / 86_400_000);
  return { start: first, end, nights };
}
