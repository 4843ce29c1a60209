import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('keeps same-site paths of the site, with their query', () => {
    expect(safeNextPath('/user/trips')).toBe('/user/trips');
    expect(safeNextPath('/es/user/trips?tab=past')).toBe('/es/user/trips?tab=past');
    expect(safeNextPath('/user-trip-charges/12')).toBe('/user-trip-charges/12');
    expect(safeNextPath('/')).toBe('/');
  });

  it('refuses other sites and tricks that browsers read as another host', () => {
    for (const bad of [
      'https://evil.example/user/trips',
      '//evil.example/user/trips',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      ' /user/trips',
      '/user/trips\n',
      '/%0d%0aSet-Cookie:x',
    ]) {
      expect(safeNextPath(bad), bad).toBeNull();
    }
  });

  it('refuses paths that are not pages, the account forms, and non-strings', () => {
    expect(safeNextPath('/api/logout')).toBeNull();
    expect(safeNextPath('/nowhere')).toBeNull();
    expect(safeNextPath('/login')).toBeNull();
    expect(safeNextPath('/es/register')).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
    expect(safeNextPath(['/user/trips'])).toBeNull();
    expect(safeNextPath('')).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('carries the page to come back to', () => {
    expect(loginPathFor('/es/user/trips?x=1')).toBe('/login?next=%2Fes%2Fuser%2Ftrips%3Fx%3D1');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});
