import { describe, expect, it } from 'vitest';
import { addDays, bookingRequestHref, initialSelection, searchWithSelection, storedBooking } from './booking-selection';
import { nightlyRuns, refundMilestones } from './quote-display';

describe('dates', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('initialSelection', () => {
  const stored = { destination: 'punta-cana', check_in: '2027-01-10', check_out: '2027-01-15', guests: 6 };

  it('prefers the URL', () => {
    const params = new URLSearchParams('check_in=2027-02-01&check_out=2027-02-05&guests=4');
    expect(initialSelection(params, stored)).toEqual({ checkIn: '2027-02-01', checkOut: '2027-02-05', guests: 4 });
  });

  it('falls back to the stored booking, then to nothing', () => {
    expect(initialSelection(new URLSearchParams(), stored)).toEqual({ checkIn: '2027-01-10', checkOut: '2027-01-15', guests: 6 });
    expect(initialSelection(new URLSearchParams(), null)).toEqual({ checkIn: null, checkOut: null, guests: 2 });
  });

  it('ignores half pairs, impossible dates and silly guest counts', () => {
    const params = new URLSearchParams('check_in=2027-02-30&check_out=2027-03-02&guests=0');
    expect(initialSelection(params, { guests: 'lots', check_in: '2027-01-10' })).toEqual({ checkIn: null, checkOut: null, guests: 2 });
  });
});

describe('storedBooking and searchWithSelection', () => {
  it('keeps what the search stored and writes the selection', () => {
    expect(storedBooking({ destination: 'tulum', check_in: 'x' }, { checkIn: '2027-01-01', checkOut: '2027-01-04', guests: 3 })).toEqual({
      destination: 'tulum',
      check_in: '2027-01-01',
      check_out: '2027-01-04',
      guests: 3,
    });
    expect(storedBooking([1], { checkIn: null, checkOut: null, guests: 2 })).toEqual({ guests: 2 });
  });

  it('keeps other query parameters', () => {
    expect(searchWithSelection('?ref=mail&check_in=2020-01-01', { checkIn: '2027-01-01', checkOut: '2027-01-04', guests: 3 })).toBe(
      '?ref=mail&check_in=2027-01-01&check_out=2027-01-04&guests=3',
    );
    expect(searchWithSelection('', { checkIn: null, checkOut: null, guests: 2 })).toBe('?guests=2');
  });
});

describe('bookingRequestHref', () => {
  it('carries the selection, in the page language', () => {
    const sel = { checkIn: '2027-01-01', checkOut: '2027-01-04', guests: 3 };
    expect(bookingRequestHref('en', 7, sel)).toBe('/user-booking-request?property=7&check_in=2027-01-01&check_out=2027-01-04&guests=3');
    expect(bookingRequestHref('es', 7, sel)).toMatch(/^\/es\/user-booking-request\?property=7&/);
  });
});

describe('nightlyRuns', () => {
  it('merges consecutive nights at one rate and splits at a season change', () => {
    const nightly = [
      { date: '2026-12-18', amount: 1200 },
      { date: '2026-12-19', amount: 1200 },
      { date: '2026-12-20', amount: 1800 },
      { date: '2026-12-21', amount: 1800 },
      { date: '2026-12-22', amount: 1200 },
    ];
    expect(nightlyRuns(nightly)).toEqual([
      { from: '2026-12-18', to: '2026-12-19', nights: 2, amount: 1200 },
      { from: '2026-12-20', to: '2026-12-21', nights: 2, amount: 1800 },
      { from: '2026-12-22', to: '2026-12-22', nights: 1, amount: 1200 },
    ]);
    expect(nightlyRuns([])).toEqual([]);
  });
});

describe('refundMilestones', () => {
  it('turns the tiers into dates still ahead', () => {
    expect(refundMilestones('moderate', '2027-03-31', '2027-01-01')).toEqual([
      { until: '2027-03-01', refundPercent: 100 },
      { until: '2027-03-17', refundPercent: 50 },
    ]);
    expect(refundMilestones('moderate', '2027-03-31', '2027-03-10')).toEqual([{ until: '2027-03-17', refundPercent: 50 }]);
    expect(refundMilestones('non_refundable', '2027-03-31', '2027-01-01')).toEqual([]);
  });
});
