import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The "one module writes money": outside src/server/ledger nothing inserts into
 * ledger_entries, payments or refunds, nor changes or removes a ledger entry, through Drizzle or
 * in SQL. Two exceptions: the demo seed's rebuild of its own trips (seed-ledgers.ts), and the
 * scale benchmark's generator (scripts/bench/scale.ts, issue 29), which writes five years of
 * ledgers in bulk (INSERT … SELECT) into a database of its own.
 */
const ROOTS = ['src', 'scripts'];
const SEED_REBUILD = path.join('src', 'server', 'seed', 'seed-ledgers.ts');
const SCALE_GENERATOR = path.join('scripts', 'bench', 'scale.ts');
const ALLOWED = [path.join('src', 'server', 'ledger') + path.sep, SEED_REBUILD, SCALE_GENERATOR];
const isTest = (file: string) => /\.(int\.)?test\.tsx?$/.test(file) || file.endsWith('.spec.ts');

const MONEY_WRITES: { what: string; pattern: RegExp }[] = [
  { what: 'a Drizzle insert into a money table', pattern: /\.insert\(\s*(?:\w+\.)?(?:ledgerEntries|payments|refunds)\b/ },
  { what: 'a Drizzle update or delete of ledger entries', pattern: /\.(?:update|delete)\(\s*(?:\w+\.)?ledgerEntries\b/ },
  {
    what: 'an SQL insert into a money table',
    pattern: /insert\s+into\s+(?:"?public"?\.)?"?(?:ledger_entries|payments|refunds)\b/i,
  },
  { what: 'an SQL update or delete of ledger entries', pattern: /(?:update|delete\s+from)\s+(?:"?public"?\.)?"?ledger_entries\b/i },
];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** The money writes in a file's text, as `line: what`. */
function moneyWritesIn(text: string): string[] {
  return text.split('\n').flatMap((line, i) => MONEY_WRITES.filter((w) => w.pattern.test(line)).map((w) => `${i + 1}: ${w.what}`));
}

describe('one module writes money', () => {
  it('the check recognises each kind of write (it is not vacuous)', () => {
    expect(moneyWritesIn('await tx.insert(ledgerEntries).values(x)')).toHaveLength(1);
    expect(moneyWritesIn('await orm.insert( schema.payments ).values(x)')).toHaveLength(1);
    expect(moneyWritesIn('  .insert(refunds)')).toHaveLength(1);
    expect(moneyWritesIn('await tx.update(ledgerEntries).set(x)')).toHaveLength(1);
    expect(moneyWritesIn('await tx.delete(ledgerEntries)')).toHaveLength(1);
    expect(moneyWritesIn('sql`INSERT INTO "ledger_entries" (kind) values (1)`')).toHaveLength(1);
    expect(moneyWritesIn('sql`insert into payments (amount_cents) values (1)`')).toHaveLength(1);
    expect(moneyWritesIn('sql`insert into public.refunds (amount_cents) values (1)`')).toHaveLength(1);
    expect(moneyWritesIn('sql`update ledger_entries set amount_cents = 0`')).toHaveLength(1);
    expect(moneyWritesIn('sql`delete from "ledger_entries"`')).toHaveLength(1);
    expect(moneyWritesIn('await tx.update(payments).set({ providerRef })')).toEqual([]);
    expect(moneyWritesIn('orm.select().from(ledgerEntries)')).toEqual([]);
    expect(moneyWritesIn('insert(paymentEvents)')).toEqual([]);
  });

  it('the exceptions are single files that do write money (none stale, no folder let through)', () => {
    const root = process.cwd();
    for (const file of [SEED_REBUILD, SCALE_GENERATOR]) {
      expect(fs.statSync(path.join(root, file)).isFile(), file).toBe(true);
      expect(moneyWritesIn(fs.readFileSync(path.join(root, file), 'utf8')).length, file).toBeGreaterThan(0);
    }
    // The generator's neighbours get no pass: a bulk write beside it would be an offender.
    const neighbours = sourceFiles(path.join(root, 'scripts', 'bench')).map((f) => path.relative(root, f));
    expect(neighbours).toContain(SCALE_GENERATOR);
    expect(neighbours.filter((f) => f !== SCALE_GENERATOR && ALLOWED.some((a) => f === a || f.startsWith(a)))).toEqual([]);
  });

  it('nothing outside src/server/ledger (and the demo seed’s rebuild, the scale generator) inserts into ledger_entries, payments or refunds', () => {
    const root = process.cwd();
    const offenders = ROOTS.flatMap((r) => sourceFiles(path.join(root, r)))
      .map((file) => path.relative(root, file))
      .filter((file) => !isTest(file) && !ALLOWED.some((allowed) => file === allowed || file.startsWith(allowed)))
      .flatMap((file) => moneyWritesIn(fs.readFileSync(path.join(root, file), 'utf8')).map((hit) => `${file}:${hit}`));
    expect(offenders, 'money is written outside src/server/ledger: go through postEntries, openPayment, refundToGuest…').toEqual([]);
  });
});
