/**
 * Fuzz test of the JSON API on the production build (issue 12, "Robustness"): walks
 * /v1/openapi.json and sends hostile values to every operation, as a visitor and with a session
 * (the demo guest; the demo concierge on /v1/concierge; the demo owner on OWNER_FUZZED): out-of-range and non-numeric ids, NUL
 * bytes, malformed percent-encodings, 2 MB bodies, wrong content types, arrays and objects where
 * strings go and the reverse, missing and extra fields, huge strings, odd query strings,
 * malformed cookies and methods a route does not serve.
 *
 * Expectation: no answer ≥ 500, and every JSON error answer is `{ error, code }`. Prints the count
 * of requests and of 5xx (each listed: method, path, status, what was sent) and exits non-zero on
 * any 5xx or malformed error body.
 *
 *   npm run test:fuzz                    build (unless .next holds one), own PGlite folder, port 3131
 *   DATABASE_URL=postgres://…/postgres npm run test:fuzz   a fresh database on that server, dropped after
 *   BASE_URL=http://localhost:3000 npx tsx scripts/fuzz/api-fuzz.ts   against a running server
 *
 * Bounded: FUZZ_MAX_REQUESTS (default 12000) and FUZZ_SECONDS (default 300); deterministic for a
 * FUZZ_SEED (default 12); loopback only (the base URL must be localhost or 127.0.0.1).
 */
import http from 'node:http';
import { createScratchDatabase, ensureBuild, prepareDemoDatabase, startBuiltServer } from '../support/built-server';

const PORT = Number(process.env.FUZZ_PORT ?? 3131);
const MAX_REQUESTS = Number(process.env.FUZZ_MAX_REQUESTS ?? 12000);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 12);
const CONCURRENCY = 4;
const DEMO_PASSWORD = 'Villa-Demo-2026';

/** mulberry32: a small seeded PRNG, so that a run can be repeated exactly. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const randomString = (n: number) => {
  const alphabet = 'aZ09 -_.~!*\'();:@&=+$,/?#[]%"<>\\^`{|}\u00e9\u00f1\u202e\u2066\ud83c\udf34\u0000\u0007\n\r\t';
  return Array.from({ length: n }, () => pick([...alphabet])).join('');
};

// ——— hostile values ———

/** Raw path segments (already as they go on the wire). */
const HOSTILE_SEGMENTS = [
  '0',
  '-1',
  '2147483648',
  '9223372036854775808',
  '1e309',
  'NaN',
  'Infinity',
  '1.5',
  '0x10',
  '%201',
  '1%20OR%201%3D1',
  "1'%20OR%20'1'%3D'1",
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'a%00b',
  '%00',
  '%',
  '%zz',
  '%c0%af',
  '%ff%fe',
  '%E2%80%AE1',
  '%EF%BC%91',
  'x'.repeat(3000),
  '%F0%9F%8C%B4',
];

/** Values for a query parameter or a string field (decoded; query values are encoded when sent). */
const HOSTILE_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '2147483648',
  '9223372036854775808',
  '1e309',
  'NaN',
  '1 OR 1=1',
  "' OR '1'='1",
  '../../etc/passwd',
  'a\u0000b',
  '\u202eevil',
  '<script>alert(1)</script>',
  '2030-02-30',
  '9999-12-31',
  '0000-00-00',
  'x'.repeat(20_000),
];

/** JSON values that are the wrong type for most fields. */
const HOSTILE_JSON: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 63,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  'a\u0000b',
  'x'.repeat(100_000),
  ['x'],
  [1, 2, 3],
  {},
  { $gt: '' },
  { constructor: { prototype: { admin: true } } },
];

/** Odd whole query strings (raw, after the `?`). */
const ODD_QUERIES = [
  '',
  '&&&',
  '=',
  '=x',
  '%',
  '%zz=1',
  'a=%ff%fe',
  'a=%00',
  'a[b]=1',
  'a[]=1&a[]=2',
  '__proto__[x]=1',
  'constructor=1',
  'locale=xx',
  'locale=%00',
  'page=-1&per_page=1000000',
  'page=1e309',
  `q=${'x'.repeat(8000)}`,
  Array.from({ length: 500 }, (_, i) => `k${i}=${i}`).join('&'),
];

// ——— the document ———

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  minLength?: number;
  pattern?: string;
  default?: unknown;
};
type Parameter = { name: string; in: 'path' | 'query'; schema: JsonSchema };
type Operation = {
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

function dateIn(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A plausible value for a schema: the base a mutation starts from. */
function example(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alt = schema.oneOf ?? schema.anyOf;
  if (alt?.length) return example(alt[0], name);
  if (schema.allOf?.length) return example(schema.allOf[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = example(prop, key);
      return out;
    }
    case 'array':
      return [example(schema.items, name)];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'email' || /email/i.test(name)) return 'fuzz@example.test';
      if (schema.format === 'date' || /date|check_in/i.test(name)) return dateIn(400);
      if (/check_out/i.test(name)) return dateIn(405);
      if (/password/i.test(name)) return 'Fuzz-Example-9';
      if (/phone/i.test(name)) return '+1 809 555 0100';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 3));
  }
}

// ——— requests ———

interface Probe {
  method: string;
  /** The raw request target: path and query as they go on the wire. */
  target: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** What was sent, for the report. */
  what: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function send(base: URL, probe: Probe): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const body = probe.body === undefined ? undefined : Buffer.isBuffer(probe.body) ? probe.body : Buffer.from(probe.body);
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: probe.method,
        path: probe.target,
        agent,
        headers: { ...(body ? { 'content-length': String(body.length) } : {}), ...probe.headers },
        timeout: 30_000,
      },
      (res) => {
        // An event stream (GET /v1/events) never ends and beats every 20 s: its status and headers are the answer.
        if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
          res.destroy();
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: '' });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size <= 4 * 1024 * 1024) chunks.push(c);
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

function fill(template: string, values: Record<string, string>, hostile?: { name: string; raw: string }) {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => (hostile?.name === name ? hostile.raw : (values[name] ?? '1')));
}

const enc = (v: unknown) => encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v));

function* probesFor(path: string, method: string, op: Operation, ids: Record<string, string>): Generator<Probe> {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const baseQuery = queryParams
    .filter((p) => /check_in|check_out|guests/.test(p.name))
    .map((p) => `${p.name}=${enc(p.name === 'guests' ? '2' : example(p.schema, p.name))}`)
    .join('&');
  const target = (hostile?: { name: string; raw: string }, query = baseQuery) => `${fill(path, ids, hostile)}${query ? `?${query}` : ''}`;
  const upper = method.toUpperCase();
  const media = Object.keys(op.requestBody?.content ?? {});
  const schema = op.requestBody?.content[media[0] ?? '']?.schema;
  const good = schema ? example(schema) : undefined;
  const json = (value: unknown, what: string): Probe => ({
    method: upper,
    target: target(),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(value),
    what,
  });

  // The operation as documented, with plausible values.
  yield good === undefined ? { method: upper, target: target(), what: 'plain' } : json(good, 'plausible body');

  for (const p of pathParams)
    for (const raw of HOSTILE_SEGMENTS)
      yield { method: upper, target: target({ name: p.name, raw }), what: `path ${p.name}=${raw.slice(0, 40)}` };

  for (const p of queryParams) {
    for (const value of HOSTILE_TEXT)
      yield {
        method: upper,
        target: target(undefined, `${baseQuery}&${p.name}=${enc(value)}`),
        what: `query ${p.name}=${value.slice(0, 40)}`,
      };
    yield { method: upper, target: target(undefined, `${p.name}=1&${p.name}=2&${p.name}=x`), what: `query ${p.name} repeated` };
    yield { method: upper, target: target(undefined, `${p.name}=%`), what: `query ${p.name}=%` };
    yield { method: upper, target: target(undefined, `${p.name}=%c0%af`), what: `query ${p.name}=%c0%af` };
  }
  for (const q of ODD_QUERIES) yield { method: upper, target: target(undefined, q), what: `query ${q.slice(0, 40)}` };

  if (upper === 'GET') return;

  // Bodies: every write, documented body or not.
  const object = good && typeof good === 'object' && !Array.isArray(good) ? (good as Record<string, unknown>) : {};
  const required = new Set([...(schema?.required ?? []), ...(schema?.oneOf?.[0]?.required ?? [])]);
  for (const [key, value] of Object.entries(object)) {
    for (const bad of HOSTILE_JSON) yield json({ ...object, [key]: bad }, `field ${key}=${JSON.stringify(bad)?.slice(0, 40)}`);
    yield json(
      { ...object, [key]: typeof value === 'string' ? [value] : String(value) },
      `field ${key} as ${typeof value === 'string' ? 'array' : 'string'}`,
    );
    yield json({ ...object, [key]: randomString(64) }, `field ${key}=random`);
    if (required.has(key)) {
      const { [key]: _, ...rest } = object;
      yield json(rest, `field ${key} missing`);
    }
  }
  yield {
    ...json({}, 'extra fields'),
    body: JSON.stringify({ ...object, extra: 'x' }).replace(/^\{/, '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},'),
  };
  for (const top of [null, 'text', 42, [], [object], 'x'.repeat(100_000)]) yield json(top, `body ${JSON.stringify(top)?.slice(0, 30)}`);
  const t = target();
  yield { method: upper, target: t, headers: { 'content-type': 'application/json' }, body: '{"a":', what: 'truncated JSON' };
  yield {
    method: upper,
    target: t,
    headers: { 'content-type': 'application/json' },
    body: '{"a":1e309,"b":-0,"c":"\\ud800"}',
    what: 'JSON 1e309 and a lone surrogate',
  };
  yield {
    method: upper,
    target: t,
    headers: { 'content-type': 'application/json' },
    body: Buffer.from([0x7b, 0xff, 0xfe, 0x00, 0x7d]),
    what: 'JSON with invalid UTF-8',
  };
  yield {
    method: upper,
    target: t,
    headers: { 'content-type': 'application/json' },
    body: `"${'x'.repeat(2 * 1024 * 1024)}"`,
    what: '2 MB JSON body',
  };
  yield {
    method: upper,
    target: t,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `a=${'x'.repeat(2 * 1024 * 1024)}`,
    what: '2 MB form body',
  };
  yield {
    method: upper,
    target: t,
    headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    body: '',
    what: 'chunked empty',
  };
  yield { method: upper, target: t, headers: { 'content-type': 'text/plain' }, body: 'hello', what: 'text/plain body' };
  yield { method: upper, target: t, headers: { 'content-type': 'application/xml' }, body: '<a/>', what: 'XML body' };
  yield { method: upper, target: t, headers: { 'content-type': 'multipart/form-data' }, body: 'a=1', what: 'multipart without boundary' };
  yield {
    method: upper,
    target: t,
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    body: '--x\r\nbroken',
    what: 'broken multipart',
  };
  yield {
    method: upper,
    target: t,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'a=%&b=%zz&%ff=1',
    what: 'form with bad encodings',
  };
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(object)) form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  for (const [key] of Object.entries(object)) form.append(key, 'again');
  yield {
    method: upper,
    target: t,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    what: 'form with every field twice',
  };
  yield {
    method: upper,
    target: t,
    headers: { 'content-type': 'application/json; charset=utf-16' },
    body: JSON.stringify(object),
    what: 'JSON, charset utf-16',
  };
  yield { method: upper, target: t, body: JSON.stringify(object), what: 'no content type' };

  // Idempotency-Keys (one store for every payment call): malformed ones are a 400, and one key sent
  // with two bodies is at most a 409, never a 500.
  if (/Idempotency-Key/.test(op.description ?? '')) {
    for (const key of [' ', 'x'.repeat(300), 'cl\u00e9', '\u00ff\u00fe'])
      yield {
        ...json(object, `Idempotency-Key ${key.slice(0, 20)}`),
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
      };
    const key = `fuzz-${Math.floor(random() * 1e9)}`;
    for (const [body, what] of [
      [object, 'plausible body'],
      [{ ...object, [Object.keys(object)[0] ?? 'x']: randomString(8) }, 'another body'],
    ] as const)
      yield { ...json(body, `Idempotency-Key reused: ${what}`), headers: { 'content-type': 'application/json', 'idempotency-key': key } };
  }
}

/** Requests the edge must answer: unserved methods, malformed cookies and paths (finding 5). */
function* edgeProbes(paths: string[], doc: OpenApi, ids: Record<string, string>): Generator<Probe> {
  for (const path of paths) {
    const served = Object.keys(doc.paths[path] ?? {}).map((m) => m.toUpperCase());
    const target = fill(path, ids);
    for (const method of ['TRACE', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND']) {
      if (!served.includes(method)) yield { method, target, what: `unserved ${method}` };
    }
    yield { method: 'GET', target, headers: { cookie: 'alma_session=%' }, what: 'cookie alma_session=%' };
    yield { method: 'GET', target, headers: { cookie: 'alma_session=%E0%A4%A; NEXT_LOCALE=%' }, what: 'cookies with bad encodings' };
    yield { method: 'GET', target, headers: { cookie: `alma_session=${'x'.repeat(4000)}` }, what: 'cookie 4 KB' };
    yield { method: 'GET', target, headers: { authorization: 'Bearer %00' }, what: 'bearer %00' };
    yield { method: 'GET', target, headers: { authorization: `Bearer ${'x'.repeat(5000)}` }, what: 'bearer 5 KB' };
    yield { method: 'GET', target, headers: { 'accept-language': `${'x'.repeat(2000)};q=NaN,*;q=-1` }, what: 'odd accept-language' };
  }
}

const SESSION_ENDING = new Set(['/api/login', '/api/signup', '/api/logout']);

const MALFORMED_PATHS = [
  '/v1/properties/%c0%af',
  '/v1/%c0',
  '/api/%',
  '/v1/properties/%zz/quote',
  '/v1/account/trips/%00',
  '/v1//properties',
  '/v1/properties/1/../../api/login',
];

// ——— sessions and sample ids ———

async function login(base: URL, email: string): Promise<string | null> {
  const res = await send(base, {
    method: 'POST',
    target: '/api/login',
    headers: { 'content-type': 'application/json', origin: base.origin },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    what: 'login',
  });
  if (res.status !== 200) {
    console.warn(`[fuzz] login as ${email} answered ${res.status}: ${res.body.slice(0, 200)}`);
    return null;
  }
  return (JSON.parse(res.body) as { token: string }).token;
}

async function getJson(base: URL, target: string, token?: string): Promise<unknown> {
  const res = await send(base, { method: 'GET', target, headers: token ? { authorization: `Bearer ${token}` } : {}, what: 'sample' });
  try {
    return JSON.parse(res.body);
  } catch {
    return null;
  }
}

const firstOf = (body: unknown, key: string): string | undefined => {
  const data = (body as { data?: unknown } | null)?.data;
  const item = Array.isArray(data) ? data[0] : undefined;
  const value = (item as Record<string, unknown> | undefined)?.[key];
  return value === undefined ? undefined : String(value);
};

async function sampleIds(base: URL, token: string | null): Promise<Record<string, string>> {
  const ids: Record<string, string> = { id: '1', slug: 'x', itemId: '1', travelerId: '1' };
  const property = firstOf(await getJson(base, '/v1/properties?per_page=1'), 'id');
  if (property) ids.id = property;
  const experience = firstOf(await getJson(base, '/v1/experiences?per_page=1'), 'slug');
  if (experience) ids.slug = experience;
  if (token) {
    const trip = firstOf(await getJson(base, '/v1/account/trips', token), 'id');
    if (trip) {
      ids.tripId = trip;
      const detail = (await getJson(base, `/v1/account/trips/${trip}`, token)) as {
        data?: { travelers?: { id: number }[]; itinerary?: { id: number }[] };
      } | null;
      const traveler = detail?.data?.travelers?.[0]?.id;
      const item = detail?.data?.itinerary?.[0]?.id;
      if (traveler) ids.travelerId = String(traveler);
      if (item) ids.itemId = String(item);
    }
  }
  return ids;
}

// ——— the run ———

interface Failure {
  method: string;
  target: string;
  status: number;
  what: string;
  as: string;
  detail: string;
}

/** Owner operations fuzzed with the demo owner's session too (issue 32: a night's own price, the calendar of every villa). */
const OWNER_FUZZED = new Set(['/v1/owner/properties/{id}/nightly-prices', '/v1/owner/calendar']);

async function fuzz(baseUrl: string): Promise<number> {
  const base = new URL(baseUrl);
  if (!['localhost', '127.0.0.1', '[::1]'].includes(base.hostname)) throw new Error(`fuzz: ${baseUrl} is not a loopback address`);
  const started = Date.now();
  const doc = (await getJson(base, '/v1/openapi.json')) as OpenApi;
  const paths = Object.keys(doc.paths).sort();
  const userToken = await login(base, 'user@almavillas.test');
  const conciergeToken = await login(base, 'concierge@almavillas.test');
  // The reviews (issue 32): the owner's list and reply as the demo owner, a real review id for the desk's and the owner's writes.
  const ownerToken = await login(base, 'owner@almavillas.test');
  const ids = await sampleIds(base, userToken);
  const reviewId =
    (conciergeToken && firstOf(await getJson(base, '/v1/concierge/reviews', conciergeToken), 'id')) ||
    (ownerToken && firstOf(await getJson(base, '/v1/owner/reviews', ownerToken), 'id'));

  const callers: { as: string; headers: (path: string) => Record<string, string> | null }[] = [
    { as: 'visitor', headers: () => ({}) },
    { as: 'user', headers: () => (userToken ? { authorization: `Bearer ${userToken}` } : null) },
    {
      as: 'user (cookie)',
      headers: (p) => (userToken && p.startsWith('/v1/account') ? { cookie: `alma_session=${userToken}`, origin: base.origin } : null),
    },
    {
      as: 'concierge',
      headers: (p) => (conciergeToken && p.startsWith('/v1/concierge') ? { authorization: `Bearer ${conciergeToken}` } : null),
    },
    {
      // The demo owner, on the owner's reviews and the owner operations listed in OWNER_FUZZED (the guest gets 403 there before any body is read).
      as: 'owner',
      headers: (p) =>
        ownerToken && (p.startsWith('/v1/owner/reviews') || OWNER_FUZZED.has(p)) ? { authorization: `Bearer ${ownerToken}` } : null,
    },
  ];

  const queue: { probe: Probe; as: string }[] = [];
  // Logout last: it would end the fuzz's sessions.
  const ordered = [...paths.filter((p) => p !== '/api/logout'), '/api/logout'];
  for (const caller of callers) {
    for (const path of ordered) {
      const extra = caller.headers(path);
      if (!extra) continue;
      const pathIds =
        path.startsWith('/v1/account/trips') && ids.tripId
          ? { ...ids, id: ids.tripId }
          : /^\/v1\/(concierge|owner)\/reviews\//.test(path) && reviewId
            ? { ...ids, id: reviewId }
            : ids;
      for (const [method, op] of Object.entries(doc.paths[path] ?? {})) {
        // Logging in, signing up or out with a session ends that session (it rotates): visitors only.
        if (caller.as !== 'visitor' && SESSION_ENDING.has(path)) continue;
        for (const probe of probesFor(path, method, op, pathIds))
          queue.push({ probe: { ...probe, headers: { ...probe.headers, ...extra } }, as: caller.as });
      }
    }
  }
  for (const probe of edgeProbes(paths, doc, ids)) queue.push({ probe, as: 'visitor' });
  for (const raw of MALFORMED_PATHS) queue.push({ probe: { method: 'GET', target: raw, what: `malformed path ${raw}` }, as: 'visitor' });
  if (userToken)
    for (const path of paths.filter((p) => p.startsWith('/v1/account')))
      for (const probe of edgeProbes([path], doc, { ...ids, id: ids.tripId ?? ids.id ?? '1' })) {
        if (probe.headers?.cookie || probe.headers?.authorization) continue;
        queue.push({ probe: { ...probe, headers: { ...probe.headers, authorization: `Bearer ${userToken}` } }, as: 'user' });
      }

  // Bounded: a deterministic sample when the plan is larger than the budget.
  let plan = queue;
  if (plan.length > MAX_REQUESTS) {
    const keep = new Set<number>();
    while (keep.size < MAX_REQUESTS) keep.add(Math.floor(random() * plan.length));
    plan = plan.filter((_, i) => keep.has(i));
  }

  const failures: Failure[] = [];
  const badBodies: Failure[] = [];
  const statuses = new Map<number, number>();
  const byCaller = new Map<string, Map<number, number>>();
  let sent = 0;
  let next = 0;
  let timedOut = false;
  const worker = async () => {
    while (next < plan.length) {
      if (Date.now() - started > SECONDS * 1000) {
        timedOut = true;
        return;
      }
      const { probe, as } = plan[next++] as { probe: Probe; as: string };
      sent += 1;
      let res: { status: number; type: string; body: string };
      try {
        res = await send(base, probe);
      } catch (err) {
        res = { status: 599, type: '', body: `network error: ${(err as Error).message}` };
      }
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (String(res.status) === process.env.FUZZ_LOG_STATUS)
        console.log(`  ${res.status} ${probe.method} ${probe.target.slice(0, 100)} (${as}; ${probe.what}) ${res.body.slice(0, 100)}`);
      const mine = byCaller.get(as) ?? new Map<number, number>();
      byCaller.set(as, mine.set(res.status, (mine.get(res.status) ?? 0) + 1));
      const failure = {
        method: probe.method,
        target: probe.target.slice(0, 120),
        status: res.status,
        what: probe.what,
        as,
        detail: res.body.slice(0, 160),
      };
      if (res.status >= 500) failures.push(failure);
      else if (res.status >= 400 && res.type.includes('json')) {
        let ok = false;
        try {
          const body = JSON.parse(res.body) as { error?: unknown; code?: unknown };
          ok = typeof body.error === 'string' && body.error !== '' && typeof body.code === 'string' && body.code !== '';
        } catch {
          ok = false;
        }
        if (!ok) badBodies.push(failure);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  agent.destroy();

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const tally = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  console.log(`[fuzz] ${paths.length} paths, ${plan.length} planned (of ${queue.length}), seed ${SEED}`);
  console.log(`[fuzz] requests: ${sent}, 5xx: ${failures.length}, JSON errors without {error, code}: ${badBodies.length}, in ${seconds} s`);
  console.log(`[fuzz] statuses: ${tally}`);
  for (const [as, map] of byCaller)
    console.log(
      `[fuzz]   as ${as}: ${[...map.entries()]
        .sort(([a], [b]) => a - b)
        .map(([st, n]) => `${st}×${n}`)
        .join(' ')}`,
    );
  for (const f of failures) console.log(`  5xx ${f.status} ${f.method} ${f.target}  (${f.as}; ${f.what}) ${f.detail.replace(/\s+/g, ' ')}`);
  for (const f of badBodies)
    console.log(`  bad error body ${f.status} ${f.method} ${f.target}  (${f.as}; ${f.what}) ${f.detail.replace(/\s+/g, ' ')}`);
  if (timedOut) console.log(`[fuzz] stopped at the ${SECONDS} s budget`);
  return failures.length + badBodies.length;
}

async function main() {
  if (process.env.BASE_URL) {
    process.exitCode = (await fuzz(process.env.BASE_URL)) > 0 ? 1 : 0;
    return;
  }
  ensureBuild();
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, 'alma_fuzz') : null;
  const env: Record<string, string> = scratch
    ? { DATABASE_URL: scratch.url, MEDIA_DIR: '.data/e2e/media' }
    : { PGLITE_DIR: '.data/fuzz/pglite', MEDIA_DIR: '.data/e2e/media' };
  let server: Awaited<ReturnType<typeof startBuiltServer>> | undefined;
  try {
    prepareDemoDatabase(env);
    server = await startBuiltServer({
      port: PORT,
      env: { ...env, SITE_URL: `http://localhost:${PORT}`, OUTBOX_PAGE: '1', RATE_LIMIT_MULTIPLIER: '100' },
    });
    console.log(`[fuzz] ${scratch ? 'PostgreSQL' : 'PGlite'} server at ${server.url}`);
    const problems = await fuzz(server.url);
    if (problems > 0) console.log(`[fuzz] the server's last lines:\n${server.output().split('\n').slice(-40).join('\n')}`);
    process.exitCode = problems > 0 ? 1 : 0;
  } finally {
    await server?.stop();
    await scratch?.drop();
  }
}

await main();
