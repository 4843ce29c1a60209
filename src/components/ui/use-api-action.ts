'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { apiFetch, toApiError } from './api-client';
import { useFocusFirstInvalid } from './focus-invalid';

/** What one call came to: the answer's `data`, or the server's sentence with its per-field messages (DESIGN §7). */
export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: string; message: string; fields: Record<string, string> };

/** One call of the JSON API, as `run` takes it. */
export interface ApiRequest<T> {
  /** POST unless told (GET for a read). */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body; or `form` for multipart (a file). */
  json?: unknown;
  form?: Record<string, string | Blob>;
  headers?: Record<string, string>;
  /**
   * Send an Idempotency-Key: one per attempt, the same key again while the same request is retried
   * (a lost answer is then applied once), a new one once it went through.
   */
  idempotent?: boolean;
  /** Overrides the hook's `refresh` for this call. */
  refresh?: boolean;
  /** The sentence `notice` shows after a success (a string, or made from the answer). */
  notice?: string | ((data: T) => string);
  /** Runs after a success, before the page is refreshed (reset a form, close a dialog). */
  onSuccess?: (data: T) => void;
}

export interface ApiActionOptions {
  locale: Locale;
  /** The sentence shown when the request never reached the server. */
  network: string;
  /** `router.refresh()` after each success (the server components read their data again). Default false. */
  refresh?: boolean;
}

/** 16 random bytes as hex: one attempt's Idempotency-Key (crypto.randomUUID needs a secure context). */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One API action of a client component: `busy` while it runs; after it, either `done` (and the
 * `notice`) or the server's localized `error` with `fields` (field name → message, to show beside
 * each field; the first invalid field of the form then gets the focus, scrolled into view).
 * `run` never throws: it resolves to an {@link ApiResult}.
 *
 *   const action = useApiAction({ locale, network: labels.network, refresh: true });
 *   const result = await action.run('/v1/…', { json: { … } });
 *   <TextField name="reason" error={action.fields.reason} /> <FormError message={action.error} />
 */
export function useApiAction({ locale, network, refresh = false }: ApiActionOptions) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const attempt = useRef<{ request: string; key: string } | null>(null);
  // A failure with field messages sends the person to the first field marked invalid.
  useFocusFirstInvalid(fields);

  function reset() {
    setError(null);
    setFields({});
    setDone(false);
    setNotice(null);
  }

  async function run<T = unknown>(path: string, request: ApiRequest<T> = {}): Promise<ApiResult<T>> {
    const { method = 'POST', json, form, idempotent = false } = request;
    const headers = { ...request.headers };
    let held: { request: string; key: string } | null = null;
    if (idempotent) {
      const signature = `${method} ${path} ${JSON.stringify(json ?? null)}`;
      if (attempt.current?.request !== signature) attempt.current = { request: signature, key: randomKey() };
      held = attempt.current;
      headers['Idempotency-Key'] = held.key;
    }
    setBusy(true);
    reset();
    try {
      const answer = await apiFetch<{ data: T } | null>(locale, path, {
        method,
        body: form ? { form } : json === undefined ? undefined : { json },
        networkError: network,
        ...(Object.keys(headers).length ? { headers } : {}),
      });
      const data = answer?.data as T;
      if (held && attempt.current === held) attempt.current = null;
      setDone(true);
      const text = typeof request.notice === 'function' ? request.notice(data) : request.notice;
      if (text) setNotice(text);
      request.onSuccess?.(data);
      if (request.refresh ?? refresh) router.refresh();
      return { ok: true, data };
    } catch (err) {
      const failure = toApiError(err, network);
      setError(failure.message);
      setFields(failure.fields);
      return { ok: false, status: failure.status, code: failure.code, message: failure.message, fields: failure.fields };
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, fields, done, notice, run, setError, setDone, reset, refresh: () => router.refresh() };
}

export type ApiAction = ReturnType<typeof useApiAction>;
