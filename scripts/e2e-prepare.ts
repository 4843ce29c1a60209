/**
 * Prepares the e2e database (migrate + demo seed, on PGLITE_DIR or DATABASE_URL) and writes the
 * ids and slugs the route table needs to .data/e2e/samples.json, before the server starts
 * (PGlite admits one process at a time, so the tests cannot ask the database themselves).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/open';
import { loginThrottles } from '../src/server/db/schema/accounts';
import { reservations } from '../src/server/db/schema/booking';
import { countries, properties, states } from '../src/server/db/schema/catalog';
import { luxuryServices, pressArticles } from '../src/server/db/schema/content';

const SAMPLES_FILE = path.join('.data', 'e2e', 'samples.json');

execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db-seed.ts'], { stdio: 'inherit', env: process.env });

const db = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.PGLITE_DIR ?? '.data/pglite' });
const orm = db.orm;
const first = <T>(rows: T[], what: string): T => {
  const row = rows[0];
  if (!row) throw new Error(`the demo seed has no ${what}`);
  return row;
};
const property = first(
  await orm
    .select({ id: properties.id, slug: properties.slug })
    .from(properties)
    .where(eq(properties.status, 'published'))
    .orderBy(asc(properties.id))
    .limit(1),
  'published property',
);
const state = first(await orm.select({ slug: states.slug }).from(states).orderBy(asc(states.id)).limit(1), 'state');
const country = first(await orm.select({ slug: countries.slug }).from(countries).orderBy(asc(countries.id)).limit(1), 'country');
const press = first(
  await orm.select({ slug: pressArticles.slug }).from(pressArticles).orderBy(asc(pressArticles.id)).limit(1),
  'press article',
);
const service = first(
  await orm.select({ slug: luxuryServices.slug }).from(luxuryServices).orderBy(asc(luxuryServices.id)).limit(1),
  'luxury service',
);
const reservation = first(
  await orm
    .select({ id: reservations.id, confirmationNumber: reservations.confirmationNumber })
    .from(reservations)
    .orderBy(asc(reservations.id))
    .limit(1),
  'reservation',
);
// A run starts with no login delays left by an earlier run's failed logins (decision 013): the
// suite signs in from one address, and a pair's delays only grow within 24 hours.
await orm.delete(loginThrottles);
await db.close();

const samples = {
  id: String(property.id),
  slug: press.slug,
  property: { id: property.id, slug: property.slug },
  country: country.slug,
  state: state.slug,
  press: press.slug,
  luxuryService: service.slug,
  reservation,
};
fs.mkdirSync(path.dirname(SAMPLES_FILE), { recursive: true });
fs.writeFileSync(SAMPLES_FILE, JSON.stringify(samples, null, 2));
console.log(`e2e samples written to ${SAMPLES_FILE}`);
