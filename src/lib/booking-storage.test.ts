import { describe, expect, it } from 'vitest';
import { parseStoredBooking } from './booking-storage';

describe('parseStoredBooking', () => {
  it('reads the stored search', () => {
    const raw = JSON.stringify({
      destination: { slug: 'punta-cana', name: 'Punta Cana' },
      check_in: '2026-12-20',
      check_out: '2026-12-27',
      guests: 6,
    });
    expect(parseStoredBooking(raw)).toEqual({
      destination: { slug: 'punta-cana', name: 'Punta Cana' },
      check_in: '2026-12-20',
      check_out: '2026-12-27',
      guests: 6,
    });
  });

  it('drops what is malformed and never throws', () => {
    const empty = { destination: null, check_in: null, check_out: null, guests: null };
    expect(parseStoredBooking(null)).toEqual(empty);
    expect(parseStoredBooking('{not json')).toEqual(empty);
    expect(parseStoredBooking('"text"')).toEqual(empty);
    expect(
      parseStoredBooking(
        JSON.stringify({ destination: { slug: '../x', name: 'X' }, check_in: '2026-12-27', check_out: '2026-12-20', guests: 0 }),
      ),
    ).toEqual(empty);
    // Half a stay is no stay.
    expect(parseStoredBooking(JSON.stringify({ check_in: '2026-12-20', guests: 2 }))).toEqual({ ...empty, guests: 2 });
  });
});
