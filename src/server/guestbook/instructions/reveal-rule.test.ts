import { describe, expect, it } from 'vitest';
import { revealDecision, stayInstants } from './reveal-rule';

// Punta Cana: UTC-4 all year. Arrival 2027-03-12 15:00 local = 19:00Z; departure 2027-03-17 11:00 local = 15:00Z.
const stay = {
  checkIn: '2027-03-12',
  checkOut: '2027-03-17',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  timeZone: 'America/Santo_Domingo',
  checkInComplete: true,
  authorizationSigned: true,
};
const at = (iso: string) => new Date(iso);

describe('revealDecision', () => {
  it('opens 48 hours before arrival, at the villa’s check-in time in its zone', () => {
    const d = revealDecision(stay, at('2027-03-10T19:00:00Z'));
    expect(d.revealAt.toISOString()).toBe('2027-03-10T19:00:00.000Z');
    expect(d.hideAt.toISOString()).toBe('2027-03-17T15:00:00.000Z');
    expect(d).toMatchObject({ revealed: true, window: 'open', missing: [] });
  });

  it('is hidden one millisecond before the 48 hours, and says when it appears', () => {
    const d = revealDecision(stay, at('2027-03-10T18:59:59.999Z'));
    expect(d).toMatchObject({ revealed: false, window: 'before', missing: [] });
    expect(d.revealAt.toISOString()).toBe('2027-03-10T19:00:00.000Z');
  });

  it('is hidden without a signature, and names it', () => {
    const d = revealDecision({ ...stay, authorizationSigned: false }, at('2027-03-12T20:00:00Z'));
    expect(d).toMatchObject({ revealed: false, window: 'open', missing: ['authorization'] });
  });

  it('is hidden without check-in, and names both when both are missing', () => {
    expect(revealDecision({ ...stay, checkInComplete: false }, at('2027-03-12T20:00:00Z'))).toMatchObject({
      revealed: false,
      missing: ['check_in'],
    });
    expect(revealDecision({ ...stay, checkInComplete: false, authorizationSigned: false }, at('2027-03-01T00:00:00Z'))).toMatchObject({
      revealed: false,
      window: 'before',
      missing: ['check_in', 'authorization'],
    });
  });

  it('shows through the check-out minute and hides right after it', () => {
    expect(revealDecision(stay, at('2027-03-17T15:00:00Z')).revealed).toBe(true);
    const after = revealDecision(stay, at('2027-03-17T15:00:00.001Z'));
    expect(after).toMatchObject({ revealed: false, window: 'after' });
  });

  it('is DST-safe: a New York arrival the day after clocks spring forward', () => {
    // 2027-03-14: US clocks go from 02:00 EST to 03:00 EDT. Arrival 2027-03-15 16:00 EDT = 20:00Z.
    const ny = { ...stay, checkIn: '2027-03-15', checkOut: '2027-03-20', checkInTime: '16:00', timeZone: 'America/New_York' };
    const { arrival } = stayInstants(ny);
    expect(arrival.toISOString()).toBe('2027-03-15T20:00:00.000Z');
    // 48 real hours before, across the change (the wall clock then read 15:00 EST).
    const d = revealDecision(ny, at('2027-03-13T20:00:00Z'));
    expect(d.revealAt.toISOString()).toBe('2027-03-13T20:00:00.000Z');
    expect(d.revealed).toBe(true);
    expect(revealDecision(ny, at('2027-03-13T19:59:59Z')).revealed).toBe(false);
  });

  it('is DST-safe in autumn, and reads odd or missing times as the defaults', () => {
    // Europe/Madrid falls back on 2027-10-31; departure 2027-10-31 11:00 CET = 10:00Z.
    const madrid = {
      ...stay,
      checkIn: '2027-10-28',
      checkOut: '2027-10-31',
      checkInTime: '15:00:00',
      checkOutTime: '',
      timeZone: 'Europe/Madrid',
    };
    const { arrival, departure } = stayInstants(madrid);
    expect(arrival.toISOString()).toBe('2027-10-28T13:00:00.000Z');
    expect(departure.toISOString()).toBe('2027-10-31T10:00:00.000Z');
  });
});
