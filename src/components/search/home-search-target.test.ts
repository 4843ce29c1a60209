import { describe, expect, it } from 'vitest';
import { searchProblem, searchTarget } from './home-search-target';

describe('searchTarget', () => {
  it('goes to the destination with the stay in the query, in the page language', () => {
    const value = { destination: { slug: 'punta-cana', name: 'Punta Cana' }, check_in: '2026-12-20', check_out: '2026-12-27', guests: 4 };
    expect(searchTarget('en', value)).toBe('/d/punta-cana?check_in=2026-12-20&check_out=2026-12-27&guests=4');
    expect(searchTarget('es', value)).toBe('/es/d/punta-cana?check_in=2026-12-20&check_out=2026-12-27&guests=4');
  });

  it('searches every villa when no destination is chosen', () => {
    expect(searchTarget('en', { destination: null, check_in: null, check_out: null, guests: 2 })).toBe('/listings?guests=2');
  });
});

describe('searchProblem', () => {
  it('refuses half a range or a reversed one', () => {
    expect(searchProblem({ check_in: '2026-12-20', check_out: null })).toBe('dates_incomplete');
    expect(searchProblem({ check_in: null, check_out: null }, true)).toBe('dates_incomplete');
    expect(searchProblem({ check_in: '2026-12-20', check_out: '2026-12-20' })).toBe('dates_order');
    expect(searchProblem({ check_in: '2026-12-01', check_out: '2027-02-01' })).toBe('dates_too_long');
    expect(searchProblem({ check_in: null, check_out: null })).toBeNull();
    expect(searchProblem({ check_in: '2026-12-20', check_out: '2026-12-21' })).toBeNull();
  });
});
