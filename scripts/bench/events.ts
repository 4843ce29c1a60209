/**
 * DESIGN §10: live events over SSE. A child process hosts GET /v1/events and the concierge's POST
 * …/messages route handlers on a plain Node http server on 127.0.0.1 (the same handlers Next
 * serves, without a build), on in-memory PGlite (or a scratch database on BENCH_DATABASE_URL /
 * DATABASE_URL, dropped afterwards). This process opens STREAMS streams, one per guest, then
 * the concierge posts MESSAGES messages to random guests' trips; each is timed from the POST
 * leaving to the guest's stream showing it. Prints p50/p95 POST→delivery and the server's memory
 * per open stream (budgets: p95 < 250 ms, < 50 KB per stream). Prints figures; asserts nothing.
 *
 *   npm run bench:events
 *   npm run bench:events -- --streams=500 --messages=200 --concurrency=4
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { register } from 'node:module';
import { sql } from 'drizzle-orm';
import pg from 'pg';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const STREAMS = arg('streams', 500);
const MESSAGES = arg('messages', 200);
const CONCURRENCY = arg('concurrency', 4);

interface Fixtures {
  port: number;
  concierge: string;
  guests: { token: string; tripId: number }[];
}

// The route handlers import 'server-only' (which throws outside Next's server build): an empty module here.
register(
  `data:text/javascript,${encodeURIComponent(
    "export async function resolve(s, c, next) { return s === 'server-only' ? { url: 'data:text/javascript,', shortCircuit: true } : next(s, c); }",
  )}`,
);

if (args.includes('--serve')) await serve();
else await drive();

/** The child: fixtures, then the two handlers behind a Node http server. */
async function serve() {
  const { openDatabase } = await import('../../src/server/db/open');
  // Not a React hook: it makes this process's route handlers use the scratch database.
  const { useDatabase: shareDatabase } = await import('../../src/server/db/client');
  const f = await import('../../src/test/factories');
  const { conciergeAssignments } = await import('../../src/server/db/schema/accounts');
  const { GET: events } = await import('../../src/app/v1/events/route');
  const { POST: postMessage } = await import('../../src/app/v1/concierge/trips/[id]/messages/route');

  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  let url: string | undefined;
  let drop = async () => {};
  if (serverUrl) {
    const name = `alma_bench_events_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    drop = async () => {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    };
  }
  const db = await openDatabase({ url, poolSize: 20 });
  await db.migrate();
  shareDatabase(db);
  const orm = db.orm;
  const country = await f.createCountry(orm);
  const state = await f.createState(orm, country.id);
  const villa = await f.createProperty(orm, { countryId: country.id, stateId: state.id });
  const concierge = await f.createMember(orm, 'hbl-concierge');
  await orm.insert(conciergeAssignments).values({ userId: concierge.user.id, countryId: country.id, stateId: state.id });
  const guests: Fixtures['guests'] = [];
  for (let i = 0; i < STREAMS; i++) {
    const g = await f.createMember(orm);
    const trip = await f.createReservation(
      orm,
      { userId: g.user.id, propertyId: villa.id },
      { checkIn: '2032-01-01', checkOut: '2032-01-05' },
    );
    guests.push({ token: g.token, tripId: trip.id });
  }
  await orm.execute(sql`select 1`);

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/__memory') {
      (globalThis as { gc?: () => void }).gc?.();
      await new Promise((r) => setTimeout(r, 100));
      (globalThis as { gc?: () => void }).gc?.();
      const m = process.memoryUsage();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(m));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    const request = new Request(url, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : [])),
      body: chunks.length ? Buffer.concat(chunks) : undefined,
      signal: abort.signal,
    });
    const trip = /^\/v1\/concierge\/trips\/(\d+)\/messages$/.exec(url.pathname)?.[1];
    const answer =
      url.pathname === '/v1/events'
        ? await events(request, { params: Promise.resolve({}) })
        : trip && req.method === 'POST'
          ? await postMessage(request, { params: Promise.resolve({ id: trip }) })
          : new Response('not found', { status: 404 });
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    if (!answer.body) return res.end();
    const reader = answer.body.getReader();
    abort.signal.addEventListener('abort', () => reader.cancel().catch(() => {}));
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      res.write(value);
    }
    res.end();
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    process.stdout.write(`${JSON.stringify({ port, concierge: concierge.token, guests } satisfies Fixtures)}\n`);
  });
  const { stopProcessLiveHub } = await import('../../src/server/live/listener');
  process.on('SIGTERM', async () => {
    server.close();
    await stopProcessLiveHub();
    await db.close();
    await drop();
    process.exit(0);
  });
}

/** The parent: streams, posts, figures. */
async function drive() {
  console.log(`bench:events — ${STREAMS} streams, ${MESSAGES} messages (${CONCURRENCY} at a time)`);
  const child = spawn(process.execPath, [...process.execArgv, '--expose-gc', process.argv[1] ?? '', '--serve', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const fixtures = await new Promise<Fixtures>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"port"'));
      if (line) resolve(JSON.parse(line) as Fixtures);
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  const base = `http://127.0.0.1:${fixtures.port}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const memory = async () => (await (await fetch(`${base}/__memory`)).json()) as NodeJS.MemoryUsage;

  const before = await memory();
  const waiting = new Map<number, (at: number) => void>();
  const early = new Map<number, number>();
  const requests: http.ClientRequest[] = [];
  let connected = 0;
  await Promise.all(
    fixtures.guests.map(
      (g) =>
        new Promise<void>((resolve, reject) => {
          const req = http.get(
            `${base}/v1/events`,
            { agent, headers: { authorization: `Bearer ${g.token}`, accept: 'text/event-stream' } },
            (res) => {
              if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
              let buffer = '';
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => {
                buffer += chunk;
                if (buffer.includes(': connected') && !(res as { counted?: boolean }).counted) {
                  (res as { counted?: boolean }).counted = true;
                  connected += 1;
                  resolve();
                }
                let end = buffer.indexOf('\n\n');
                while (end !== -1) {
                  const frame = buffer.slice(0, end);
                  buffer = buffer.slice(end + 2);
                  const id = /"message_id":(\d+)/.exec(frame)?.[1];
                  if (id) {
                    const now = performance.now();
                    const done = waiting.get(Number(id));
                    if (done) done(now);
                    else early.set(Number(id), now);
                  }
                  end = buffer.indexOf('\n\n');
                }
              });
            },
          );
          req.on('error', reject);
          requests.push(req);
        }),
    ),
  );
  const open = await memory();
  console.log(`${connected} streams open`);

  const latencies: number[] = [];
  const postTimes: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < MESSAGES) {
      const n = next++;
      const guest = fixtures.guests[Math.floor(Math.random() * fixtures.guests.length)];
      if (!guest) continue;
      const started = performance.now();
      const res = await fetch(`${base}/v1/concierge/trips/${guest.tripId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fixtures.concierge}`, 'content-type': 'application/json' },
        body: JSON.stringify({ body: `Message ${n}` }),
      });
      const id = ((await res.json()) as { data: { id: number } }).data.id;
      postTimes.push(performance.now() - started);
      const deliveredAt =
        early.get(id) ??
        (await new Promise<number>((resolve) => {
          const timer = setTimeout(() => resolve(Number.NaN), 10_000);
          waiting.set(id, (at) => {
            clearTimeout(timer);
            resolve(at);
          });
        }));
      latencies.push(deliveredAt - started);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const lost = latencies.filter(Number.isNaN).length;
  const sorted = latencies.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  const pctOf = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? Number.NaN;
  const pct = (p: number) => pctOf(sorted, p);
  const posts = postTimes.sort((a, b) => a - b);
  const perStream = (key: 'rss' | 'heapUsed') => (open[key] - before[key]) / Math.max(1, connected) / 1024;
  console.log(
    `POST→delivery: p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, max ${pct(100).toFixed(1)} ms (budget p95 < 250 ms)`,
  );
  console.log(`the POST's own answer time: p50 ${pctOf(posts, 50).toFixed(1)} ms, p95 ${pctOf(posts, 95).toFixed(1)} ms`);
  if (lost) console.log(`${lost} message(s) not delivered within 10 s`);
  console.log(
    `server memory per open stream: heap ${perStream('heapUsed').toFixed(1)} KB, rss ${perStream('rss').toFixed(1)} KB (budget < 50 KB)`,
  );
  for (const req of requests) req.destroy();
  agent.destroy();
  child.kill('SIGTERM');
}
