import { describe, expect, it } from 'vitest';
import { addItineraryItemSchema, addTravelerSchema, updateTravelerSchema } from './itinerary.schema';
import { isTripOpen, timeIn } from './trip-access';

describe('timeIn', () => {
  it('reads the wall-clock time of a time zone, 24-hour', () => {
    const now = new Date('2030-01-10T12:05:00Z');
    expect(timeIn('America/Santo_Domingo', now)).toBe('08:05');
    expect(timeIn('Europe/Madrid', now)).toBe('13:05');
    expect(timeIn('America/Santo_Domingo', new Date('2030-01-10T04:30:00Z'))).toBe('00:30');
  });
});

describe('isTripOpen', () => {
  it('is open while requested or confirmed until its departure day, closed otherwise', () => {
    const trip = { checkOut: '2030-01-10' };
    expect(isTripOpen({ ...trip, status: 'confirmed', today: '2030-01-10' })).toBe(true);
    expect(isTripOpen({ ...trip, status: 'requested', today: '2030-01-09' })).toBe(true);
    expect(isTripOpen({ ...trip, status: 'confirmed', today: '2030-01-11' })).toBe(false);
    for (const status of ['cancelled', 'declined', 'expired']) expect(isTripOpen({ ...trip, status, today: '2030-01-01' })).toBe(false);
  });
});

describe('plans schemas', () => {
  const plan = { kind: 'experience', slug: 'reef-snorkel', date: '2030-02-02', start_time: '09:30', guests: '2' };

  it('accepts a plan by slug or id, with guests as sent by a form', () => {
    expect(addItineraryItemSchema.parse(plan)).toMatchObject({ guests: 2, start_time: '09:30' });
    expect(addItineraryItemSchema.safeParse({ ...plan, slug: undefined, id: '12' }).success).toBe(true);
  });

  it('names each bad field', () => {
    const fields = (input: unknown) => (addItineraryItemSchema.safeParse(input).error?.issues ?? []).map((i) => i.path.join('.')).sort();
    expect(fields({ ...plan, start_time: '24:00' })).toEqual(['start_time']);
    expect(fields({ ...plan, date: '2030-02-30' })).toEqual(['date']);
    expect(fields({ ...plan, guests: 0 })).toEqual(['guests']);
    expect(fields({ ...plan, note: 'x'.repeat(501) })).toEqual(['note']);
    expect(fields({ ...plan, slug: '' })).toEqual(['slug']);
    expect(fields({ ...plan, price_cents: 5 })).toEqual(['']);
  });

  it('validates travelers: a name of 1 to 100 characters, an optional valid email, an age group; never is_lead', () => {
    expect(addTravelerSchema.parse({ name: ' Emma ' })).toEqual({ name: 'Emma', age_group: 'adult' });
    expect(addTravelerSchema.safeParse({ name: 'Emma', email: '' }).success).toBe(true);
    expect(addTravelerSchema.safeParse({ name: 'Emma', email: 'emma@' }).success).toBe(false);
    expect(addTravelerSchema.safeParse({ name: 'x'.repeat(101) }).success).toBe(false);
    expect(addTravelerSchema.safeParse({ name: 'Emma', age_group: 'senior' }).success).toBe(false);
    expect(updateTravelerSchema.safeParse({ is_lead: true }).success).toBe(false);
  });
});
