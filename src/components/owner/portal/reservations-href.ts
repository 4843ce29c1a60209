/** The reservations page's filters as they sit in its URL (and in the CSV link). */
export const RESERVATION_PARAMS = ['q', 'property_id', 'status', 'arrival_from', 'arrival_to', 'page', 'per_page'] as const;
export type ReservationParams = Partial<Record<(typeof RESERVATION_PARAMS)[number], string>>;

export function reservationParamsOf(search: Record<string, string | string[] | undefined>): ReservationParams {
  const out: ReservationParams = {};
  for (const key of RESERVATION_PARAMS) {
    const raw = search[key];
    const value = (Array.isArray(raw) ? raw.join(',') : raw)?.trim();
    if (value) out[key] = value;
  }
  return out;
}

/** A query string of the filters with some changed (undefined removes one); `?` included when not empty. */
export function reservationQuery(current: ReservationParams, change: ReservationParams = {}, drop: string[] = []): string {
  const merged: Record<string, string | undefined> = { ...current, ...change };
  const query = new URLSearchParams();
  for (const key of RESERVATION_PARAMS) {
    const value = merged[key];
    if (value && !drop.includes(key)) query.set(key, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
