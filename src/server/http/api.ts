import 'server-only';
import { NextResponse } from 'next/server';
import type { Locale } from '@/i18n/routing';
import { sessionCookieName } from '@/lib/session-cookie';
import { clearedSessionCookieOptions, lookupSession, tokenFromRequest } from '../accounts/session';
import { type Actor, type GuestbookActor, type UserActor, VISITOR } from '../access/actor';
import { type ServiceContext, serviceContext } from '../access/context';
import { db } from '../db/client';
import { config } from '../core/config.mjs';
import { log, noteActor } from '../core/log.mjs';
import { GUESTBOOK_COOKIE, lookupGuestbookSession } from '../guestbook/guestbook-session';
import { requestNow, TEST_CLOCK_COOKIE } from '../core/test-clock';
import type { Orm } from '../db/open';
import { clientIp } from './client-ip';
import { AppError, type MessageRef } from '../core/errors';
import { type MultipartBody, type MultipartLimits, readMultipart } from '../core/multipart';
import { requestLocale, type ServerTranslator, serverTranslator } from '../core/locale';

/** Bodies above this are refused with 413 before they are read whole (a route may lower or raise it). */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

export interface ApiContext {
  req: Request;
  orm: Orm;
  locale: Locale;
  t: ServerTranslator;
  query: URLSearchParams;
  params: Record<string, string | string[]>;
  /** The client address, for rate limits: the TCP peer, or a trusted proxy's entry (src/server/http/client-ip.ts). */
  ip: string;
  /**
   * The service context of this request (docs/decisions/014): the signed-in user, else the guest
   * of a guestbook link (the `alma_guestbook` cookie), else a visitor. A revoked or expired
   * account session is 401 `token_expired` (SPEC §8).
   */
  context(): Promise<ServiceContext>;
  /** The same for public reads: a revoked or expired session reads as a visitor (its cookie is cleared). */
  publicContext(): Promise<ServiceContext>;
  /** How the session token came: the browser's cookie or an API client's bearer header. */
  tokenVia(): 'bearer' | 'cookie' | null;
  /** The body as a plain object: JSON, urlencoded or multipart form data (files are ignored). */
  body(): Promise<unknown>;
  /**
   * The body as it came, as text (UTF-8), read under the same cap as `body()` (413 beyond it): for
   * a route that must see the exact bytes, such as a signed webhook.
   */
  text(): Promise<string>;
  /**
   * The body as text fields and files. With the `multipart` option a multipart/form-data body is
   * streamed under its caps (src/server/core/multipart.ts); any other body (JSON, urlencoded)
   * comes as its fields with no files.
   */
  multipart(): Promise<MultipartBody>;
}

export interface ApiOptions {
  maxBodyBytes?: number;
  /**
   * Who may call the route at all, checked before the handler reads ids or the body (so a wrong
   * caller learns nothing of the body's shape): e.g. `requireUser` (401) or `requireConciergeWork`
   * (401/403). The services check again; this only fixes the order of the answers.
   */
  allow?: (actor: Actor) => unknown;
  /**
   * Accept uploads: a multipart body is streamed (never held whole) with a cap per file, per
   * request and on the number of files, and refused as soon as one is crossed (413 / 400).
   * Read it with `ctx.multipart()`.
   */
  multipart?: MultipartLimits;
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type Handler = (ctx: ApiContext) => Promise<Response>;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Wraps a route handler of the JSON API: locale, session, body limits, the Origin check for
 * cookie-authenticated writes, and one error shape `{ error, code, fields? }` (DESIGN §7). Bad input
 * never becomes a 500: only a bug does, and it is logged.
 */
export function withApi(handler: Handler, opts: ApiOptions = {}) {
  return async (req: Request, route?: RouteContext): Promise<Response> => {
    const locale = requestLocale(req);
    const t = serverTranslator(locale);
    let expiredCookie = false;
    try {
      if (UNSAFE.has(req.method)) checkOrigin(req);
      const orm = await db();
      const token = tokenFromRequest(req);
      const now = requestNow(cookieValue(req, TEST_CLOCK_COOKIE));
      let actorPromise: Promise<{ account: UserActor | 'expired' | null; guestbook: GuestbookActor | null }> | undefined;
      const resolveActor = () => {
        actorPromise ??= (async () => {
          let account: UserActor | 'expired' | null = null;
          if (token) {
            const found = await lookupSession(orm, token.token, now);
            if (found.status === 'valid') account = found.actor;
            else {
              // An unknown token is no session at all; a stale or unknown cookie is cleared.
              expiredCookie = token.via === 'cookie';
              if (found.status === 'expired') account = 'expired';
            }
          }
          // A guestbook link's session is separate from the account's: a request may carry both,
          // and the account wins. Only looked up when no account session is valid.
          const guestbookToken = account === null || account === 'expired' ? cookieValue(req, GUESTBOOK_COOKIE) : null;
          const guest = guestbookToken ? await lookupGuestbookSession(orm, guestbookToken, now) : null;
          return { account, guestbook: guest ? ({ kind: 'guestbook', ...guest } as const) : null };
        })();
        return actorPromise;
      };
      const contextOf = async (expired: 'refuse' | 'visitor'): Promise<ServiceContext> => {
        const { account, guestbook } = await resolveActor();
        if (account === 'expired' && expired === 'refuse') throw new AppError(401, 'token_expired');
        const actor: Actor = account && account !== 'expired' ? account : (guestbook ?? VISITOR);
        // The request's log line names who acted (entry/server.mjs; docs/decisions/039).
        noteActor(actor);
        return serviceContext(orm, actor, { locale, now, ip: clientIp(req) });
      };
      if (opts.allow) opts.allow((await contextOf('refuse')).actor);
      let bodyPromise: Promise<unknown> | undefined;
      let textPromise: Promise<string> | undefined;
      const ctx: ApiContext = {
        req,
        orm,
        locale,
        t,
        query: new URL(req.url).searchParams,
        params: route ? await route.params : {},
        ip: clientIp(req),
        context: () => contextOf('refuse'),
        publicContext: () => contextOf('visitor'),
        tokenVia: () => token?.via ?? null,
        body() {
          bodyPromise ??= readBody(req, opts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
          return bodyPromise;
        },
        text() {
          textPromise ??= readText(req, opts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
          return textPromise;
        },
        async multipart() {
          const type = (req.headers.get('content-type') ?? '').toLowerCase();
          if (opts.multipart && type.startsWith('multipart/form-data')) return readMultipart(req, opts.multipart);
          const body = await ctx.body();
          const fields: Record<string, string> = {};
          if (body && typeof body === 'object' && !Array.isArray(body))
            for (const [key, value] of Object.entries(body)) if (typeof value === 'string') fields[key] = value;
          return { fields, files: [] };
        },
      };
      const response = await handler(ctx);
      if (expiredCookie && !response.headers.get('set-cookie')?.includes(`${sessionCookieName()}=`)) clearSessionCookie(response);
      return response;
    } catch (err) {
      const response = errorResponse(err, t);
      if (expiredCookie) clearSessionCookie(response);
      return response;
    }
  };
}

/** `{ error, code, fields? }` for an AppError; a 500 (logged) for anything else. */
export function errorResponse(err: unknown, t: ServerTranslator): NextResponse {
  if (!(err instanceof AppError)) {
    // Once, with its stack, under the request's id (src/server/core/log.mjs).
    log().error({ err }, 'api: unexpected error');
    err = new AppError(500, 'internal');
  }
  const e = err as AppError;
  const body: { error: string; code: string; fields?: Record<string, string> } = {
    // SPEC §8: clients compare this one literally ("token_expired" on a profile fetch).
    error: e.code === 'token_expired' ? 'token_expired' : translate(t, e.messageRef),
    code: e.code,
  };
  if (e.fields) body.fields = Object.fromEntries(Object.entries(e.fields).map(([k, ref]) => [k, translate(t, ref)]));
  return NextResponse.json(body, { status: e.status, headers: { 'Cache-Control': 'no-store', ...e.headers } });
}

function translate(t: ServerTranslator, ref: MessageRef): string {
  return t(ref.key, ref.values);
}

export function clearSessionCookie(response: Response) {
  if (response instanceof NextResponse) response.cookies.set(sessionCookieName(), '', clearedSessionCookieOptions());
}

/** `{ data, meta? }` with no caching: the default answer of the API. */
export function ok(data: unknown, init: { status?: number; meta?: unknown; headers?: Record<string, string> } = {}) {
  const body: Record<string, unknown> = { data };
  if (init.meta !== undefined) body.meta = init.meta;
  return NextResponse.json(body, { status: init.status ?? 200, headers: { 'Cache-Control': 'no-store', ...init.headers } });
}

/**
 * Cookie-authenticated writes must come from our own pages (DESIGN §9): the Origin must be
 * SITE_URL's origin, or its default `http://localhost:$PORT` (decision 036). Neither the Host nor
 * X-Forwarded-Host stands in for it: a client writes both.
 */
function checkOrigin(req: Request) {
  const origin = req.headers.get('origin');
  if (origin && origin !== 'null') {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw new AppError(403, 'bad_origin');
    }
    if (parsed.origin !== new URL(config().siteUrl).origin) throw new AppError(403, 'bad_origin');
    return;
  }
  if (origin === 'null' || req.headers.get('sec-fetch-site') === 'cross-site') throw new AppError(403, 'bad_origin');
}

/** One cookie of the request; a value that is not valid percent-encoding is no cookie at all. */
function cookieValue(req: Request, name: string): string | null {
  const raw = new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(req.headers.get('cookie') ?? '')?.[1];
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The raw body, refused with 413 when its declared or actual size is above `maxBytes` (never read whole first). */
async function readCapped(req: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError(413, 'payload_too_large');
  return readLimited(req, maxBytes);
}

async function readText(req: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readCapped(req, maxBytes));
}

async function readBody(req: Request, maxBytes: number): Promise<unknown> {
  const bytes = await readCapped(req, maxBytes);
  const type = (req.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (bytes.length === 0 && type === '') return {};
  if (type === 'application/json' || type.endsWith('+json')) {
    try {
      return JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      throw new AppError(400, 'invalid_json');
    }
  }
  if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData();
    } catch {
      throw new AppError(400, 'validation_failed');
    }
    const out: Record<string, string> = {};
    for (const [key, value] of form.entries()) if (typeof value === 'string') out[key] = value;
    return out;
  }
  throw new AppError(415, 'unsupported_media_type');
}

async function readLimited(req: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new AppError(413, 'payload_too_large');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}
