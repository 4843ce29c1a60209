/**
 * DESIGN §8: 200 concurrent bookings of the same nights — exactly one succeeds, no 5xx. Fires them
 * over HTTP at a running server (the whole stack: proxy-less route handler, zod, quote, the
 * database's exclusion constraint) and prints the tally of answers and their latency. Prints
 * figures; asserts nothing (exit code 1 only when the rule is broken, so CI-like use can see it).
 *
 *   npm run demo   (or any running build), then, in another terminal:
 *   BASE_URL=http://localhost:3000 npm run bench:bookings
 *   BASE_URL=… npm run bench:bookings -- --concurrency=500
 *
 * It signs up one fresh account (bookings by one guest race exactly like bookings by many: the
 * nights are what collide), finds an instant-book villa free for a random week 3–6 years ahead,
 * quotes it, then sends every request at once, each without an Idempotency-Key.
 */
const BASE = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const args = process.argv.slice(2);
const CONCURRENCY = Number(args.find((a) => a.startsWith('--concurrency='))?.slice(14) ?? 200);

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function json(res: Response) {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return { raw: text.slice(0, 200) };
  }
}

async function main() {
  const email = `bench-${Date.now()}@example.test`;
  const password = 'Bench-Bookings-2026';
  const signup = await fetch(`${BASE}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, password_confirmation: password }),
  });
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}: ${JSON.stringify(await json(signup))}`);
  const { token } = (await json(signup)) as { token: string };

  let stay: { property_id: number; check_in: string; check_out: string; guests: number; quote_signature: string } | undefined;
  for (let attempt = 0; attempt < 10 && !stay; attempt++) {
    const start = 1100 + Math.floor(Math.random() * 1000);
    const week = { check_in: iso(start), check_out: iso(start + 7), guests: '2' };
    const search = await json(await fetch(`${BASE}/v1/properties?${new URLSearchParams({ ...week, instant_book: '1', per_page: '10' })}`));
    for (const villa of (search.data ?? []) as { id: number }[]) {
      const quote = await fetch(`${BASE}/v1/properties/${villa.id}/quote?${new URLSearchParams(week)}`);
      if (quote.status !== 200) continue;
      const { quote_signature } = (await json(quote)).data as { quote_signature: string };
      stay = { property_id: villa.id, check_in: week.check_in, check_out: week.check_out, guests: 2, quote_signature };
      break;
    }
  }
  if (!stay) throw new Error('no free instant-book villa found');

  const body = JSON.stringify({
    ...stay,
    lead_guest: { first_name: 'Bench', last_name: 'Mark', email, phone: '+1 809 555 0100' },
  });
  console.log(
    `[bench:bookings] ${CONCURRENCY} concurrent bookings of villa ${stay.property_id}, ${stay.check_in} → ${stay.check_out}, at ${BASE}`,
  );
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      const t0 = performance.now();
      try {
        const res = await fetch(`${BASE}/v1/reservations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body,
        });
        const payload = await json(res);
        return { label: `${res.status} ${payload.code ?? (res.status === 201 ? 'created' : '')}`.trim(), ms: performance.now() - t0 };
      } catch (err) {
        return { label: `network error ${(err as Error).message}`, ms: performance.now() - t0 };
      }
    }),
  );
  const wall = performance.now() - started;
  const tally: Record<string, number> = {};
  for (const a of answers) tally[a.label] = (tally[a.label] ?? 0) + 1;
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const pct = (p: number) => ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))]?.toFixed(0);
  console.log(`answers: ${JSON.stringify(tally)}`);
  console.log(`latency: p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${pct(100)} ms; all answered in ${wall.toFixed(0)} ms`);
  const created = tally['201 created'] ?? 0;
  const fiveHundreds = answers.filter((a) => a.label.startsWith('5') || a.label.startsWith('network')).length;
  const ok = created === 1 && fiveHundreds === 0 && (tally['409 dates_unavailable'] ?? 0) === CONCURRENCY - 1;
  console.log(ok ? 'rule holds: exactly one booking, every other answer 409 dates_unavailable, no 5xx' : 'RULE BROKEN');
  process.exitCode = ok ? 0 : 1;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
