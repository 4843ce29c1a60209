// The Node entry in front of Next.js: `node entry/server.mjs` serves the production build (`next build`)
// on PORT (3000) and HOSTNAME (localhost). It sees every request before Next does, and
// (docs/decisions/011-the-node-entry-and-the-client-address.md):
// - records the TCP peer in PEER_HEADER, after deleting any header of that name the client sent:
//   the one address a client cannot choose (src/server/http/client-ip.ts reads it; own-headers.mjs);
//   the names it shares with the app are protocol.mjs's;
// - fills the hashes of the inline scripts Next and React wrote on a public page into its
//   Content-Security-Policy (csp-hashes.mjs; docs/decisions/012-content-security-policy.md), logs
//   any other inline script there (the browser blocks it), and adds HSTS when SITE_URL is https;
// - readies a public page for its first paint: its boundaries revealed in the HTML, its scripts
//   and its display face started after the paint (first-paint.mjs; docs/decisions/034);
// - refuses what Next would answer with a 500: a path that is not valid percent-encoding (400 on
//   the JSON API; other paths are re-escaped and reach their own 404), and methods a route does not
//   serve (405 with Allow; TRACE and other methods Next's Request cannot even represent);
// - checks the operator's environment before anything else (src/server/core/config.mjs;
//   docs/decisions/036): it refuses to start, naming every missing or invalid variable, and tells
//   the app its run mode in ALMA_MODE;
// - serves the public pages from the page cache (page-cache.mjs; docs/decisions/031): a page the
//   proxy marked as the same for every visitor is stored whole, with its headers, and answered from
//   memory until its data changes (every server hears the change over PostgreSQL's NOTIFY);
// - answers /healthz, /readyz and /metrics itself (ops-endpoints.mjs), logs one JSON line per
//   request with its id, route template and actor (request-log.mjs, route-template.mjs), counts
//   the HTTP metrics, and stops gracefully on SIGTERM/SIGINT (shutdown.mjs; docs/decisions/039).
// - answers GET /api/results from the app's search cache when it holds the answer (decision 042).
import fs from 'node:fs';
import http from 'node:http';
import { dirname } from 'node:path';
import zlib from 'node:zlib';
import next from 'next';
import { inlineScriptHashes } from './csp-hashes.mjs';
import { readyForFirstPaint } from './first-paint.mjs';
import { answerOps, readJournal } from './ops-endpoints.mjs';
import { recordPeer, setOwnHeader } from './own-headers.mjs';
import { observeRequest, takeRequestId } from './request-log.mjs';
import { loadRouteTemplates } from './route-template.mjs';
import { gracefulShutdown } from './shutdown.mjs';
import { config, startupCheck } from '../src/server/core/config.mjs';
import { beginStopping, isStopping, runStopPhase } from '../src/server/core/lifecycle.mjs';
import { log as processLog, requestContext, routeConsoleToLog } from '../src/server/core/log.mjs';
import { metrics } from '../src/server/core/metrics.mjs';
import {
  CACHE_CONTROL,
  etagOf,
  parseTags,
  processPageCache,
  requestCacheKey,
  storableHeaders,
  withoutStay,
  withStayRestored,
} from './page-cache.mjs';
import {
  DATABASE_GLOBAL,
  INLINE_HASHES,
  LOCALE_COOKIE,
  SEARCH_ANSWER_GLOBAL,
  STATUS_HEADER,
  STAY_HEADER,
  TAGS_HEADER,
} from './protocol.mjs';

// The operator's environment, checked before Next reads any of it (`next build` wrote
// NODE_ENV=production into the bundle, so only this entry knows what the operator asked for): with
// NODE_ENV=production, SITE_URL (https unless on this machine), GUESTBOOK_LINK_SECRET, GUESTBOOK_KEY
// and the secrets of each configured feature are required. Then the app is told its mode.
const check = startupCheck(process.env);
if (check.problems.length > 0) {
  console.error(`Refusing to start (${check.mode} mode):\n${check.problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
process.env.ALMA_MODE = check.mode;
const settings = config();
const log = processLog();
// Next's and the app's console output become JSON lines too (errors with their stack).
routeConsoleToLog(log);

const HSTS = settings.siteUrl.startsWith('https://') ? 'max-age=63072000; includeSubDomains' : null;
/** The methods Next's route handlers can be called with (Next answers anything else with a 500). */
const NEXT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']);
/** Pages, files and the non-JSON route handlers (/media, /builds, /i18n, robots, sitemap) only read. */
const READ_METHODS = 'GET, HEAD, OPTIONS';
/** The response's own methods, for writing once Next's writes to it are muted. */
const proto = http.ServerResponse.prototype;

const { port, hostname } = settings;
/** The repository (the build, messages/, the migrations' journal): this file's parent folder. */
const root = dirname(import.meta.dirname);

const app = next({ dev: false, hostname, port, dir: root });
const handle = app.getRequestHandler();
await app.prepare();

const messages = {
  en: JSON.parse(fs.readFileSync(`${root}/messages/en/errors.json`, 'utf8')).codes,
  es: JSON.parse(fs.readFileSync(`${root}/messages/es/errors.json`, 'utf8')).codes,
};

const pageCache = processPageCache();
const counters = metrics();
const templateOf = loadRouteTemplates(root);
const journal = readJournal(root);
const requests = requestContext();
/** The app's database (src/server/db/client.ts offers it on globalThis; instrumentation.ts opens it at start). */
const appDatabase = () => globalThis[DATABASE_GLOBAL]?.();

const server = http.createServer((req, res) => {
  shutdown.track(req, res);
  const url = req.url ?? '/';
  const path = url.split('?')[0];
  const store = { id: takeRequestId(req, settings.trustProxyHops) };
  observeRequest(req, res, { id: store.id, route: templateOf(path), store, log, histogram: counters.httpDuration });
  const ops = { isStopping, database: appDatabase, journal, metricsToken: settings.metricsToken, registry: counters.registry, log };
  if (answerOps(req, res, path, ops)) return;
  requests.run(store, () => serve(req, res));
});

const shutdown = gracefulShutdown({ server, log, graceMs: settings.shutdownGraceMs, lifecycle: { beginStopping, runStopPhase } });
shutdown.install();

/** Everything but the entry's own endpoints: the page cache, then Next. */
function serve(req, res) {
  recordPeer(req);
  if (HSTS) res.setHeader('Strict-Transport-Security', HSTS);
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const api = /^\/(api|v1)(\/|$)/.test(path);

  if (!isDecodable(path)) {
    if (api) return sendApiError(req, res, 400, 'invalid_path');
    // A page or file path: escape the stray "%" so Next routes it and the route answers its own 404.
    req.url = escapePercents(path) + (queryAt === -1 ? '' : url.slice(queryAt));
  }

  if (api) return handleApi(req, res, path);
  if (req.method === 'GET' || req.method === 'HEAD') {
    const asked = req.url;
    const stayless = withoutStay(req);
    if (stayless !== null) {
      req.url = stayless;
      setOwnHeader(req, STAY_HEADER, '1');
    }
    const key = requestCacheKey(req);
    const cached = key === null ? undefined : pageCache.get(key);
    if (cached) return sendCached(req, res, cached);
    fillScriptHashes(req, res, key === null ? null : { key, epoch: pageCache.epoch }, stayless === null ? null : { asked, sent: stayless });
    return handle(req, res);
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { Allow: READ_METHODS }).end();
    return;
  }
  res.writeHead(405, {
    Allow: READ_METHODS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end('Method Not Allowed\n');
}

/** A stored document, or 304 when the browser's copy is the same (ETag). */
function sendCached(req, res, entry) {
  pageCache.counts.hits++;
  counters.pageCache.inc({ result: 'hit' });
  const age = String(Math.floor((Date.now() - entry.storedAt) / 1000));
  if (req.headers['if-none-match'] === entry.etag) {
    const vary = entry.headers.find(([name]) => name === 'vary');
    res.writeHead(304, {
      ETag: entry.etag,
      'Cache-Control': CACHE_CONTROL,
      Age: age,
      [STATUS_HEADER]: 'hit',
      ...(vary ? { Vary: vary[1] } : {}),
    });
    return res.end();
  }
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader('Cache-Control', CACHE_CONTROL);
  res.setHeader('ETag', entry.etag);
  res.setHeader('Age', age);
  res.setHeader(STATUS_HEADER, 'hit');
  res.setHeader('Content-Length', entry.body.length);
  res.writeHead(entry.status);
  res.end(req.method === 'HEAD' ? undefined : entry.body);
}

/**
 * A public page's policy names its inline scripts by hash (the proxy leaves INLINE_HASHES in it):
 * hold the document until it is whole, hash the inline scripts of the shapes Next and React write
 * (csp-hashes.mjs), log any other one, then send the document as Next wrote it (compressed or
 * not), readied for its first paint (first-paint.mjs). Every other response passes untouched and
 * keeps streaming. A held document the proxy marked with cache tags goes into the page cache under
 * `store.key`, unless the cache was invalidated while it rendered (`store.epoch`). A redirect of a
 * request whose stay was taken off (`stay`: the URL `asked` and the one `sent` to Next) carries the
 * visitor's whole query (withStayRestored): a language redirect keeps the search.
 */
function fillScriptHashes(req, res, store, stay) {
  let mode = null; // null: undecided; 'pass'; 'hold'
  const chunks = [];
  const decide = () => {
    if (mode) return;
    const location = res.getHeader('location');
    if (stay && typeof location === 'string' && res.statusCode >= 300 && res.statusCode < 400) {
      proto.setHeader.call(res, 'Location', withStayRestored(location, stay.asked, stay.sent));
    }
    const policy = String(res.getHeader('content-security-policy') ?? '');
    if (!policy.includes(INLINE_HASHES)) {
      proto.removeHeader.call(res, TAGS_HEADER);
      mode = 'pass';
    } else if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) {
      proto.setHeader.call(res, 'Content-Security-Policy', policy.replace(` ${INLINE_HASHES}`, ''));
      mode = 'pass';
    } else mode = 'hold';
  };
  // Next's compression wraps these in turn and calls ours underneath: forward, never unwrap.
  res.writeHead = (status, ...rest) => {
    res.statusCode = status;
    const headers = rest.find((arg) => arg && typeof arg === 'object');
    if (Array.isArray(headers)) for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    else if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    decide();
    return mode === 'hold' ? res : proto.writeHead.call(res, status);
  };
  res.flushHeaders = () => {
    decide();
    if (mode === 'pass') proto.flushHeaders.call(res);
  };
  res.write = (chunk, encoding, callback) => {
    decide();
    if (mode === 'pass') return proto.write.call(res, chunk, encoding, callback);
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
    if (typeof encoding === 'function') encoding();
    else if (typeof callback === 'function') callback();
    return true;
  };
  res.end = (chunk, encoding, callback) => {
    decide();
    if (mode === 'pass') return proto.end.call(res, chunk, encoding, callback);
    if (typeof chunk === 'function') callback = chunk;
    else if (chunk) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
    if (typeof encoding === 'function') callback = encoding;
    let body = Buffer.concat(chunks);
    let html = decoded(res, body);
    const deferred = readyForFirstPaint(html);
    if (deferred !== html) {
      html = deferred;
      body = encoded(res, html);
    }
    const { hashes, refused } = inlineScriptHashes(html);
    for (const text of refused) {
      // One line per refused script: an injected one, or a shape a Next or React upgrade changed.
      console.error(`csp: refused an inline script on ${req.url}: ${JSON.stringify(text.slice(0, 80))}`);
    }
    const policy = String(res.getHeader('content-security-policy'));
    proto.setHeader.call(res, 'Content-Security-Policy', policy.replace(` ${INLINE_HASHES}`, hashes.map((h) => ` ${h}`).join('')));
    proto.removeHeader.call(res, 'Transfer-Encoding');
    proto.setHeader.call(res, 'Content-Length', body.length);
    const tags = parseTags(res.getHeader(TAGS_HEADER));
    proto.removeHeader.call(res, TAGS_HEADER);
    if (store && tags.length > 0 && req.method === 'GET' && res.statusCode === 200 && refused.length === 0) {
      const etag = etagOf(body);
      proto.setHeader.call(res, 'Cache-Control', CACHE_CONTROL);
      proto.setHeader.call(res, 'ETag', etag);
      proto.setHeader.call(res, STATUS_HEADER, 'miss');
      pageCache.counts.misses++;
      counters.pageCache.inc({ result: 'miss' });
      const headers = storableHeaders(res.getHeaders());
      if (headers) pageCache.set(store.key, { status: 200, headers, body, tags, etag }, store.epoch);
    }
    proto.writeHead.call(res, res.statusCode);
    return proto.end.call(res, body, callback);
  };
}

function decoded(res, body) {
  const encoding = String(res.getHeader('content-encoding') ?? '').toLowerCase();
  if (body.length === 0) return '';
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

/** `html` in the response's Content-Encoding (the one `decoded` read). */
function encoded(res, html) {
  const encoding = String(res.getHeader('content-encoding') ?? '').toLowerCase();
  if (encoding === 'gzip') return zlib.gzipSync(html);
  if (encoding === 'br') return zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'deflate') return zlib.deflateSync(html);
  return Buffer.from(html, 'utf8');
}

function isDecodable(path) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** `%` not followed by two hex digits, or starting a sequence that is not UTF-8, becomes `%25`. */
function escapePercents(path) {
  return path.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (run) => {
    if (run === '%') return '%25';
    try {
      decodeURIComponent(run);
      return run;
    } catch {
      return run.replaceAll('%', '%25');
    }
  });
}

/**
 * The JSON API: Next serves the methods a route handler exports and answers other ones with an
 * empty 405 (or a 500 for TRACE and the like). Either way the client gets 405 `{error, code}` with
 * the route's Allow, which Next itself reports on OPTIONS (auto-implemented for route handlers).
 */
function handleApi(req, res, path, searched = false) {
  if (!searched && req.method === 'GET' && path === '/api/results') return answerSearch(req, res, path);
  if (req.method === 'OPTIONS') return handle(req, res);
  if (!NEXT_METHODS.has(req.method)) return refuseMethod(req, res, path);
  // Next's own 405 has no Allow and no body: catch it before its head is written, mute the rest
  // of Next's writes, and answer ours once the route's Allow is known.
  let refused = false;
  const isBare405 = (status) => status === 405 && !res.hasHeader('allow');
  const refuse = () => {
    refused = true;
    refuseMethod(req, res, path);
  };
  res.writeHead = (status, ...rest) => {
    if (!refused && isBare405(status)) refuse();
    return refused ? res : proto.writeHead.call(res, status, ...rest);
  };
  for (const method of ['write', 'end', 'flushHeaders']) {
    res[method] = (...args) => {
      if (!refused && !res.headersSent && isBare405(res.statusCode)) refuse();
      return refused ? (method === 'write' ? true : res) : proto[method].apply(res, args);
    };
  }
  for (const method of ['setHeader', 'appendHeader', 'removeHeader']) {
    res[method] = (...args) => (refused ? res : proto[method].apply(res, args));
  }
  return handle(req, res);
}

/**
 * GET /api/results from the app's search cache when it holds the answer at the current version
 * (src/server/catalog/search-entry.ts, offered by instrumentation.ts; docs/decisions/042), before
 * Next; otherwise, or on any doubt, Next answers (and stores it).
 */
async function answerSearch(req, res, path) {
  const lookup = globalThis[SEARCH_ANSWER_GLOBAL];
  let hit = null;
  try {
    hit = lookup ? await lookup(req.url ?? '') : null;
  } catch {
    hit = null;
  }
  if (!hit) return handleApi(req, res, path, true);
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? hit.gzipped() : hit.body;
  res.writeHead(200, {
    ...hit.headers,
    Vary: 'Accept-Encoding',
    'Content-Length': body.byteLength,
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(body);
}

async function refuseMethod(req, res, path) {
  for (const name of res.getHeaderNames()) if (name !== 'x-request-id') proto.removeHeader.call(res, name);
  const allow = await allowedMethods(path);
  if (allow === null) return sendApiError(req, res, 404, 'not_found');
  return sendApiError(req, res, 405, 'method_not_allowed', { Allow: allow });
}

/** The Allow of the route at `path`, from Next's own OPTIONS answer; null when no route serves it. */
function allowedMethods(path) {
  const { address, family } = server.address();
  return new Promise((resolve) => {
    const probe = http.request(
      { host: family === 'IPv6' ? `[${address}]` : address, port, path, method: 'OPTIONS', timeout: 5000 },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode === 204 ? (answer.headers.allow ?? '') : null);
      },
    );
    probe.on('timeout', () => probe.destroy());
    probe.on('error', () => resolve(''));
    probe.end();
  });
}

function sendApiError(req, res, status, code, headers = {}) {
  const locale = requestLocale(req);
  const body = JSON.stringify({ error: messages[locale][code] ?? messages[locale].internal, code });
  const all = {
    ...headers,
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': Buffer.byteLength(body),
    ...(HSTS ? { 'Strict-Transport-Security': HSTS } : {}),
  };
  // Through the prototype: the instance's own methods may be muted (handleApi).
  for (const [name, value] of Object.entries(all)) proto.setHeader.call(res, name, value);
  proto.writeHead.call(res, status);
  proto.end.call(res, req.method === 'HEAD' ? undefined : body);
}

const LOCALE_IN_COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(en|es)(?:;|$)`);

/** As src/server/core/locale.ts: `?locale=`, the locale cookie, then Accept-Language. */
function requestLocale(req) {
  const url = req.url ?? '';
  const explicit = /[?&]locale=(en|es)(?:&|$)/.exec(url)?.[1];
  if (explicit) return explicit;
  const cookie = LOCALE_IN_COOKIE.exec(req.headers.cookie ?? '')?.[1];
  if (cookie) return cookie;
  const ranked = (req.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((x) => x.q > 0 && (x.lang === 'en' || x.lang === 'es'))
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.lang ?? 'en';
}

// Node's default keep-alive of 5 s races clients (and proxies) that reuse a socket just as the
// server closes it: the request then fails with ECONNRESET. Keep idle sockets longer than the
// usual proxy and browser pools do, and the header timeout above it as Node requires.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname}:${port}`);
});
