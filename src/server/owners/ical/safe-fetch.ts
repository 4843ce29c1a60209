import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isAddressAllowed, loopbackAllowed } from './address-policy';

// No 'server-only' marker: the iCal sync job runs in scripts/jobs/ical-sync.ts too.

/**
 * Fetches a URL an owner typed (an iCal feed) without letting it reach inside our network
 * (docs/decisions/021). Each hop: http(s) only; the host is resolved once, every address it
 * resolves to must be public, and the connection goes to the checked address through the agent's
 * `lookup` (so a second, rebinding DNS answer is never asked for); at most 3 redirects, each
 * checked again; one deadline for the whole fetch; the body streamed and cut past the cap.
 */

export type FetchFailure =
  | 'invalid_url'
  | 'forbidden_address'
  | 'unresolvable'
  | 'too_many_redirects'
  | 'too_large'
  | 'timeout'
  | 'http_status'
  | 'network';

export class FeedFetchError extends Error {
  constructor(
    readonly reason: FetchFailure,
    detail = '',
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'FeedFetchError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** The request function a hop uses (node's http(s).request; tests inject one that must not be called). */
export type RequestFn = (url: URL, options: http.RequestOptions, onResponse: (res: http.IncomingMessage) => void) => http.ClientRequest;

export interface SafeFetchOptions {
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  request?: RequestFn;
  allowLoopback?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** The caller's own deadline (the sync job's budget per feed): aborting it ends the fetch as a `timeout`. */
  signal?: AbortSignal;
}

export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
export const FEED_MAX_REDIRECTS = 3;

const defaultResolve = async (hostname: string): Promise<ResolvedAddress[]> =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

const defaultRequest: RequestFn = (url, options, onResponse) =>
  (url.protocol === 'https:' ? https : http).request(url, options, onResponse);

/** The URL as a feed URL: http or https, no credentials, a host. Throws invalid_url. */
export function parseFeedUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new FeedFetchError('invalid_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedFetchError('invalid_url', url.protocol);
  if (!url.hostname || url.username || url.password) throw new FeedFetchError('invalid_url');
  return url;
}

/** The one address a hop may connect to: every address the host resolves to must be allowed. */
export async function checkedAddress(url: URL, opts: SafeFetchOptions = {}): Promise<ResolvedAddress> {
  const allowLoopback = opts.allowLoopback ?? loopbackAllowed();
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await (opts.resolve ?? defaultResolve)(host);
    } catch {
      throw new FeedFetchError('unresolvable', host);
    }
  }
  if (addresses.length === 0) throw new FeedFetchError('unresolvable', host);
  const refused = addresses.find((a) => !isAddressAllowed(a.address, allowLoopback));
  if (refused) throw new FeedFetchError('forbidden_address', host);
  return addresses[0] as ResolvedAddress;
}

/** An agent `lookup` that answers only the checked address, whatever name it is asked for. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  }) as unknown as LookupFunction;
}

/** GETs `raw` as text under the rules above; throws FeedFetchError. */
export async function safeFetchText(raw: string, opts: SafeFetchOptions = {}): Promise<string> {
  const timeoutMs = opts.timeoutMs ?? FEED_TIMEOUT_MS;
  const maxRedirects = opts.maxRedirects ?? FEED_MAX_REDIRECTS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  timer.unref?.();
  const onAbort = () => controller.abort();
  if (opts.signal?.aborted) controller.abort();
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    let url = parseFeedUrl(raw);
    for (let hop = 0; ; hop++) {
      const pinned = await withDeadline(checkedAddress(url, opts), controller.signal);
      const answer = await get(url, pinned, controller.signal, opts);
      if (answer.kind === 'body') return answer.text;
      if (hop >= maxRedirects) throw new FeedFetchError('too_many_redirects');
      try {
        url = parseFeedUrl(new URL(answer.location, url).toString());
      } catch {
        throw new FeedFetchError('invalid_url', 'redirect');
      }
    }
  } catch (err) {
    if (controller.signal.aborted && !(err instanceof FeedFetchError && err.reason !== 'network')) throw new FeedFetchError('timeout');
    throw err;
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}

function withDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new FeedFetchError('timeout'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new FeedFetchError('timeout'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

type HopAnswer = { kind: 'body'; text: string } | { kind: 'redirect'; location: string };

function get(url: URL, pinned: ResolvedAddress, signal: AbortSignal, opts: SafeFetchOptions): Promise<HopAnswer> {
  const maxBytes = opts.maxBytes ?? FEED_MAX_BYTES;
  return new Promise<HopAnswer>((resolve, reject) => {
    const options: http.RequestOptions = {
      method: 'GET',
      lookup: pinnedLookup(pinned),
      // A fresh connection per fetch: a pooled socket could belong to another address.
      agent: false,
      signal,
      headers: { accept: 'text/calendar, text/plain;q=0.9, */*;q=0.1', 'user-agent': 'AlmaVillas-iCal/1.0' },
    };
    const req = (opts.request ?? defaultRequest)(url, options, (res) => {
      const status = res.statusCode ?? 0;
      if ([301, 302, 303, 307, 308].includes(status)) {
        res.resume();
        const location = res.headers.location;
        if (!location) reject(new FeedFetchError('http_status', String(status)));
        else resolve({ kind: 'redirect', location });
        return;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        reject(new FeedFetchError('http_status', String(status)));
        return;
      }
      if (Number(res.headers['content-length'] ?? 0) > maxBytes) {
        res.destroy();
        reject(new FeedFetchError('too_large'));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          res.destroy();
          reject(new FeedFetchError('too_large'));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => resolve({ kind: 'body', text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (err) => reject(signal.aborted ? new FeedFetchError('timeout') : new FeedFetchError('network', err.message)));
    });
    req.on('error', (err) => reject(signal.aborted ? new FeedFetchError('timeout') : new FeedFetchError('network', err.message)));
    req.end();
  });
}
