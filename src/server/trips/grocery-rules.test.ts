import { describe, expect, it } from 'vitest';
import { estimateCents, groceryCutoff, groceryLock, lineTotalCents, normalCheckInTime } from './grocery-rules';
import { zonedInstant } from '../core/calendar';

describe('groceryCutoff', () => {
  it('is 72 hours before check-in time on arrival day in the villa’s zone (Santo Domingo, UTC−4 all year)', () => {
    // 15:00 in Santo Domingo on 5 March is 19:00 UTC; three days earlier is 2 March 19:00 UTC.
    const cutoff = groceryCutoff({ checkIn: '2027-03-05', checkInTime: '15:00', timeZone: 'America/Santo_Domingo' });
    expect(cutoff.toISOString()).toBe('2027-03-02T19:00:00.000Z');
  });

  it('follows the villa’s own check-in time and zone', () => {
    expect(groceryCutoff({ checkIn: '2027-01-10', checkInTime: '16:30', timeZone: 'America/Cancun' }).toISOString()).toBe(
      '2027-01-07T21:30:00.000Z',
    );
    expect(groceryCutoff({ checkIn: '2027-01-10', checkInTime: '14:00', timeZone: 'UTC' }).toISOString()).toBe('2027-01-07T14:00:00.000Z');
  });

  it('counts real hours across a daylight-saving change (New York springs forward on 14 March 2027)', () => {
    // 15:00 EDT (UTC−4) on 15 March is 19:00 UTC; 72 real hours earlier is 12 March 19:00 UTC (14:00 EST).
    expect(groceryCutoff({ checkIn: '2027-03-15', checkInTime: '15:00', timeZone: 'America/New_York' }).toISOString()).toBe(
      '2027-03-12T19:00:00.000Z',
    );
  });

  it('falls back to 15:00 for an unreadable check-in time', () => {
    expect(normalCheckInTime('3pm')).toBe('15:00');
    expect(normalCheckInTime('25:00')).toBe('15:00');
    expect(normalCheckInTime('9:05')).toBe('09:05');
    expect(normalCheckInTime('16:00:00')).toBe('16:00');
  });

  it('reads a wall time in a zone east of Greenwich too', () => {
    expect(zonedInstant('2027-07-01', '15:00', 'Europe/Madrid').toISOString()).toBe('2027-07-01T13:00:00.000Z');
  });
});

describe('groceryLock', () => {
  const cutoff = new Date('2027-03-02T19:00:00Z');
  it('is open for a requested or confirmed trip until the cut-off, and closed from that instant', () => {
    expect(groceryLock('confirmed', cutoff, new Date('2027-03-02T18:59:59Z'))).toBeNull();
    expect(groceryLock('requested', cutoff, new Date('2027-01-01T00:00:00Z'))).toBeNull();
    expect(groceryLock('confirmed', cutoff, cutoff)).toBe('deadline');
  });

  it('is closed for a trip that is no longer active, whatever the date', () => {
    for (const status of ['cancelled', 'declined', 'expired']) {
      expect(groceryLock(status, cutoff, new Date('2027-01-01T00:00:00Z'))).toBe('status');
    }
  });

  it('is final once the concierge bought it, before the cut-off too', () => {
    expect(groceryLock('confirmed', cutoff, new Date('2027-01-01T00:00:00Z'), true)).toBe('purchased');
    expect(groceryLock('confirmed', cutoff, new Date('2027-01-01T00:00:00Z'), false)).toBeNull();
  });
});

describe('estimate', () => {
  it('sums quantity × the frozen unit price of each line', () => {
    expect(lineTotalCents({ quantity: 3, unitPriceCents: 450 })).toBe(1350);
    expect(
      estimateCents([
        { quantity: 2, unitPriceCents: 450 },
        { quantity: 1, unitPriceCents: 1_899 },
        { quantity: 99, unitPriceCents: 125 },
      ]),
    ).toBe(900 + 1_899 + 12_375);
    expect(estimateCents([])).toBe(0);
  });
});
