/**
 * Crash test on PostgreSQL (issue 12, "Robustness"): the production build on a fresh demo database
 * takes a burst of concurrent bookings (POST /v1/reservations by several logged-in guests,
 * overlapping and separate stays on a few villas), is killed with SIGKILL in the middle of it,
 * restarts, takes the rest of the burst, and then SQL checks that
 *   - every reservation has its account: a `nights` entry, and stay entries that add up to its
 *     total (src/server/ledger/stay-entries.ts), and every active one holds its nights (an occupancy);
 *   - no two active reservations (requested, awaiting payment, confirmed) overlap on a villa.
 * Prints what it counted; exits non-zero on a violation.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/x npm run test:crash
 *
 * It creates its own database on that server (alma_crash_…) and drops it at the end. CRASH_PORT
 * (default 3132) is the server's port, CRASH_BOOKINGS (default 200) the burst's size.
 */
import pg from 'pg';
import { type BuiltServer, createScratchDatabase, ensureBuild, prepareDemoDatabase, startBuiltServer } from '../support/built-server';

const PORT = Number(process.env.CRASH_PORT ?? 3132);
const BOOKINGS = Number(process.env.CRASH_BOOKINGS ?? 200);
const IN_FLIGHT = 24;
const GUESTS = 6;
const PASSWORD = 'Crash-Test-2026';

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Stay {
  property_id: number;
  check_in: string;
  check_out: string;
  guests: number;
  quote_signature: string;
}

async function api(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text);
  } catch {
    json = { raw: text.slice(0, 200) };
  }
  return { status: res.status, json };
}

/** Guests with sessions, and quoted stays: per villa, weeks that overlap each other and weeks apart. */
async function prepareBurst(base: string) {
  const tokens: string[] = [];
  for (let i = 0; i < GUESTS; i++) {
    const email = `crash-${i}-${Date.now()}@example.test`;
    const res = await api(base, 'POST', '/api/signup', { email, password: PASSWORD, password_confirmation: PASSWORD });
    if (res.status !== 201) throw new Error(`signup answered ${res.status}: ${JSON.stringify(res.json)}`);
    tokens.push(String(res.json.token));
  }
  const start = 1500;
  const window = { check_in: iso(start), check_out: iso(start + 50), guests: '2', per_page: '8' };
  const search = await api(base, 'GET', `/v1/properties?${new URLSearchParams(window)}`);
  const villas = ((search.json.data ?? []) as { id: number }[]).slice(0, 8).map((v) => v.id);
  if (villas.length < 2) throw new Error(`the search found ${villas.length} free villas`);
  const stays: Stay[] = [];
  // Offsets in days: overlapping stays ([0,7) [3,10) [7,14)…) and separate ones ([42,49)).
  const weeks = [
    [0, 7],
    [3, 10],
    [7, 14],
    [10, 17],
    [14, 21],
    [24, 31],
    [28, 35],
    [31, 38],
    [35, 42],
    [42, 49],
  ] as const;
  // Week by week across the villas, so that new stays keep arriving all through the burst.
  for (const [from, to] of weeks) {
    for (const property_id of villas) {
      const stay = { check_in: iso(start + from), check_out: iso(start + to), guests: '2' };
      const quote = await api(base, 'GET', `/v1/properties/${property_id}/quote?${new URLSearchParams(stay)}`);
      if (quote.status !== 200) continue;
      const signature = String((quote.json.data as { quote_signature: string }).quote_signature);
      stays.push({ property_id, check_in: stay.check_in, check_out: stay.check_out, guests: 2, quote_signature: signature });
    }
  }
  if (stays.length < 6) throw new Error(`only ${stays.length} stays could be quoted`);
  return { tokens, stays, villas };
}

async function check(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const count = async (query: string) => Number((await client.query<{ n: number }>(query)).rows[0]?.n ?? 0);
    const stats = {
      reservations: await count('select count(*)::int as n from reservations'),
      active: await count("select count(*)::int as n from reservations where status in ('requested', 'awaiting_payment', 'confirmed')"),
      charges: await count('select count(*)::int as n from ledger_entries'),
      // Violations:
      withoutNightsLine: await count(
        "select count(*)::int as n from reservations r where not exists (select 1 from ledger_entries c where c.reservation_id = r.id and c.kind = 'nights')",
      ),
      ledgerNotTotal: await count(
        `select count(*)::int as n from reservations r
         where r.total_cents <> coalesce((select sum(c.amount_cents) from ledger_entries c where c.reservation_id = r.id
           and c.kind in ('nights', 'cleaning', 'service_fee', 'tax')), 0)`,
      ),
      activeWithoutNights: await count(
        "select count(*)::int as n from reservations r where r.status in ('requested', 'awaiting_payment', 'confirmed') and not exists (select 1 from occupancies o where o.reservation_id = r.id)",
      ),
      overlappingPairs: await count(
        `select count(*)::int as n from reservations a join reservations b
           on a.property_id = b.property_id and a.id < b.id
          and daterange(a.check_in, a.check_out, '[)') && daterange(b.check_in, b.check_out, '[)')
         where a.status in ('requested', 'awaiting_payment', 'confirmed') and b.status in ('requested', 'awaiting_payment', 'confirmed')`,
      ),
    };
    return stats;
  } finally {
    await client.end();
  }
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error('test:crash needs DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres)');
    process.exit(2);
  }
  ensureBuild();
  const scratch = await createScratchDatabase(serverUrl, 'alma_crash');
  const env = { DATABASE_URL: scratch.url, MEDIA_DIR: '.data/e2e/media' };
  const serverEnv = { ...env, SITE_URL: `http://localhost:${PORT}`, RATE_LIMIT_MULTIPLIER: '100' };
  let server: BuiltServer | undefined;
  const started = Date.now();
  try {
    prepareDemoDatabase(env);
    const before = await check(scratch.url);
    server = await startBuiltServer({ port: PORT, env: serverEnv });
    const base = server.url;
    const { tokens, stays, villas } = await prepareBurst(base);
    console.log(`[crash] ${BOOKINGS} bookings by ${tokens.length} guests of ${stays.length} stays on villas ${villas.join(', ')}`);

    // Deterministic plan: booking i books stay i mod n as guest i mod g.
    const plan = Array.from({ length: BOOKINGS }, (_, i) => ({
      stay: stays[i % stays.length] as Stay,
      token: tokens[(i * 7) % tokens.length] as string,
    }));
    const tally = new Map<string, number>();
    const count = (label: string) => tally.set(label, (tally.get(label) ?? 0) + 1);
    const killAfter = Math.floor(BOOKINGS / 3);
    let answered = 0;
    let killed: Promise<void> | undefined;
    let next = 0;
    const book = async (item: (typeof plan)[number]) => {
      const body = {
        ...item.stay,
        lead_guest: { first_name: 'Crash', last_name: 'Test', email: 'crash@example.test', phone: '+1 809 555 0100' },
      };
      try {
        const res = await api(base, 'POST', '/v1/reservations', body, item.token);
        count(`${res.status}${res.json.code ? ` ${res.json.code}` : ''}`);
      } catch {
        count('no answer (killed)');
      }
      answered += 1;
      if (answered === killAfter && server) {
        console.log(`[crash] SIGKILL after ${answered} answers, ${next - answered} in flight`);
        killed = server.kill();
      }
    };
    const worker = async () => {
      while (next < plan.length && !killed) await book(plan[next++] as (typeof plan)[number]);
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await killed;
    const sentBeforeKill = next;

    server = await startBuiltServer({ port: PORT, env: serverEnv });
    console.log(`[crash] restarted; sending the other ${plan.length - sentBeforeKill} bookings`);
    const rest = plan.slice(sentBeforeKill);
    let r = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (r < rest.length) {
          const item = rest[r++] as (typeof plan)[number];
          const body = {
            ...item.stay,
            lead_guest: { first_name: 'Crash', last_name: 'Test', email: 'crash@example.test', phone: '+1 809 555 0100' },
          };
          try {
            const res = await api(server?.url ?? '', 'POST', '/v1/reservations', body, item.token);
            count(`after restart ${res.status}${res.json.code ? ` ${res.json.code}` : ''}`);
          } catch (err) {
            count(`after restart no answer: ${(err as Error).message}`);
          }
        }
      }),
    );
    await server.stop();
    server = undefined;

    const after = await check(scratch.url);
    console.log(`[crash] answers: ${[...tally.entries()].map(([k, n]) => `${k} ×${n}`).join(', ')}`);
    console.log(
      `[crash] reservations ${before.reservations} → ${after.reservations} (active ${after.active}), ledger entries ${before.charges} → ${after.charges}`,
    );
    const violations = {
      'reservations without a nights line': after.withoutNightsLine,
      'reservations whose booking lines do not add up to the total': after.ledgerNotTotal,
      'active reservations without their nights held': after.activeWithoutNights,
      'pairs of active reservations overlapping on a villa': after.overlappingPairs,
    };
    for (const [what, n] of Object.entries(violations)) console.log(`[crash] ${what}: ${n}`);
    const created = tally.get('201') ?? 0;
    const answered201 = [...tally.entries()].filter(([k]) => k.endsWith('201')).reduce((n, [, v]) => n + v, 0);
    console.log(`[crash] committed without an answer (in flight at the kill): ${after.reservations - before.reservations - answered201}`);
    if (created === 0) console.log('[crash] no booking succeeded before the kill: the burst proved nothing');
    const bad = Object.values(violations).some((n) => n > 0) || created === 0;
    console.log(`[crash] ${bad ? 'FAILED' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    process.exitCode = bad ? 1 : 0;
  } finally {
    await server?.stop();
    await scratch.drop();
  }
}

await main();
