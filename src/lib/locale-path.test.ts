import { describe, expect, it } from 'vitest';
import { localeFromParam, localizeHref } from './locale-path';

describe('localizeHref', () => {
  it('leaves English unprefixed and puts Spanish under /es', () => {
    expect(localizeHref('en', '/press')).toBe('/press');
    expect(localizeHref('es', '/press?x=1')).toBe('/es/press?x=1');
    expect(localizeHref('es', '/')).toBe('/es');
    expect(localizeHref('es', 'https://example.com/')).toBe('https://example.com/');
  });

  it('falls back to English for anything that is not a locale', () => {
    expect(localeFromParam('es')).toBe('es');
    expect(localeFromParam(['es'])).toBe('en');
    expect(localeFromParam(undefined)).toBe('en');
  });
});
