import { describe, expect, it } from 'vitest';
import { applyBps, computeQuote, effectiveBps, minNightsFor, nightlyRates, quoteSignature, stayNights } from './quote';

const base = { cleaningFeeCents: 0, serviceFeeBps: 0, taxBps: 0, securityDepositCents: 0, currency: 'USD' };

describe('nightlyRates', () => {
  const season = { startDate: '2026-12-20', endDate: '2027-01-04', nightlyCents: 160_000 };

  it('charges each night at the seasonal rate covering it, else the base price', () => {
    const nights = nightlyRates('2026-12-18', '2026-12-22', 100_000, [season]);
    expect(nights).toEqual([
      { date: '2026-12-18', cents: 100_000 },
      { date: '2026-12-19', cents: 100_000 },
      { date: '2026-12-20', cents: 160_000 },
      { date: '2026-12-21', cents: 160_000 },
    ]);
  });

  it('treats a rate end date as exclusive, and a stay spanning the whole season and beyond', () => {
    const nights = nightlyRates('2027-01-02', '2027-01-06', 100_000, [season]);
    expect(nights.map((n) => n.cents)).toEqual([160_000, 160_000, 100_000, 100_000]);
    expect(nightlyRates('2026-12-19', '2027-01-05', 1, [season]).filter((n) => n.cents === 160_000)).toHaveLength(15);
  });

  it('lets the latest-starting rate win where rates overlap', () => {
    const special = { startDate: '2026-12-24', endDate: '2026-12-26', nightlyCents: 250_000 };
    const nights = nightlyRates('2026-12-23', '2026-12-27', 100_000, [special, season]);
    expect(nights.map((n) => n.cents)).toEqual([160_000, 250_000, 250_000, 160_000]);
  });

  it('lets a night’s own price win over its season and the base price, only on its own night', () => {
    const own = [
      { night: '2026-12-31', nightlyCents: 400_000 },
      { night: '2027-01-05', nightlyCents: 90_000 },
    ];
    const nights = nightlyRates('2026-12-30', '2027-01-06', 100_000, [season], own);
    expect(nights.map((n) => n.cents)).toEqual([160_000, 400_000, 160_000, 160_000, 160_000, 100_000, 90_000]);
    // Outside the stay, an own price changes nothing.
    expect(nightlyRates('2027-01-10', '2027-01-12', 100_000, [season], own).map((n) => n.cents)).toEqual([100_000, 100_000]);
  });

  it('counts nights across month and year ends and leap days', () => {
    expect(stayNights('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29']);
    expect(stayNights('2026-12-31', '2027-01-01')).toEqual(['2026-12-31']);
    expect(stayNights('2026-05-01', '2026-05-01')).toEqual([]);
  });
});

describe('computeQuote', () => {
  it('adds cleaning, the service fee on nights + cleaning and taxes on all three', () => {
    const q = computeQuote({
      ...base,
      nights: [
        { date: '2026-06-01', cents: 100_000 },
        { date: '2026-06-02', cents: 120_000 },
      ],
      cleaningFeeCents: 30_000,
      serviceFeeBps: 1000,
      taxBps: 1800,
      securityDepositCents: 500_000,
    });
    expect(q.nightsTotalCents).toBe(220_000);
    expect(q.serviceFeeCents).toBe(25_000);
    expect(q.taxesCents).toBe(49_500); // 18 % of 275 000
    expect(q.totalCents).toBe(220_000 + 30_000 + 25_000 + 49_500);
    expect(q.securityDepositCents).toBe(500_000);
    expect(q.averageNightlyCents).toBe(110_000);
  });

  it('rounds each line half up to the cent once, and the lines add up to the total', () => {
    // 12.5 % of 1 001 cents = 125.125 → 125; 12.5 % of 1 003 = 125.375 → 125; of 1 004 = 125.5 → 126.
    expect(applyBps(1001, 1250)).toBe(125);
    expect(applyBps(1004, 1250)).toBe(126);
    expect(applyBps(1, 5000)).toBe(1); // 0.5 cent rounds up
    expect(applyBps(1, 4999)).toBe(0);
    const q = computeQuote({ ...base, nights: [{ date: '2026-06-01', cents: 33_333 }], serviceFeeBps: 1250, taxBps: 725 });
    expect(q.serviceFeeCents).toBe(4167); // 4166.625
    expect(q.taxesCents).toBe(2719); // 7.25 % of 37 500 = 2718.75
    expect(q.totalCents).toBe(q.nightsTotalCents + q.cleaningFeeCents + q.serviceFeeCents + q.taxesCents);
    const avg = computeQuote({ ...base, nights: [1, 2, 2].map((c, i) => ({ date: `2026-06-0${i + 1}`, cents: c })) });
    expect(avg.averageNightlyCents).toBe(2); // 5 / 3 = 1.67
  });

  it('handles zero rates, zero nights and free nights', () => {
    const q = computeQuote({ ...base, nights: [{ date: '2026-06-01', cents: 0 }] });
    expect(q).toMatchObject({ nightsTotalCents: 0, serviceFeeCents: 0, taxesCents: 0, totalCents: 0, averageNightlyCents: 0 });
    expect(computeQuote({ ...base, nights: [], cleaningFeeCents: 10_000, taxBps: 1000 }).totalCents).toBe(11_000);
  });

  it('stays exact at the largest amounts (60 nights at $100 000, 100 % rates)', () => {
    const nights = Array.from({ length: 60 }, (_, i) => ({ date: `n${i}`, cents: 10_000_000 }));
    const q = computeQuote({ ...base, nights, cleaningFeeCents: 2_147_483_647, serviceFeeBps: 10_000, taxBps: 10_000 });
    const sub = 600_000_000 + 2_147_483_647;
    expect(q.serviceFeeCents).toBe(sub);
    expect(q.taxesCents).toBe(2 * sub);
    expect(q.totalCents).toBe(4 * sub);
  });

  it('refuses negative or fractional cents instead of quoting nonsense', () => {
    expect(() => computeQuote({ ...base, nights: [{ date: 'x', cents: -1 }] })).toThrow(RangeError);
    expect(() => computeQuote({ ...base, nights: [{ date: 'x', cents: 1.5 }] })).toThrow(RangeError);
  });
});

describe('rates and signatures', () => {
  it('uses the state rate when set, else the country rate (a 0 % state rate is a rate)', () => {
    expect(effectiveBps(null, 1800)).toBe(1800);
    expect(effectiveBps(1600, 1800)).toBe(1600);
    expect(effectiveBps(0, 1800)).toBe(0);
  });

  it('signs property, dates, guests and amounts: same quote, same signature; any change, another', () => {
    const stay = { propertyId: 7, checkIn: '2026-06-01', checkOut: '2026-06-02', guests: 4 };
    const quote = computeQuote({ ...base, nights: [{ date: '2026-06-01', cents: 100_000 }], taxBps: 1000 });
    const sig = quoteSignature(stay, quote);
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(quoteSignature({ ...stay }, computeQuote({ ...base, nights: [{ date: '2026-06-01', cents: 100_000 }], taxBps: 1000 }))).toBe(
      sig,
    );
    expect(quoteSignature({ ...stay, guests: 5 }, quote)).not.toBe(sig);
    expect(quoteSignature(stay, { ...quote, taxesCents: quote.taxesCents + 1 })).not.toBe(sig);
  });
});

describe('minNightsFor', () => {
  const seasons = [
    { startDate: '2027-12-15', endDate: '2028-01-05', nightlyCents: 200_000, minNights: 7 },
    { startDate: '2028-01-05', endDate: '2028-02-01', nightlyCents: 150_000, minNights: null },
  ];
  it('takes the minimum stay of the season of the arrival night', () => {
    expect(minNightsFor('2027-12-15', 3, seasons)).toBe(7);
    expect(minNightsFor('2028-01-04', 3, seasons)).toBe(7);
  });
  it('falls back to the villa’s own when the season sets none, or no season covers the arrival', () => {
    expect(minNightsFor('2028-01-05', 3, seasons)).toBe(3);
    expect(minNightsFor('2027-12-14', 3, seasons)).toBe(3);
    expect(minNightsFor('2027-12-14', 3, [])).toBe(3);
  });
});
