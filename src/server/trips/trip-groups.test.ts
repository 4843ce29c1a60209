import { describe, expect, it } from 'vitest';
import { groupTrips, tripGroupOf } from './trip-groups';

const TZ = 'America/Santo_Domingo';
// 02:00 UTC on June 11 is still June 10 in Santo Domingo.
const NOW = new Date('2030-06-11T02:00:00Z');
const trip = (
  status: 'requested' | 'confirmed' | 'completed' | 'declined' | 'expired' | 'cancelled',
  check_in: string,
  check_out: string,
) => ({
  status,
  check_in,
  check_out,
  property: { time_zone: TZ },
});

describe('tripGroupOf', () => {
  it('sorts by the villa’s own date: current, upcoming, past', () => {
    expect(tripGroupOf(trip('confirmed', '2030-06-10', '2030-06-12'), NOW)).toBe('current');
    expect(tripGroupOf(trip('confirmed', '2030-06-04', '2030-06-11'), NOW)).toBe('current');
    expect(tripGroupOf(trip('confirmed', '2030-06-11', '2030-06-15'), NOW)).toBe('upcoming');
    expect(tripGroupOf(trip('requested', '2030-06-11', '2030-06-15'), NOW)).toBe('upcoming');
    expect(tripGroupOf(trip('confirmed', '2030-06-03', '2030-06-10'), NOW)).toBe('past');
  });

  it('puts a completed stay (a confirmed one past its check-out) with the past trips', () => {
    expect(tripGroupOf(trip('completed', '2030-06-03', '2030-06-10'), NOW)).toBe('past');
  });

  it('puts cancelled, declined and expired trips (and a request its arrival overtook) apart', () => {
    for (const status of ['cancelled', 'declined', 'expired'] as const) {
      expect(tripGroupOf(trip(status, '2030-07-01', '2030-07-05'), NOW)).toBe('inactive');
    }
    expect(tripGroupOf(trip('requested', '2030-06-10', '2030-06-15'), NOW)).toBe('inactive');
  });
});

describe('groupTrips', () => {
  it('lists upcoming soonest first and past latest first', () => {
    const groups = groupTrips(
      [
        trip('confirmed', '2030-09-01', '2030-09-05'),
        trip('confirmed', '2030-07-01', '2030-07-05'),
        trip('confirmed', '2030-01-01', '2030-01-05'),
        trip('confirmed', '2030-03-01', '2030-03-05'),
      ],
      NOW,
    );
    expect(groups.upcoming.map((t) => t.check_in)).toEqual(['2030-07-01', '2030-09-01']);
    expect(groups.past.map((t) => t.check_in)).toEqual(['2030-03-01', '2030-01-01']);
    expect(groups.current).toEqual([]);
  });
});
