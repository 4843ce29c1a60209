/**
 * The desk queue's links (status tabs, pages): the current filters as a query string with some
 * changed, so every view is a URL that works without JavaScript. A filter set to undefined or ''
 * is left out; page 1 and the default page size are left out too.
 */
export type QueueParams = Record<string, string | undefined>;

const ORDER = ['status', 'q', 'arrival_from', 'arrival_to', 'property_id', 'assigned', 'per_page', 'page'];

export function queueHref(current: QueueParams, over: QueueParams = {}): string {
  const merged: QueueParams = { ...current, ...over };
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = merged[key];
    if (value === undefined || value === '') continue;
    if (key === 'page' && value === '1') continue;
    params.set(key, value);
  }
  const query = params.toString();
  return `/concierges/reservations${query ? `?${query}` : ''}`;
}

/** A page's searchParams as single strings (a repeated status joined with commas, as the API reads it). */
export function queueParamsOf(raw: Record<string, string | string[] | undefined>): QueueParams {
  const out: QueueParams = {};
  for (const key of ORDER) {
    const value = raw[key];
    const list = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    if (list.length) out[key] = list.map((v) => v.trim()).join(',');
  }
  return out;
}
