import { config } from '../core/config.mjs';

/**
 * The URL pages and the API write for a stored /media/… path: the path itself (served by this app,
 * from the storage), or under MEDIA_BASE_URL when a CDN or the bucket's public address serves the
 * media (`https://cdn.example/media/…`: the bucket keeps public media under `media/`). Anything
 * else (an outside URL, an empty value) is left as it is. Read the configuration once per list:
 * `const url = publicMediaUrls(); rows.map((r) => url(r.image))`.
 */
export function publicMediaUrls(): <T extends string | null>(url: T) => T {
  const base = config().mediaBaseUrl;
  if (!base) return (url) => url;
  return <T extends string | null>(url: T): T => (url?.startsWith('/media/') ? (`${base}${url}` as T) : url);
}

export function publicMediaUrl<T extends string | null>(url: T): T {
  return publicMediaUrls()(url);
}
