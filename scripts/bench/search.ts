/**
 * DESIGN §8: search over 10,000 properties with an availability filter, p95 < 25 ms in the
 * service. Seeds a scratch database with set-based SQL (10,000 villas, 50,000 pictures, 30,000
 * seasonal rates, ~200,000 occupancies from reservations and blocks), then times
 * searchProperties() for typical queries and prints p50/p95. Prints figures; asserts nothing.
 *
 *   npm run bench:search                       in-memory PGlite
 *   BENCH_DATABASE_URL=postgres://… npm run bench:search      a fresh database on that server
 *   (DATABASE_URL works too), dropped afterwards
 *   npm run bench:search -- --explain          also EXPLAIN ANALYZE the main queries
 *   npm run bench:search -- --runs=300
 *   npm run bench:search -- --keep           on PostgreSQL: keep the scratch database (psql into it)
 */
import { visitorContext } from '../../src/server/access/context';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { SearchQueryInput } from '../../src/server/catalog/search.schema';
import { searchMetaSql, searchPageSql, searchProperties } from '../../src/server/catalog/search.service';
import { type Database, openDatabase } from '../../src/server/db/open';

const args = process.argv.slice(2);
const EXPLAIN = args.includes('--explain');
const KEEP = args.includes('--keep');
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 200);
const WARMUP = 20;
const PROPERTIES = 10_000;
const OCCUPANCY_SLOTS = 20; // per property: ~200,000 occupancies

async function scratchDatabase(): Promise<{ db: Database; label: string; drop(): Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({});
    await db.migrate();
    return { db, label: 'PGlite (in memory)', drop: () => db.close() };
  }
  const name = `alma_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const version = (await admin.query('show server_version')).rows[0]?.server_version;
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString(), poolSize: 4 });
  await db.migrate();
  return {
    db,
    label: `PostgreSQL ${version} (scratch database ${name})`,
    async drop() {
      await db.close();
      if (KEEP) return console.log(`kept the scratch database ${name}`);
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/** Everything in a handful of INSERT … SELECT generate_series statements. */
async function seed(db: Database) {
  const run = (q: ReturnType<typeof sql>) => db.orm.execute(q);
  await run(sql`insert into countries (slug, name_en, name_es, tax_rate_bps, service_fee_bps, time_zone, position)
    select 'country-' || c, 'Country ' || c, 'País ' || c, 1600 + c * 100, 1000,
      (array['America/Santo_Domingo', 'America/Cancun', 'America/Puerto_Rico', 'Europe/Madrid'])[c], c
    from generate_series(1, 4) c`);
  await run(sql`insert into states (country_id, slug, name_en, name_es, tax_rate_bps, lat, lng, position)
    select 1 + (s - 1) / 5, 'state-' || s, 'State ' || s, 'Estado ' || s, case when s % 2 = 0 then 1500 end,
      15 + (s % 5) * 2.5, -75 + ((s - 1) / 5) * 8 + (s % 5), s
    from generate_series(1, 20) s`);
  // Ten thousand villas: 95 % published, spread over the 20 states (so 2,500 per country).
  await run(sql`insert into properties (slug, status, name, description_en, description_es, short_description_en,
      short_description_es, our_be_like_en, our_be_like_es, highlight_en, highlight_es, is_reserve_collection, instant_book,
      in_offer, offer_tag_en, offer_tag_es, bedrooms, number_bathroom, maximum_capacity, country_id, state_id, lat, lng,
      address, base_price_cents, cleaning_fee_cents, security_deposit_cents, min_nights, amenities, position)
    select 'villa-' || i, (case when i % 20 = 0 then 'draft' else 'published' end)::property_status, 'Villa ' || i,
      'A villa by the sea.', 'Una villa junto al mar.', 'By the sea.', 'Junto al mar.', '["Sunrise swims"]', '["Baños al amanecer"]',
      case when i % 4 = 0 then 'Ocean front' end, case when i % 4 = 0 then 'Frente al mar' end,
      i % 7 = 0, i % 3 = 0, i % 8 = 0, case when i % 8 = 0 then '10% off' end, case when i % 8 = 0 then '10% menos' end,
      2 + i % 9, 2 + (i % 9) * 0.5, 4 + (i % 9) * 2, 1 + ((i - 1) % 20) / 5, 1 + (i - 1) % 20,
      15 + (((i - 1) % 20) % 5) * 2.5 + (i % 97) / 100.0, -75 + (((i - 1) % 20) / 5) * 8 + ((i - 1) % 20) % 5 + (i % 89) / 100.0,
      'Address ' || i, 45000 + (i * 7919) % 600000, 25000, 100000, 1 + i % 5,
      case i % 4
        when 0 then '["wifi","air_conditioning","private_pool","chef"]'::jsonb
        when 1 then '["wifi","air_conditioning","private_pool","ocean_view"]'::jsonb
        when 2 then '["wifi","air_conditioning","beach_access","gym"]'::jsonb
        else '["wifi","air_conditioning","private_pool","staff","tennis"]'::jsonb
      end,
      i % 500
    from generate_series(1, ${PROPERTIES}) i`);
  await run(sql`insert into property_images (property_id, position, caption_en, caption_es, original, medium, thumbnail, width, height)
    select p.id, k, 'Terrace', 'Terraza', '/media/p/' || p.id || '-' || k || '.webp', '/media/p/m.webp', '/media/p/t.webp', 1600, 1067
    from properties p cross join generate_series(0, 4) k`);
  // Seasons around today: one covering tonight for a third of the villas, two later on.
  await run(sql`insert into seasonal_rates (property_id, name_en, name_es, start_date, end_date, nightly_cents)
    select p.id, 'Season ' || k, 'Temporada ' || k, current_date + (k * 120 - 10 + p.id % 3 * 10), current_date + (k * 120 + 30), p.base_price_cents * (11 + k) / 10
    from properties p cross join generate_series(0, 2) k`);
  // Nights with their own price (decision 042): a fortnight from yesterday on for a tenth of the villas
  // (tonight's own price is the card's live price), 44,000 rows in all with the later ones below.
  await run(sql`insert into nightly_prices (property_id, night, nightly_cents)
    select p.id, current_date - 1 + k, p.base_price_cents * 3 / 2
    from properties p cross join generate_series(0, 13) k where p.id % 10 = 0`);
  await run(sql`insert into nightly_prices (property_id, night, nightly_cents)
    select p.id, current_date + 200 + k, p.base_price_cents * 2
    from properties p cross join generate_series(0, 2) k`);
  await run(
    sql`insert into users (email, password_hash, name) select 'guest' || u || '@bench.test', 'x', 'Guest ' || u from generate_series(1, 1000) u`,
  );
  // 20 stays per villa over the next year, one per 18-day slot (2-7 nights, never overlapping):
  // even slots are reservations, odd slots owner blocks.
  await run(sql`insert into reservations (confirmation_number, user_id, property_id, check_in, check_out, guests, status, lead_guest_last_name)
    select 'B' || lpad((p.id * ${OCCUPANCY_SLOTS} + k)::text, 9, '0'), 1 + (p.id + k) % 1000, p.id,
      current_date + k * 18 + (p.id * 7 + k) % 9, current_date + k * 18 + (p.id * 7 + k) % 9 + 2 + (p.id + k) % 6,
      2, (case when k % 4 = 0 then 'requested' else 'confirmed' end)::reservation_status, 'Guest'
    from properties p cross join generate_series(0, ${OCCUPANCY_SLOTS - 1}) k where k % 2 = 0`);
  await run(sql`insert into occupancies (property_id, check_in, check_out, reservation_id)
    select property_id, check_in, check_out, id from reservations`);
  await run(sql`insert into calendar_blocks (property_id, start_date, end_date, reason)
    select p.id, current_date + k * 18 + (p.id * 7 + k) % 9, current_date + k * 18 + (p.id * 7 + k) % 9 + 2 + (p.id + k) % 6, 'owner'
    from properties p cross join generate_series(0, ${OCCUPANCY_SLOTS - 1}) k where k % 2 = 1`);
  await run(sql`insert into occupancies (property_id, check_in, check_out, block_id)
    select property_id, start_date, end_date, id from calendar_blocks`);
  // As autovacuum leaves a table in service: statistics, and pages marked all-visible (which opens
  // index-only scans to the planner and changes its choices: docs/performance-search.md).
  await run(sql`vacuum analyze`);
}

function isoIn(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const QUERIES: [string, SearchQueryInput][] = [
  ['destination + dates + guests', { destination: 'country-1', check_in: isoIn(30), check_out: isoIn(37), guests: 6 }],
  [
    '  + price range + bedrooms',
    { destination: 'country-1', check_in: isoIn(30), check_out: isoIn(37), guests: 6, price_min: 1000, price_max: 4000, bedrooms: 4 },
  ],
  ['state + dates, price ascending', { destination: 'state-3', check_in: isoIn(60), check_out: isoIn(64), sort: 'price_asc' }],
  ['map bounds (no dates)', { bounds: { south: 15, west: -75, north: 18, east: -71 } }],
  ['map bounds + dates', { bounds: { south: 15, west: -75, north: 18, east: -71 }, check_in: isoIn(90), check_out: isoIn(97) }],
  ['no dates (destination only)', { destination: 'country-2' }],
  ['everything, dates, page 5', { check_in: isoIn(120), check_out: isoIn(127), page: 5 }],
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function explain(db: Database, label: string, query: ReturnType<typeof sql>) {
  const result = (await db.orm.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as { rows: Record<string, string>[] };
  console.log(`\n--- EXPLAIN ANALYZE: ${label}`);
  for (const row of result.rows) console.log(Object.values(row)[0]);
}

const { db, label, drop } = await scratchDatabase();
try {
  console.log(`database: ${label}`);
  const seeding = performance.now();
  await seed(db);
  const counts = (await db.orm.execute(
    sql`select (select count(*) from properties)::int as properties, (select count(*) from occupancies)::int as occupancies,
      (select count(*) from reservations)::int as reservations, (select count(*) from calendar_blocks)::int as blocks,
      (select count(*) from property_images)::int as images, (select count(*) from seasonal_rates)::int as rates`,
  )) as unknown as { rows: Record<string, number>[] };
  console.log(`seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s:`, counts.rows[0]);
  console.log(`\n${'query'.padEnd(36)} ${'total'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
  for (const [name, query] of QUERIES) {
    let total = 0;
    for (let i = 0; i < WARMUP; i++) total = (await searchProperties(visitorContext(db.orm), query)).total;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await searchProperties(visitorContext(db.orm), query);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const fmt = (n: number) => n.toFixed(2).padStart(8);
    console.log(
      `${name.padEnd(36)} ${String(total).padStart(6)} ${fmt(percentile(times, 50))} ${fmt(percentile(times, 95))} ${fmt(times.at(-1) ?? 0)}`,
    );
  }
  console.log(
    `(${RUNS} runs each after ${WARMUP} warm-up runs; one call = page query (with pictures and seasons) + count/bounds/amenities query, at once)`,
  );
  const load = os.loadavg().map((n) => n.toFixed(1));
  console.log(`machine: ${os.cpus().length} cores, load average ${load.join(' ')} (figures grow with other work on the machine)`);
  if (EXPLAIN) {
    const [, main] = QUERIES[0] as [string, SearchQueryInput];
    await explain(db, 'page query, destination + dates + guests', searchPageSql(main));
    await explain(db, 'count/bounds query, destination + dates + guests', searchMetaSql(main));
    const [, bounds] = QUERIES[3] as [string, SearchQueryInput];
    await explain(db, 'page query, map bounds', searchPageSql(bounds));
    const [, everything] = QUERIES[6] as [string, SearchQueryInput];
    await explain(db, 'page query, everything with dates, page 5', searchPageSql(everything));
    await explain(db, 'count/bounds query, everything with dates', searchMetaSql(everything));
  }
} finally {
  await drop();
}
