import { describe, expect, it } from 'vitest';
import { appErrorFromQuery, sameSitePath } from './app-error';

describe('appErrorFromQuery', () => {
  it('names the path in the two not-found situations, and offers no retry there', () => {
    expect(appErrorFromQuery({ code: 'pageValidity', path: '/property/9' })).toEqual({
      code: 'pageValidity',
      path: '/property/9',
      showsPath: true,
      retryHref: null,
    });
    expect(appErrorFromQuery({ code: 'noRoute', path: '/x' }).showsPath).toBe(true);
  });

  it('offers to retry a page that failed to start or load', () => {
    expect(appErrorFromQuery({ code: 'chunkLoad', path: '/es/press' })).toMatchObject({ showsPath: false, retryHref: '/es/press' });
    expect(appErrorFromQuery({ code: 'startup' }).retryHref).toBeNull();
  });

  it('falls back to the start-up error for a missing or unknown code', () => {
    expect(appErrorFromQuery({}).code).toBe('startup');
    expect(appErrorFromQuery({ code: 'toString' }).code).toBe('startup');
    expect(appErrorFromQuery({ code: ['unknownMiddleware', 'noRoute'] }).code).toBe('unknownMiddleware');
  });

  it('keeps a path without a place to show it out of the message', () => {
    expect(appErrorFromQuery({ code: 'unknownMiddleware', path: '/a' }).showsPath).toBe(false);
    expect(appErrorFromQuery({ code: 'noRoute' }).showsPath).toBe(false);
  });
});

describe('sameSitePath', () => {
  it('refuses other origins and odd input', () => {
    for (const bad of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/a\nb',
      '',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(sameSitePath(bad), bad).toBeNull();
    }
    expect(sameSitePath('/d/dominican-republic?guests=2')).toBe('/d/dominican-republic?guests=2');
  });
});
