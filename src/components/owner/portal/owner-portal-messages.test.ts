import { describe, expect, it } from 'vitest';
import { messageLeaves, sourceTexts } from '@/test/message-sources';
import en from '../../../../messages/en/ownerPortal.json';
import es from '../../../../messages/es/ownerPortal.json';
import { OWNER_RESERVATION_STATUSES } from '@/server/owners/reservations/owner-reservations.schema';

/**
 * The owner portal's messages (STYLE 8): the same keys in both languages, and none unused. A key
 * `a.b.c` is used when a source names it whole (`ownerPortal.a.b.c`), or names a prefix
 * (`ownerPortal.a.b`, through getTranslations) and quotes the rest (`'c'`). Groups read by value
 * (statuses, CSV columns, field sentences, table columns, movement kinds) are checked as sets.
 */
const SOURCES = ['components/owner/portal', 'app/[locale]/(owner)', 'server/owners'];
const BY_VALUE = [
  'status.',
  'reservationStatus.',
  'csv.',
  'fields.',
  'reservations.columns.',
  'overview.movements.arrival',
  'overview.movements.departure',
];

describe('owner portal messages', () => {
  it('has the same keys in English and Spanish', () => {
    expect(messageLeaves(es).sort()).toEqual(messageLeaves(en).sort());
  });

  it('uses every key', () => {
    const text = sourceTexts(SOURCES);
    const unused = messageLeaves(en).filter((key) => {
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
    expect(Object.keys(en.status).sort()).toEqual(['draft', 'published', 'returned', 'submitted']);
  });
});
