import { localizeHref } from '@/lib/locale-path';
import type { Locale } from '@/i18n/routing';
import { browserStorage, readJson, removeKey, STORAGE_KEYS } from './browser-storage';

/** An answer of the JSON API that was not a success: `{ error, code, fields? }` (DESIGN §7). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Any failure of a form's submit as an ApiError: a thrown fetch (offline) becomes the network message. */
export function toApiError(err: unknown, networkMessage: string): ApiError {
  return err instanceof ApiError ? err : new ApiError(0, 'network', networkMessage);
}

type Body = { json: unknown } | { form: Record<string, string | Blob> } | undefined;

/**
 * Calls our JSON API from the browser (the session travels in the httpOnly cookie). The answer's
 * language follows the page (`?locale=`). SPEC §4/§8: a `token_expired` answer clears the stored
 * profile and sends the visitor to /login; the promise then rejects.
 */
export async function apiFetch<T>(
  locale: Locale,
  path: string,
  init: { method?: string; body?: Body; networkError: string; headers?: Record<string, string> },
): Promise<T> {
  const url = `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`;
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  let body: BodyInit | undefined;
  if (init.body && 'json' in init.body) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body.json);
  } else if (init.body && 'form' in init.body) {
    const form = new FormData();
    for (const [k, v] of Object.entries(init.body.form)) form.append(k, v);
    body = form;
  }
  let res: Response;
  try {
    res = await fetch(url, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network', init.networkError);
  }
  const payload = (await res.json().catch(() => null)) as { error?: string; code?: string; fields?: Record<string, string> } | null;
  if (!res.ok) {
    const code = payload?.code ?? 'internal';
    // A page (or a prefetch) that met the expired session has already removed its cookie, so a later
    // call answers `unauthorized`: while the browser still holds a profile, that is the same end.
    const sessionGone = code === 'token_expired' || (code === 'unauthorized' && readJson(browserStorage(), STORAGE_KEYS.profile) !== null);
    if (sessionGone) sessionExpired(locale);
    throw new ApiError(res.status, code, payload?.error ?? init.networkError, payload?.fields ?? {});
  }
  return payload as T;
}

/** SPEC §4: token_expired → user type visit, session cleared, go to /login. The server already dropped the cookie. */
export function sessionExpired(locale: Locale) {
  removeKey(browserStorage(), STORAGE_KEYS.profile);
  window.location.assign(localizeHref(locale, '/login'));
}
