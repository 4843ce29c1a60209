import { describe, expect, it } from 'vitest';
import { earliestToday, makeSearchQuerySchema, queryRecord, searchQuerySchema, toSearchParams } from './search.schema';

const schema = makeSearchQuerySchema({ today: '2026-11-21' });

describe('searchQuerySchema', () => {
  it('defaults paging and sort, and treats blank values as absent', () => {
    expect(schema.parse({ guests: '', bedrooms: '  ', sort: '' })).toEqual({ sort: 'recommended', page: 1, per_page: 24 });
  });

  it('parses every filter from strings, the first of repeated values included', () => {
    const q = schema.parse({
      destination: 'punta-cana',
      check_in: '2026-12-01',
      check_out: '2026-12-08',
      guests: ['6', '9'],
      bedrooms: '3',
      bathrooms: '2.5',
      price_min: '500',
      price_max: '1500.50',
      instant_book: 'true',
      in_offer: '0',
      reserve_collection: '1',
      amenities: 'wifi, Private_Pool,wifi',
      sort: 'price_desc',
      page: '3',
      per_page: '48',
      bounds: '17.5,-69.1,18.9,-68.2',
      ids: '4,2,4',
    });
    expect(q).toEqual({
      destination: 'punta-cana',
      check_in: '2026-12-01',
      check_out: '2026-12-08',
      guests: 6,
      bedrooms: 3,
      bathrooms: 2.5,
      price_min: 500,
      price_max: 1500.5,
      instant_book: true,
      in_offer: undefined,
      reserve_collection: true,
      amenities: ['wifi', 'private_pool'],
      sort: 'price_desc',
      page: 3,
      per_page: 48,
      bounds: { south: 17.5, west: -69.1, north: 18.9, east: -68.2 },
      ids: [4, 2],
    });
  });

  it.each([
    [{ guests: 'abc' }, 'guests'],
    [{ guests: '0' }, 'guests'],
    [{ guests: '-1' }, 'guests'],
    [{ bathrooms: '1e3' }, 'bathrooms'],
    [{ check_in: '2026-13-40', check_out: '2026-12-01' }, 'check_in'],
    [{ check_in: '2027-02-29', check_out: '2027-03-02' }, 'check_in'],
    [{ check_in: '2026-12-01' }, 'check_out'],
    [{ check_out: '2026-12-01' }, 'check_in'],
    [{ check_in: '2026-12-01', check_out: '2026-12-01' }, 'check_out'],
    [{ check_in: '2026-12-01', check_out: '2027-02-01' }, 'check_out'],
    [{ check_in: '2026-11-20', check_out: '2026-11-23' }, 'check_in'],
    [{ page: '0' }, 'page'],
    [{ per_page: '1000' }, 'per_page'],
    [{ per_page: '49' }, 'per_page'],
    [{ bounds: 'foo' }, 'bounds'],
    [{ bounds: '1,2,3' }, 'bounds'],
    [{ bounds: '95,0,96,1' }, 'bounds'],
    [{ ids: Array.from({ length: 101 }, (_, i) => i + 1).join(',') }, 'ids'],
    [{ ids: '1,,2' }, 'ids'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ instant_book: 'yes' }, 'instant_book'],
    [{ price_min: '10', price_max: '5' }, 'price_max'],
    [{ destination: '../etc' }, 'destination'],
  ])('refuses %j on %s', (input, field) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(field);
  });

  it('puts every asked-for id on one page unless a page size is given', () => {
    const ids = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    expect(schema.parse({ ids }).per_page).toBe(100);
    expect(schema.parse({ ids, per_page: '10' }).per_page).toBe(10);
    expect(schema.parse({ ids: '7' }).per_page).toBe(1);
  });

  it('accepts today and 60 nights; a stay starts today somewhere on Earth until the day is over everywhere', () => {
    expect(schema.safeParse({ check_in: '2026-11-21', check_out: '2027-01-20' }).success).toBe(true);
    expect(earliestToday(new Date('2026-11-22T11:59:00Z'))).toBe('2026-11-21');
    expect(earliestToday(new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-22');
    expect(searchQuerySchema.safeParse({ check_in: '2020-01-01', check_out: '2020-01-03' }).success).toBe(false);
  });
});

describe('toSearchParams', () => {
  it('writes a parsed query back to the same query, leaving out defaults', () => {
    const input =
      'destination=cap-cana&check_in=2026-12-01&check_out=2026-12-08&guests=4&instant_book=1&amenities=wifi%2Cchef&sort=capacity&page=2&bounds=17.5%2C-69%2C18.9%2C-68&ids=3%2C1';
    const parsed = schema.parse(new URLSearchParams(input));
    expect(toSearchParams(parsed).toString()).toBe(input);
    expect(schema.parse(toSearchParams(parsed))).toEqual(parsed);
    expect(toSearchParams(schema.parse({})).toString()).toBe('');
  });

  it('reads plain records and URLSearchParams alike', () => {
    expect(queryRecord(new URLSearchParams('a=1&a=2&b='))).toEqual({ a: '1' });
    expect(queryRecord({ a: ['x', 'y'], b: undefined, c: ' z ' })).toEqual({ a: 'x', c: 'z' });
  });
});
