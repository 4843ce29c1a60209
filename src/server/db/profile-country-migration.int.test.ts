import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, MIGRATIONS_DIR, openDatabase } from './open';

/**
 * Migration 0015 (decision 029) on a database that still has users.country_id: every saved country
 * comes over as its ISO code, or the migration stops. PGlite only: it replays the migrations
 * folder cut before 0015, which needs the database to start empty.
 */
const BEFORE = '0015_profile_country_iso';
let db: Database | undefined;
let dir: string | undefined;

afterEach(async () => {
  await db?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  db = undefined;
  dir = undefined;
});

/** A PGlite database migrated up to, not including, 0015. */
async function databaseBefore0015() {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((e) => e.tag === BEFORE);
  expect(cut).toBeGreaterThan(0);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-mig-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const entries = journal.entries.slice(0, cut);
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  db = await openDatabase({});
  await migrate(db.orm as never, { migrationsFolder: dir });
  return db;
}

type Row = Record<string, unknown>;
const q = async (d: Database, query: ReturnType<typeof sql>) => (await d.orm.execute(query)) as unknown as { rows: Row[] };

describe('migration 0015: the profile country becomes an ISO code', () => {
  it('carries each user’s destination country over as its ISO code, and gives our destinations theirs', async () => {
    const d = await databaseBefore0015();
    await q(
      d,
      sql`insert into countries (slug, name_en, name_es, time_zone) values
        ('dominican-republic', 'Dominican Republic', 'República Dominicana', 'America/Santo_Domingo'),
        ('mexico', 'Mexico', 'México', 'America/Mexico_City'),
        ('turks-and-caicos', 'Turks and Caicos', 'Islas Turcas y Caicos', 'America/Grand_Turk')`,
    );
    await q(
      d,
      sql`insert into users (email, password_hash, country_id) values
        ('do@example.test', 'x', (select id from countries where slug = 'dominican-republic')),
        ('mx@example.test', 'x', (select id from countries where slug = 'mexico')),
        ('none@example.test', 'x', null)`,
    );
    await d.migrate();
    const people = await q(d, sql`select email, country_code from users order by email`);
    expect(people.rows).toEqual([
      { email: 'do@example.test', country_code: 'DO' },
      { email: 'mx@example.test', country_code: 'MX' },
      { email: 'none@example.test', country_code: null },
    ]);
    const places = await q(d, sql`select slug, iso_code from countries order by slug`);
    expect(places.rows).toEqual([
      { slug: 'dominican-republic', iso_code: 'DO' },
      { slug: 'mexico', iso_code: 'MX' },
      { slug: 'turks-and-caicos', iso_code: 'TC' },
    ]);
    const column = await q(d, sql`select 1 from information_schema.columns where table_name = 'users' and column_name = 'country_id'`);
    expect(column.rows).toEqual([]);
  });

  it('stops, changing nothing, when a saved country has no known ISO code', async () => {
    const d = await databaseBefore0015();
    await q(d, sql`insert into countries (slug, name_en, name_es, time_zone) values ('atlantis', 'Atlantis', 'Atlántida', 'UTC')`);
    await q(d, sql`insert into users (email, password_hash, country_id) values ('a@example.test', 'x', (select id from countries))`);
    const failure = await d.migrate().then(
      () => null,
      (err: Error & { cause?: Error }) => `${err.message} ${err.cause?.message ?? ''}`,
    );
    expect(failure).toContain('profile countries without an ISO code: atlantis');
    const kept = await q(d, sql`select country_id is not null as kept from users`);
    expect(kept.rows).toEqual([{ kept: true }]);
  });
});
