import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en/ownerPortal.json';
import es from '../../../../messages/es/ownerPortal.json';
import { OWNER_RESERVATION_STATUSES } from '@/server/owners/reservations/owner-reservations.schema';

/**
 * The owner portal's messages (STYLE 8): the same keys in both languages, and none unused. A key
 * `a.b.c` is used when a source names it whole (`ownerPortal.a.b.c`), or names a prefix
 * (`ownerPortal.a.b`, through getTranslations) and quotes the rest (`'c'`). Groups read by value
 * (statuses, CSV columns, field sentences, table columns, movement kinds) are checked as sets.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCES = ['components/owner/portal', 'app/[locale]/(broker)', 'server/owners'];
const BY_VALUE = [
  'status.',
  'reservationStatus.',
  'csv.',
  'fields.',
  'reservations.columns.',
  'overview.movements.arrival',
  'overview.movements.departure',
];

function files(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

const leaves = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' ? leaves(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('owner portal messages', () => {
  it('has the same keys in English and Spanish', () => {
    expect(leaves(es).sort()).toEqual(leaves(en).sort());
  });

  it('uses every key', () => {
    const text = SOURCES.flatMap((dir) => files(path.join(ROOT, dir))).map((f) => fs.readFileSync(f, 'utf8'));
    const unused = leaves(en).filter((key) => {
      if (BY_VALUE.some((p) => key.startsWith(p))) return false;
      const parts = key.split('.');
      return !text.some((src) => {
        if (src.includes(`ownerPortal.${key}`)) return true;
        for (let i = 1; i < parts.length; i++) {
          const prefix = parts.slice(0, i).join('.');
          const rest = parts.slice(i).join('.');
          if (src.includes(`'ownerPortal.${prefix}'`) && src.includes(`'${rest}'`)) return true;
        }
        return false;
      });
    });
    expect(unused).toEqual([]);
    expect(Object.keys(en.reservationStatus).sort()).toEqual([...OWNER_RESERVATION_STATUSES].sort());
    expect(Object.keys(en.status).sort()).toEqual(['draft', 'published']);
  });
});
