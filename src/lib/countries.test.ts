import { describe, expect, it } from 'vitest';
import { countryName, countryOptions, ISO_COUNTRY_CODES, isCountryCode } from './countries';

describe('countryOptions', () => {
  it.each(['en', 'es'])('names all 249 ISO countries in %s, each once, sorted as the language sorts', (locale) => {
    const list = countryOptions(locale);
    expect(list).toHaveLength(249);
    expect(new Set(list.map((c) => c.code)).size).toBe(249);
    // Every code has a real name in this runtime (not the code echoed back).
    expect(list.filter((c) => c.name === c.code)).toEqual([]);
    const collator = new Intl.Collator(locale, { sensitivity: 'base' });
    for (let i = 1; i < list.length; i++) expect(collator.compare(list[i - 1]?.name ?? '', list[i]?.name ?? '')).toBeLessThanOrEqual(0);
  });

  it('names countries in the page’s language', () => {
    const en = countryOptions('en');
    const es = countryOptions('es');
    expect(en.find((c) => c.code === 'DE')?.name).toBe('Germany');
    expect(es.find((c) => c.code === 'DE')?.name).toBe('Alemania');
    expect(countryName('DO', 'es')).toBe('República Dominicana');
    // Spanish sorts Á with A: Austria (Austria) comes after Alemania, before Bélgica.
    const names = es.map((c) => c.name);
    expect(names.indexOf('Alemania')).toBeLessThan(names.indexOf('Austria'));
    expect(names.indexOf('Austria')).toBeLessThan(names.indexOf('Bélgica'));
  });
});

describe('isCountryCode', () => {
  it('takes assigned codes only (upper case), not reserved or withdrawn ones', () => {
    expect(ISO_COUNTRY_CODES).toHaveLength(249);
    expect(isCountryCode('DE')).toBe(true);
    expect(isCountryCode('de')).toBe(false);
    for (const code of ['EU', 'UN', 'UK', 'XK', 'SU', 'ZZ', 'AN', 'DEU', '']) expect(isCountryCode(code), code).toBe(false);
  });
});
