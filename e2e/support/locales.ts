import type { Locale } from './accounts';
import { test } from './test';

/**
 * A journey whose steps are the same in both languages runs in one of them (docs/decisions/033):
 * `testIn(locale, 'es')` inside a loop over the languages is `test` in the Spanish pass and
 * registers nothing in the English one. The spec alternates the chosen language between its
 * journeys, so both languages' screens are driven; what differs by language (texts of notices and
 * errors, paths, formats) stays a test in each. E2E_ALL_LOCALES=1 runs every journey in both.
 */
export function testIn(locale: Locale, chosen: Locale): typeof test {
  if (process.env.E2E_ALL_LOCALES === '1' || locale === chosen) return test;
  return (() => undefined) as unknown as typeof test;
}
