/**
 * Graceful restart under load (issue 29 §3, "Done when"): the production build on a fresh demo
 * database (PGlite by default, PostgreSQL when DATABASE_URL is set: a scratch database on that
 * server) takes a stream of writes (messages posted by guests on their trips) and reads (the home
 * page, a villa, the trip's conversation) from several clients, with a guest's live stream open,
 * and gets SIGTERM in the middle of it (SHUTDOWN_GRACE_MS small). It then checks that
 *   - no response was cut: every request either got its whole answer or no answer at all;
 *   - every request sent before the SIGTERM, or in the grace while the listener was open, got its
 *     normal status (201 for a write, 200 for a read); only requests sent after the listener closed
 *     may have found no server (connection refused);
 *   - /readyz answered 200 before and 503 during the grace;
 *   - the live stream got its `retry:` hint before it ended;
 *   - the server exited 0;
 *   - after a restart on the same database, every acknowledged write (201) is there.
 * Along the way it checks the entry's own endpoints on the real server: /healthz, /metrics with and
 * without METRICS_TOKEN, and the request log's line for a write (route template, actor, request id).
 *
 *   npm run test:sigterm                       # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/x npm run test:sigterm
 *
 * SIGTERM_PORT (default 3135) is the server's port.
 */
import fs from 'node:fs';
import { type BuiltServer, createScratchDatabase, ensureBuild, prepareDemoDatabase, startBuiltServer } from '../support/built-server';
import { STATUS_HEADER } from '../../entry/protocol.mjs';

const PORT = Number(process.env.SIGTERM_PORT ?? 3135);
const GRACE_MS = 2000;
const GUESTS = 6;
/** Writes per guest (the conversation's own limit is 60 messages in 10 minutes). */
const WRITES_PER_GUEST = 45;
/** The SIGTERM comes once this many writes were acknowledged (or after WARM_MS). */
const WRITES_BEFORE_STOP = 30;
const WARM_MS = 8000;
/** Requests sent this close to the listener's closing may meet the closing socket: judged like later ones. */
const CLOSE_MARGIN_MS = 300;
const PASSWORD = 'Sigterm-Test-2026';
const METRICS_TOKEN = 'sigterm-test-metrics-token-0123456789';
const DATA_DIR = '.data/sigterm';

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outcome {
  kind: 'write' | 'read';
  what: string;
  sentAt: number;
  /** 'answered': the whole response; 'no answer': the request found no server; 'cut': the response broke off. */
  result: 'answered' | 'no answer' | 'cut';
  status?: number;
  error?: string;
  messageId?: number;
}

async function request(
  base: string,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: Record<string, unknown>; headers: Headers; text: string }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(opts.body ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
    signal: AbortSignal.timeout(40_000),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, json, headers: res.headers, text };
}

/** One request of the load, classified: headers and then a body error is a cut response. */
async function timed(
  base: string,
  kind: Outcome['kind'],
  what: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Outcome> {
  const sentAt = Date.now();
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(40_000),
    });
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return { kind, what, sentAt, result: 'no answer', error: cause?.code ?? cause?.message ?? (err as Error).message };
  }
  try {
    const text = await res.text();
    let messageId: number | undefined;
    if (kind === 'write' && res.status === 201) messageId = Number((JSON.parse(text) as { data: { id: number } }).data.id);
    return { kind, what, sentAt, result: 'answered', status: res.status, messageId };
  } catch (err) {
    return { kind, what, sentAt, result: 'cut', status: res.status, error: (err as Error).message };
  }
}

/** The server's JSON log lines so far. */
function jsonLines(stdout: string[]): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  for (const line of stdout.join('').split('\n')) {
    try {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    } catch {}
  }
  return lines;
}

interface Guest {
  token: string;
  userId: number;
  tripId: number;
}

/** Guests, each with a booked trip of their own on which they post messages. */
async function prepareGuests(base: string): Promise<Guest[]> {
  const start = 1200;
  const search = await request(
    base,
    'GET',
    `/v1/properties?${new URLSearchParams({ check_in: iso(start), check_out: iso(start + 7), guests: '2', per_page: '12' })}`,
  );
  const villas = ((search.json.data ?? []) as { id: number }[]).map((v) => v.id);
  if (villas.length === 0) throw new Error(`the search found no free villa: ${search.status}`);
  const guests: Guest[] = [];
  for (let i = 0; i < GUESTS; i++) {
    const email = `sigterm-${i}-${Date.now()}@example.test`;
    const signup = await request(base, 'POST', '/api/signup', { body: { email, password: PASSWORD, password_confirmation: PASSWORD } });
    if (signup.status !== 201) throw new Error(`signup answered ${signup.status}: ${signup.text.slice(0, 200)}`);
    const token = String(signup.json.token);
    const profile = await request(base, 'GET', '/v1/account/profile', { token });
    const userId = Number((profile.json.data as { id: number }).id);
    // Each guest a separate week (on the villas in turn), so no booking refuses another.
    const stay = { check_in: iso(start + 10 * i), check_out: iso(start + 10 * i + 5), guests: '2' };
    const villa = villas[i % villas.length] as number;
    const quote = await request(base, 'GET', `/v1/properties/${villa}/quote?${new URLSearchParams(stay)}`);
    if (quote.status !== 200) throw new Error(`quote answered ${quote.status}: ${quote.text.slice(0, 200)}`);
    const booking = await request(base, 'POST', '/v1/reservations', {
      token,
      body: {
        property_id: villa,
        ...stay,
        guests: 2,
        quote_signature: (quote.json.data as { quote_signature: string }).quote_signature,
        lead_guest: { first_name: 'Sigterm', last_name: `Guest${i}`, email, phone: '+1 809 555 0100' },
      },
    });
    if (booking.status !== 201) throw new Error(`booking answered ${booking.status}: ${booking.text.slice(0, 200)}`);
    guests.push({ token, userId, tripId: Number((booking.json.data as { id: number }).id) });
  }
  return guests;
}

/** A guest's live stream, read as text until it ends; `at` stamps each chunk. */
function openLiveStream(base: string, token: string) {
  const chunks: { at: number; text: string }[] = [];
  const done = (async () => {
    const res = await fetch(`${base}/v1/events`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } });
    if (res.status !== 200 || !res.body) throw new Error(`the live stream answered ${res.status}`);
    const decoder = new TextDecoder();
    for await (const chunk of res.body) chunks.push({ at: Date.now(), text: decoder.decode(chunk as Uint8Array, { stream: true }) });
  })().then(
    () => 'ended' as const,
    (err: Error) => `failed: ${err.message}` as const,
  );
  return { chunks, done };
}

/** Every message id of a trip's conversation, newest pages first. */
async function messageIds(base: string, guest: Guest): Promise<Set<number>> {
  const ids = new Set<number>();
  let before: number | undefined;
  for (;;) {
    const query = new URLSearchParams({ limit: '100', ...(before ? { before: String(before) } : {}) });
    const res = await request(base, 'GET', `/v1/account/trips/${guest.tripId}/messages?${query}`, { token: guest.token });
    if (res.status !== 200) throw new Error(`reading the messages answered ${res.status}`);
    const page = (res.json.data as { messages: { id: number }[] }).messages;
    for (const m of page) ids.add(m.id);
    if (page.length < 100) return ids;
    before = Math.min(...page.map((m) => m.id));
  }
}

async function main() {
  ensureBuild();
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, 'alma_sigterm') : undefined;
  const env: Record<string, string> = scratch
    ? { DATABASE_URL: scratch.url, MEDIA_DIR: `${DATA_DIR}/media` }
    : { PGLITE_DIR: `${DATA_DIR}/pglite`, MEDIA_DIR: `${DATA_DIR}/media` };
  const serverEnv = {
    ...env,
    SECRETS_DIR: `${DATA_DIR}/secrets`,
    SITE_URL: `http://localhost:${PORT}`,
    RATE_LIMIT_MULTIPLIER: '100',
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    METRICS_TOKEN,
    LOG_LEVEL: 'info',
  };
  const problems: string[] = [];
  const check = (ok: boolean, what: string) => {
    console.log(`[sigterm] ${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) problems.push(what);
  };
  let server: BuiltServer | undefined;
  const started = Date.now();
  try {
    // A fresh database; the seed's drawn images are kept from the last run (drawing them takes minutes).
    if (!scratch) fs.rmSync(`${DATA_DIR}/pglite`, { recursive: true, force: true });
    prepareDemoDatabase(env);
    server = await startBuiltServer({ port: PORT, env: serverEnv });
    const base = server.url;
    const stdout: string[] = [];
    server.child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk.toString()));
    const guests = await prepareGuests(base);
    console.log(`[sigterm] ${guests.length} guests with a trip each (${guests.map((g) => g.tripId).join(', ')})`);

    // The entry's own endpoints on the real server.
    const health = await request(base, 'GET', '/healthz');
    check(health.status === 200, `/healthz answers ${health.status}`);
    const noToken = await request(base, 'GET', '/metrics');
    const wrongToken = await request(base, 'GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}-not` } });
    check(
      noToken.status === 404 && wrongToken.status === 404,
      `/metrics without or with a wrong token answers ${noToken.status}, ${wrongToken.status} (404)`,
    );
    const sample = guests[0] as Guest;
    const probe = await request(base, 'POST', `/v1/account/trips/${sample.tripId}/messages`, {
      token: sample.token,
      body: { body: 'first message' },
    });
    check(probe.status === 201, `a message posts (${probe.status})`);
    const requestId = probe.headers.get('x-request-id') ?? '';
    const scraped = await request(base, 'GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    check(
      scraped.status === 200 &&
        /alma_http_request_duration_seconds_count\{route="\/v1\/account\/trips\/\[id\]\/messages",method="POST",status="201"\}/.test(
          scraped.text,
        ),
      `/metrics with the token answers ${scraped.status} with the messages route's template`,
    );
    if (scratch) check(/alma_db_pool_connections\{state="total"\} [1-9]/.test(scraped.text), '/metrics shows the PostgreSQL pool');
    await sleep(200);
    const logLine = jsonLines(stdout).find((l) => l.reqId === requestId && l.msg === 'request');
    check(
      logLine?.route === '/v1/account/trips/[id]/messages' &&
        logLine?.actor === `user:${sample.userId}` &&
        logLine?.status === 201 &&
        logLine?.level === 'info',
      `the write's log line: ${JSON.stringify(logLine)}`,
    );
    // A page names its actor too (the page context), and the page cache counts its hits.
    const page = await request(base, 'GET', '/user/trips', { headers: { cookie: `alma_session=${sample.token}` } });
    const homes = [];
    for (let i = 0; i < 3; i++) homes.push(await request(base, 'GET', '/'));
    const homeIds = homes.map((h) => h.headers.get('x-request-id'));
    check(
      homes.at(-1)?.headers.get(STATUS_HEADER) === 'hit' && new Set(homeIds).size === 3,
      `a page from the cache has its own request id (${homes.map((h) => h.headers.get(STATUS_HEADER)).join(', ')})`,
    );
    const pageScrape = await request(base, 'GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    check(/alma_page_cache_requests_total\{result="hit"\} [1-9]/.test(pageScrape.text), '/metrics counts page cache hits');
    await sleep(200);
    const pageLine = jsonLines(stdout).find((l) => l.reqId === page.headers.get('x-request-id') && l.msg === 'request');
    check(
      page.status === 200 && pageLine?.route === '/[locale]/user/trips' && pageLine?.actor === `user:${sample.userId}`,
      `a page's log line: ${page.status} ${JSON.stringify(pageLine)}`,
    );
    check(!stdout.join('').includes(sample.token), 'no session token in the log');

    // The load, a live stream, and a readiness poller.
    const stream = openLiveStream(base, sample.token);
    const outcomes: Outcome[] = [];
    const readyz: { at: number; status: number | 'no answer' }[] = [];
    let exited = false;
    const exitCode = new Promise<number | null>((resolve) => server?.child.once('exit', (code) => resolve(code)));
    void exitCode.then(() => {
      exited = true;
    });
    const poller = (async () => {
      while (!exited) {
        const at = Date.now();
        try {
          const res = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(3000) });
          await res.text();
          readyz.push({ at, status: res.status });
        } catch {
          readyz.push({ at, status: 'no answer' });
        }
        await sleep(100);
      }
    })();
    let sigtermAt = 0;
    const acknowledged = () => outcomes.filter((o) => o.kind === 'write' && o.status === 201).length;
    const workers = guests.map(async (guest, w) => {
      let writes = 0;
      let n = 0;
      // Each guest keeps sending until the server is gone.
      while (!exited) {
        n++;
        const step = n % 3;
        let outcome: Outcome;
        if (step === 1 && writes < WRITES_PER_GUEST) {
          writes++;
          outcome = await timed(
            base,
            'write',
            'POST message',
            'POST',
            `/v1/account/trips/${guest.tripId}/messages`,
            { body: `sigterm ${w}-${writes}` },
            guest.token,
          );
        } else if (step === 2) outcome = await timed(base, 'read', 'GET home', 'GET', w % 2 ? '/' : '/es');
        else
          outcome = await timed(
            base,
            'read',
            'GET messages',
            'GET',
            `/v1/account/trips/${guest.tripId}/messages?limit=5`,
            undefined,
            guest.token,
          );
        outcomes.push(outcome);
        if (outcome.result === 'no answer') await sleep(20);
      }
    });
    const warmUntil = Date.now() + WARM_MS;
    while (acknowledged() < WRITES_BEFORE_STOP && Date.now() < warmUntil) await sleep(50);
    const inFlightAtStop = outcomes.length;
    sigtermAt = Date.now();
    process.kill(server.child.pid as number, 'SIGTERM');
    console.log(`[sigterm] SIGTERM after ${acknowledged()} acknowledged writes (${inFlightAtStop} requests answered so far)`);
    const code = await Promise.race([exitCode, sleep(60_000).then(() => 'timeout' as const)]);
    await Promise.all([...workers, poller]);
    const streamEnd = await Promise.race([stream.done, sleep(5000).then(() => 'still open' as const)]);
    server = undefined;
    const stoppedIn = Date.now() - sigtermAt;
    for (const line of stdout.join('').split('\n')) if (line.includes('"msg":"shutdown:')) console.log(`[sigterm] server: ${line}`);

    // The verdict on every request.
    const listenerOpenUntil = sigtermAt + GRACE_MS - CLOSE_MARGIN_MS;
    const cut = outcomes.filter((o) => o.result === 'cut');
    const lostEarly = outcomes.filter((o) => o.result === 'no answer' && o.sentAt < listenerOpenUntil);
    const wrongStatus = outcomes.filter((o) => o.result === 'answered' && o.status !== (o.kind === 'write' ? 201 : 200));
    const sentBefore = outcomes.filter((o) => o.sentAt < sigtermAt);
    const inGrace = outcomes.filter((o) => o.sentAt >= sigtermAt && o.sentAt < listenerOpenUntil);
    const refused = outcomes.filter((o) => o.result === 'no answer');
    console.log(
      `[sigterm] ${outcomes.length} requests: ${sentBefore.length} sent before the SIGTERM, ${inGrace.length} in the grace, ` +
        `${refused.length} found no server (${[...new Set(refused.map((o) => o.error))].join(', ') || 'none'}); stopped in ${stoppedIn} ms`,
    );
    check(cut.length === 0, `no response cut mid-way (${cut.length})`);
    check(
      lostEarly.length === 0,
      `every request sent before the listener closed was answered (${lostEarly.length} not: ${JSON.stringify(lostEarly.slice(0, 3))})`,
    );
    check(
      wrongStatus.length === 0,
      `every answer had its normal status (${wrongStatus.length} did not: ${JSON.stringify(wrongStatus.slice(0, 3))})`,
    );
    const readyBefore = readyz.filter((r) => r.at < sigtermAt);
    const readyDuring = readyz.filter((r) => r.at > sigtermAt + 150 && r.at < sigtermAt + GRACE_MS - CLOSE_MARGIN_MS);
    check(
      readyBefore.length > 0 && readyBefore.every((r) => r.status === 200),
      `/readyz answered 200 before (${readyBefore.length} polls)`,
    );
    check(
      readyDuring.length > 0 && readyDuring.every((r) => r.status === 503),
      `/readyz answered 503 in the grace (${readyDuring.map((r) => r.status).join(' ')})`,
    );
    const afterStop = stream.chunks
      .filter((c) => c.at >= sigtermAt)
      .map((c) => c.text)
      .join('');
    check(
      streamEnd === 'ended' && /retry: \d+\n: server stopping/.test(afterStop),
      `the live stream got its retry hint and ended (${streamEnd}: ${JSON.stringify(afterStop.slice(-80))})`,
    );
    check(code === 0, `the server exited with ${code}`);

    // Restarted on the same database: every acknowledged write is there.
    server = await startBuiltServer({ port: PORT, env: serverEnv });
    const acked = outcomes.filter((o) => o.kind === 'write' && o.status === 201).map((o) => o.messageId as number);
    const stored = new Set<number>();
    for (const guest of guests) for (const id of await messageIds(server.url, guest)) stored.add(id);
    const missing = acked.filter((id) => !stored.has(id));
    check(
      acked.length > 0 && missing.length === 0,
      `after a restart, all ${acked.length} acknowledged writes are stored (${missing.length} missing)`,
    );
    await server.stop();
    server = undefined;
  } finally {
    await server?.kill();
    await scratch?.drop();
  }
  console.log(`[sigterm] ${problems.length ? `FAILED (${problems.length})` : 'passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exitCode = problems.length ? 1 : 0;
}

await main();
