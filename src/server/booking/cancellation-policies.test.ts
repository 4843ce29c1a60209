import { describe, expect, it } from 'vitest';
import { cancellationPolicy } from '@/server/db/schema/catalog';
import {
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_NAMES,
  daysBeforeArrival,
  isCancellationPolicyName,
  refundCentsFor,
  refundPercentFor,
  refundScheduleFor,
} from './cancellation-policies';

describe('cancellation policies', () => {
  it('names exactly the policies of the database enum, in its order', () => {
    expect([...CANCELLATION_POLICY_NAMES]).toEqual(cancellationPolicy.enumValues);
  });

  it('lists each policy’s tiers from the furthest from arrival down, with percents in 1–100', () => {
    for (const name of CANCELLATION_POLICY_NAMES) {
      const tiers = CANCELLATION_POLICIES[name];
      for (const [i, tier] of tiers.entries()) {
        expect(Number.isInteger(tier.minDaysBeforeArrival)).toBe(true);
        expect(tier.refundPercent).toBeGreaterThan(0);
        expect(tier.refundPercent).toBeLessThanOrEqual(100);
        const next = tiers[i + 1];
        if (next) {
          expect(next.minDaysBeforeArrival).toBeLessThan(tier.minDaysBeforeArrival);
          expect(next.refundPercent).toBeLessThan(tier.refundPercent);
        }
      }
    }
  });

  it.each([
    ['flexible', 365, 100],
    ['flexible', 7, 100],
    ['flexible', 6, 50],
    ['flexible', 1, 50],
    ['flexible', 0, 0],
    ['flexible', -3, 0],
    ['moderate', 30, 100],
    ['moderate', 29, 50],
    ['moderate', 14, 50],
    ['moderate', 13, 0],
    ['moderate', 0, 0],
    ['strict', 60, 50],
    ['strict', 59, 0],
    ['strict', 1, 0],
    ['non_refundable', 400, 0],
    ['non_refundable', 0, 0],
  ] as const)('%s, %i days before arrival, refunds %i %%', (policy, days, percent) => {
    expect(refundPercentFor(policy, days)).toBe(percent);
  });

  it('refunds integer cents, rounded down', () => {
    expect(refundCentsFor('flexible', 100_000, 10)).toBe(100_000);
    expect(refundCentsFor('flexible', 100_001, 3)).toBe(50_000);
    expect(refundCentsFor('moderate', 99, 20)).toBe(49);
    expect(refundCentsFor('strict', 1, 90)).toBe(0);
    expect(refundCentsFor('non_refundable', 250_000, 100)).toBe(0);
    expect(refundCentsFor('moderate', 0, 40)).toBe(0);
  });

  it('rejects fractional days and amounts that are not whole non-negative cents', () => {
    expect(() => refundPercentFor('flexible', 6.5)).toThrow(RangeError);
    expect(() => refundCentsFor('flexible', 10.5, 10)).toThrow(RangeError);
    expect(() => refundCentsFor('flexible', -1, 10)).toThrow(RangeError);
  });

  it('recognises policy names', () => {
    expect(isCancellationPolicyName('strict')).toBe(true);
    expect(isCancellationPolicyName('non-refundable')).toBe(false);
  });

  it('counts whole calendar days to arrival, across months and daylight-saving changes', () => {
    expect(daysBeforeArrival('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBeforeArrival('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBeforeArrival('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBeforeArrival('2026-05-10', '2026-05-10')).toBe(0);
    expect(daysBeforeArrival('2026-05-12', '2026-05-10')).toBe(-2);
    expect(() => daysBeforeArrival('2026-02-30', '2026-03-01')).toThrow(RangeError);
    expect(() => daysBeforeArrival('10/05/2026', '2026-05-10')).toThrow(RangeError);
  });

  it('describes each policy as consecutive day ranges that agree with refundPercentFor on every day', () => {
    for (const name of CANCELLATION_POLICY_NAMES) {
      const rows = refundScheduleFor(name);
      expect(rows.at(-1)).toMatchObject({ minDays: null, refundPercent: 0 });
      for (let days = -5; days <= 120; days++) {
        const row = rows.filter((r) => (r.minDays === null || days >= r.minDays) && (r.maxDays === null || days <= r.maxDays));
        expect(row, `${name} on day ${days}`).toHaveLength(1);
        expect(row[0]?.refundPercent).toBe(refundPercentFor(name, days));
      }
    }
    expect(refundScheduleFor('flexible')).toEqual([
      { minDays: 7, maxDays: null, refundPercent: 100 },
      { minDays: 1, maxDays: 6, refundPercent: 50 },
      { minDays: null, maxDays: 0, refundPercent: 0 },
    ]);
    expect(refundScheduleFor('non_refundable')).toEqual([{ minDays: null, maxDays: null, refundPercent: 0 }]);
  });
});
