// The entry's own answers for whoever operates the site (docs/decisions/039), given before the page
// cache, the proxy and Next (whose proxy would answer these paths 404, and whose API wrapper would
// read a metrics scraper's Bearer token as a session):
// - GET /healthz: 200 while the process runs; no database work;
// - GET /readyz: 200 when the database answers and every migration of this build is applied, 503
//   otherwise, and from the first SIGTERM on (the load balancer stops sending);
// - GET /metrics: Prometheus text, only with `Authorization: Bearer $METRICS_TOKEN`; 404 without
//   the token configured or with any other header, so it does not even say it exists.
// None is cached (no-store), logged at info (server.mjs logs them at debug) or rate-limited.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const OPS_PATHS = ['/healthz', '/readyz', '/metrics'];
/** How long /readyz waits for the database before it answers 503. */
export const READY_TIMEOUT_MS = 2000;

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/** The build's migrations: how many, and the `when` of the last (drizzle records it as `created_at`). */
export function readJournal(dir) {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'src/server/db/migrations/meta/_journal.json'), 'utf8'));
  const entries = Array.isArray(journal.entries) ? journal.entries : [];
  return {
    count: entries.length,
    last: entries.reduce((max, e) => Math.max(max, Number(e.when) || 0), 0),
    lastTag: entries.at(-1)?.tag ?? null,
  };
}

/**
 * Whether `database` (src/server/db/open.ts's Database: `orm.execute(text)` → `{ rows }`) has this
 * build's migrations: drizzle's migrator applies every journal entry newer than the newest row of
 * drizzle.__drizzle_migrations, so the database is current when that row is at least the journal's
 * last. (A newer one is fine: a server of the next release migrated it during a rolling deploy.)
 */
export async function migrationsCurrent(database, journal) {
  let applied = 0;
  try {
    const result = await database.orm.execute(
      'select coalesce(max(created_at), 0)::text as last, count(*)::int as n from drizzle.__drizzle_migrations',
    );
    applied = Number(result.rows?.[0]?.last ?? 0);
  } catch (err) {
    // No migrations table yet: nothing applied. Any other failure is the database's.
    if (!/__drizzle_migrations|schema "drizzle"|does not exist/.test(String(err?.message ?? err?.cause?.message))) throw err;
  }
  return { current: applied >= journal.last, applied, expected: journal.last };
}

/** 200 `{status: 'ready'}` or 503 `{status, reason}`; never throws. */
export async function readiness({ stopping, database, journal, timeoutMs = READY_TIMEOUT_MS }) {
  if (stopping) return { status: 503, body: { status: 'stopping' } };
  const pending = database();
  if (!pending) return { status: 503, body: { status: 'starting', reason: 'the database is not open yet' } };
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const db = await Promise.race([pending, timeout]);
    const state = await Promise.race([migrationsCurrent(db, journal), timeout]);
    if (!state.current) return { status: 503, body: { status: 'unavailable', reason: 'migrations pending' } };
    return { status: 200, body: { status: 'ready' } };
  } catch (err) {
    return { status: 503, body: { status: 'unavailable', reason: `database: ${String(err?.message ?? err).slice(0, 200)}` } };
  } finally {
    clearTimeout(timer);
  }
}

/** `header` is exactly `Bearer <token>`: compared in constant time (digests of equal length), false without a token. */
export function bearerMatches(header, token) {
  if (!token || typeof header !== 'string') return false;
  const digest = (s) => crypto.createHash('sha256').update(s, 'utf8').digest();
  return crypto.timingSafeEqual(digest(header), digest(`Bearer ${token}`));
}

/**
 * Answers `req` when its path is one of OPS_PATHS and returns true (the answer may finish later);
 * returns false for every other path. `deps`: `isStopping()`, `database()` (the app's
 * Promise<Database>, or undefined before it is opened), `journal` (readJournal), `metricsToken`,
 * `registry` (prom-client's).
 */
export function answerOps(req, res, path, deps) {
  if (!OPS_PATHS.includes(path)) return false;
  const head = req.method === 'HEAD';
  const send = (status, type, body, extra = {}) => {
    res.writeHead(status, { ...NO_STORE, 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), ...extra });
    res.end(head ? undefined : body);
  };
  if (path === '/metrics' && !bearerMatches(req.headers.authorization, deps.metricsToken)) {
    send(404, 'text/plain; charset=utf-8', 'Not Found\n');
    return true;
  }
  if (req.method !== 'GET' && !head) {
    send(405, 'text/plain; charset=utf-8', 'Method Not Allowed\n', { Allow: 'GET, HEAD' });
    return true;
  }
  if (path === '/healthz') {
    send(200, 'text/plain; charset=utf-8', 'ok\n');
    return true;
  }
  if (path === '/readyz') {
    readiness({ stopping: deps.isStopping(), database: deps.database, journal: deps.journal }).then(({ status, body }) =>
      send(status, 'application/json', JSON.stringify(body)),
    );
    return true;
  }
  deps.registry.metrics().then(
    (text) => send(200, deps.registry.contentType, text),
    (err) => {
      deps.log?.error({ err }, 'metrics: collecting failed');
      send(500, 'text/plain; charset=utf-8', 'metrics failed\n');
    },
  );
  return true;
}
