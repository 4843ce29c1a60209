/**
 * Throughput and latency of the built server (issue 18), from one run on this machine: a static
 * file, a tiny route, each public page, /d and /property with dates, and the search, results and quote APIs,
 * each with its ratio to the static file. Start the production server first (`npm run demo`, or
 * `node entry/server.mjs` after `next build`), then:
 *   npm run bench:http                         (server at http://localhost:3000)
 *   BASE_URL=http://localhost:3100 BENCH_SECONDS=5 BENCH_CONNECTIONS=8 npm run bench:http
 * Budgets (issue 18): a cached public page ≥ 0.5 × the static file's requests/s; a dated results or
 * property page p95 ≤ 15 × the static file's p95; (issue 29) the dated search, `GET /api/results`
 * with dates, ≥ 0.25 × the static file's requests/s. Only loopback addresses are accepted.
 */
import autocannon from 'autocannon';

const BASE = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);

const host = new URL(BASE).hostname;
if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(host) && !host.startsWith('127.')) {
  console.error(`bench:http sends load only to this machine (got ${host})`);
  process.exit(2);
}

async function get(path: string): Promise<string> {
  const res = await fetch(`${BASE}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.text();
}

/** Real ids and paths, found by following the site's own links. */
async function discover() {
  const home = await get('/');
  const destination = /href="\/d\/([a-z0-9-]+)"/.exec(home)?.[1] ?? 'dominican-republic';
  const results = await get(`/d/${destination}`);
  const property = /href="\/property\/(\d+)/.exec(results)?.[1] ?? /href="\/property\/(\d+)/.exec(home)?.[1];
  const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
  const press = /href="\/press\/([a-z0-9-]+)"/.exec(await get('/press'))?.[1];
  if (!property || !script) throw new Error('could not find a property or a static script on the home page');
  return { destination, property, script, press };
}

interface Figure {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** `paths`: several paths that each connection asks in turn (one target with many queries). */
async function measure(name: string, path: string, paths?: string[]): Promise<Figure> {
  const result = await autocannon({
    url: `${BASE}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(paths ? { requests: paths.map((p) => ({ method: 'GET' as const, path: p })) } : {}),
  });
  const latency = result.latency as unknown as Record<string, number>;
  return {
    name,
    path,
    rps: result.requests.average,
    p50: latency.p50 ?? 0,
    p95: latency.p97_5 ?? 0,
    p99: latency.p99 ?? 0,
    errors: result.errors + result.non2xx,
  };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const { destination, property, script, press } = await discover();
  // Far enough ahead to be free in the demo data, inside the calendar's window.
  const checkIn = day(200);
  const checkOut = day(205);
  const dated = `check_in=${checkIn}&check_out=${checkOut}&guests=2`;
  const targets: [string, string][] = [
    ['static file', script],
    ['tiny route', '/builds/latest.json'],
    ['home', '/'],
    ['home (es)', '/es'],
    ['information page', '/about-us'],
    ['destinations', '/destination'],
    ['experiences', '/experiences-collection'],
    ['luxury services', '/luxury-services'],
    ['press', '/press'],
    ...(press ? ([['press article', `/press/${press}`]] as [string, string][]) : []),
    ['/d without dates', `/d/${destination}`],
    ['property without dates', `/property/${property}`],
    ['/d with dates', `/d/${destination}?${dated}`],
    ['property with dates', `/property/${property}?${dated}`],
    ['search API', `/v1/properties?destination=${destination}&${dated}`],
    // What the browser asks for a results page with dates (docs/decisions/032): the dated search,
    // from the search cache while nothing it reads changes (docs/decisions/042).
    ['dated search', `/api/results?destination=${destination}&${dated}&locale=en`],
    ['quote API', `/v1/properties/${property}/quote?${dated}`],
  ];
  console.log(`bench:http ${BASE}: ${CONNECTIONS} connections, ${SECONDS} s each (p95 is autocannon's p97.5)`);
  const figures: Figure[] = [];
  for (const [name, path] of targets) figures.push(await measure(name, path));
  // The dated search over 40 different stays and both languages, each connection asking them in turn.
  const stays = Array.from({ length: 40 }, (_, i) => {
    const from = 150 + 3 * i;
    return `/api/results?destination=${destination}&check_in=${day(from)}&check_out=${day(from + 3 + (i % 5))}&guests=${1 + (i % 6)}&locale=${i % 2 ? 'es' : 'en'}`;
  });
  figures.push(await measure('dated search, 40 stays', stays[0] as string, stays));
  const base = figures[0] as Figure;
  const pad = (s: string, n: number) => s.padEnd(n);
  const num = (n: number, d = 0) => n.toFixed(d).padStart(8);
  console.log(
    `${pad('target', 24)}${'req/s'.padStart(8)}${'×static'.padStart(9)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'p95×'.padStart(7)}  errors`,
  );
  for (const f of figures) {
    console.log(
      `${pad(f.name, 24)}${num(f.rps)}${(f.rps / base.rps).toFixed(2).padStart(9)}${num(f.p50)}${num(f.p95)}${num(f.p99)}${(f.p95 / Math.max(1, base.p95)).toFixed(1).padStart(7)}  ${f.errors}`,
    );
  }
  const cached = figures.filter((f) => !/check_in|^\/(v1|api)\//.test(f.path) && f !== base && f.name !== 'tiny route');
  const dynamic = figures.filter((f) => f.name === '/d with dates' || f.name === 'property with dates');
  const pageBudget = cached.filter((f) => f.rps < 0.5 * base.rps).map((f) => f.name);
  const datedBudget = dynamic.filter((f) => f.p95 > 15 * Math.max(1, base.p95)).map((f) => f.name);
  console.log(`budget: public pages ≥ 0.5 × static req/s: ${pageBudget.length ? `missed by ${pageBudget.join(', ')}` : 'held'}`);
  console.log(`budget: dated pages p95 ≤ 15 × static p95: ${datedBudget.length ? `missed by ${datedBudget.join(', ')}` : 'held'}`);
  // Issue 29: the dated search (GET /api/results with dates) ≥ 0.25 × the static file's requests/s.
  for (const f of figures.filter((x) => x.name.startsWith('dated search'))) {
    const ratio = f.rps / base.rps;
    console.log(`budget: ${f.name} ≥ 0.25 × static req/s: ${ratio.toFixed(2)} × (${ratio >= 0.25 ? 'held' : 'missed'})`);
  }
  if (figures.some((f) => f.errors > 0)) console.log('some requests failed: see the errors column');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
