import { describe, expect, it } from 'vitest';
import en from '../../../messages/en/system.json';
import es from '../../../messages/es/system.json';
import { ERROR_SCREEN_STRINGS } from './error-strings';

describe('error boundary strings', () => {
  it.each([
    ['en', en],
    ['es', es],
  ] as const)('equal the notFound messages of %s', (locale, messages) => {
    const { heading, text, imageAlt, home } = messages.notFound;
    expect(ERROR_SCREEN_STRINGS[locale]).toEqual({ heading, text, imageAlt, home });
  });
});
