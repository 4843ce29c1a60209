import { describe, expect, it } from 'vitest';
import { MAX_NIGHTS as SERVICE_MAX_NIGHTS } from '@/server/catalog/search.schema';
import { activeFilterCount, clearFilters, isoToday, pageWindow, parseSearchState } from './results-search';
import { EMPTY_STATE, isIsoDate, MAX_GUESTS, MAX_NIGHTS, searchHref, toSearchRecord, withChange } from './search-state';

const TODAY = '2026-11-21';

describe('parseSearchState', () => {
  it('reads every parameter of a shared URL', () => {
    const query = new URLSearchParams(
      'check_in=2026-12-20&check_out=2026-12-27&guests=6&bedrooms=3&bathrooms=2&price_min=400&price_max=2500&instant_book=1&in_offer=1&reserve_collection=1&amenities=chef,private_pool&sort=price_desc&page=2&bounds=18.1,-69.5,18.9,-68.3&view=map',
    );
    const { state, dateIssue } = parseSearchState(query, TODAY);
    expect(dateIssue).toBeUndefined();
    expect(state).toEqual({
      check_in: '2026-12-20',
      check_out: '2026-12-27',
      guests: 6,
      bedrooms: 3,
      bathrooms: 2,
      price_min: 400,
      price_max: 2500,
      instant_book: true,
      in_offer: true,
      reserve_collection: true,
      // In our display order, whatever order the URL had.
      amenities: ['private_pool', 'chef'],
      sort: 'price_desc',
      page: 2,
      bounds: [18.1, -69.5, 18.9, -68.3],
      view: 'map',
    });
  });

  it('caps more guests than the search offers at MAX_GUESTS and says so', () => {
    expect(parseSearchState({ guests: '30' }, TODAY)).toEqual({ state: { ...EMPTY_STATE, guests: 30 } });
    for (const guests of ['31', '45', '999999999']) {
      const { state, guestsCapped } = parseSearchState({ guests }, TODAY);
      expect([state.guests, guestsCapped]).toEqual([MAX_GUESTS, true]);
    }
    for (const guests of ['0', '-40', 'forty', '1e3']) {
      const parsed = parseSearchState({ guests }, TODAY);
      expect([parsed.state.guests, parsed.guestsCapped]).toEqual([undefined, undefined]);
    }
    expect(toSearchRecord(parseSearchState({ guests: '45' }, TODAY).state)).toEqual({ guests: String(MAX_GUESTS) });
  });

  it('drops bad values instead of failing: the page still shows villas', () => {
    const { state } = parseSearchState(
      {
        guests: '0',
        bedrooms: 'many',
        bathrooms: '-1',
        sort: 'cheapest',
        page: '0',
        amenities: 'sauna,wifi',
        bounds: '1,2,3',
        view: 'grid',
        price_min: 'x',
      },
      TODAY,
    );
    expect(state).toEqual({ ...EMPTY_STATE, amenities: ['wifi'] });
  });

  it('applies dates only as a real, ordered, future pair, and says why not', () => {
    expect(parseSearchState({ check_in: '2026-12-20' }, TODAY)).toMatchObject({ dateIssue: 'incomplete' });
    expect(parseSearchState({ check_in: '2026-12-20' }, TODAY).state.check_in).toBeUndefined();
    expect(parseSearchState({ check_in: '2026-12-20', check_out: '2026-12-20' }, TODAY)).toMatchObject({ dateIssue: 'order' });
    expect(parseSearchState({ check_in: '2026-11-01', check_out: '2026-11-05' }, TODAY)).toMatchObject({ dateIssue: 'past' });
    expect(parseSearchState({ check_in: '2026-02-30', check_out: '2026-03-02' }, TODAY)).toMatchObject({ dateIssue: 'incomplete' });
    expect(parseSearchState({ check_in: '2026-12-01', check_out: '2027-02-01' }, TODAY)).toMatchObject({ dateIssue: 'long' });
    expect(parseSearchState({ check_in: TODAY, check_out: '2026-11-22' }, TODAY).state).toMatchObject({
      check_in: TODAY,
      check_out: '2026-11-22',
    });
  });

  it('swaps a reversed price range and takes the first of repeated parameters', () => {
    const { state } = parseSearchState({ price_min: '900', price_max: '300', guests: ['4', '8'] }, TODAY);
    expect(state).toMatchObject({ price_min: 300, price_max: 900, guests: 4 });
  });
});

describe('toSearchRecord / searchHref', () => {
  it('writes a canonical query without defaults and round-trips', () => {
    const state = withChange(EMPTY_STATE, { guests: 4, instant_book: true, sort: 'capacity', amenities: ['chef'] });
    expect(searchHref('/d/punta-cana', state)).toBe('/d/punta-cana?guests=4&instant_book=1&amenities=chef&sort=capacity');
    expect(parseSearchState(new URLSearchParams(toSearchRecord(state)), TODAY).state).toEqual(state);
    expect(searchHref('/listings', EMPTY_STATE)).toBe('/listings');
    expect(searchHref('/listings', { ...EMPTY_STATE, amenities: ['chef', 'gym'] })).toBe('/listings?amenities=chef,gym');
  });

  it('rounds map bounds to about ten metres', () => {
    const state = { ...EMPTY_STATE, bounds: [18.123456, -69.987654, 18.9, -68.3] as const };
    expect(toSearchRecord(state).bounds).toBe('18.1235,-69.9877,18.9,-68.3');
  });
});

describe('withChange', () => {
  it('goes back to page 1 when the search changes, but not when only the page does', () => {
    const onPage3 = { ...EMPTY_STATE, page: 3 };
    expect(withChange(onPage3, { bedrooms: 2 }).page).toBe(1);
    expect(withChange(onPage3, { page: 4 }).page).toBe(4);
  });

  it('removes a filter set to undefined', () => {
    const next = withChange(
      { ...EMPTY_STATE, bedrooms: 3, check_in: '2026-12-01', check_out: '2026-12-05' },
      {
        bedrooms: undefined,
        check_in: undefined,
        check_out: undefined,
      },
    );
    expect('bedrooms' in next).toBe(false);
    expect(toSearchRecord(next)).toEqual({});
  });
});

describe('filters', () => {
  it('counts filters but not the stay itself, and clears them keeping the stay, sort and view', () => {
    const state = {
      ...EMPTY_STATE,
      check_in: '2026-12-01',
      check_out: '2026-12-05',
      guests: 4,
      bedrooms: 3,
      price_max: 900,
      in_offer: true,
      amenities: ['chef', 'gym'],
      sort: 'price_asc' as const,
      view: 'map' as const,
      page: 2,
    };
    expect(activeFilterCount(state)).toBe(5);
    const cleared = clearFilters(state);
    expect(activeFilterCount(cleared)).toBe(0);
    expect(toSearchRecord(cleared)).toEqual({
      check_in: '2026-12-01',
      check_out: '2026-12-05',
      guests: '4',
      sort: 'price_asc',
      view: 'map',
    });
  });
});

describe('dates and pages', () => {
  it('knows real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-05')).toBe(false);
  });

  it("gives today's date in the destination's time zone", () => {
    // 02:30 UTC on the 22nd is still the evening of the 21st in Santo Domingo (UTC-4).
    expect(isoToday('America/Santo_Domingo', new Date('2026-11-22T02:30:00Z'))).toBe('2026-11-21');
  });

  it('shows the first, last and neighbouring pages with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});

describe('agreement with the search service', () => {
  it('refuses the same stay length as the search schema', () => {
    expect(MAX_NIGHTS).toBe(SERVICE_MAX_NIGHTS);
  });
});
