import { describe, expect, it } from 'vitest';
import { monthGrid, monthsOf, nightState, plusDays, selectionRange } from './calendar-days';

describe('calendar days', () => {
  it('lays a month out Monday first', () => {
    const grid = monthGrid('2027-03-01'); // a Monday
    expect(grid[0]).toBe('2027-03-01');
    expect(grid).toHaveLength(31);
    expect(monthGrid('2027-08-01').slice(0, 7)).toEqual([null, null, null, null, null, null, '2027-08-01']); // a Sunday
  });
  it('lists the months of a window and moves days across months', () => {
    expect(monthsOf('2027-11-01', '2028-02-01')).toEqual(['2027-11-01', '2027-12-01', '2028-01-01']);
    expect(plusDays('2027-12-31', 1)).toBe('2028-01-01');
  });
  it('selects nights in either order, departure the day after the last', () => {
    expect(selectionRange('2027-03-05', '2027-03-02')).toEqual({ start: '2027-03-02', end: '2027-03-06', nights: 4 });
    expect(selectionRange('2027-03-05', '2027-03-05')).toEqual({ start: '2027-03-05', end: '2027-03-06', nights: 1 });
  });
  it('tells who holds a night: the check-out day is free', () => {
    const cal = {
      reservations: [{ id: 1, check_in: '2027-03-02', check_out: '2027-03-05', status: 'confirmed' as const, guest_first_name: 'Ana' }],
      blocks: [{ id: 2, start_date: '2027-03-05', end_date: '2027-03-07', reason: 'owner' as const, note: '' }],
    };
    expect(nightState(cal, '2027-03-04').kind).toBe('reserved');
    expect(nightState(cal, '2027-03-05').kind).toBe('blocked');
    expect(nightState(cal, '2027-03-07').kind).toBe('free');
  });
});
