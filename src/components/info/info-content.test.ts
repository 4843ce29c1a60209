import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOG } from '@/i18n/messages';
import { DEFAULT_BALANCE_DUE_DAYS, DEFAULT_DEPOSIT_PERCENT } from '@/server/db/schema/payment-terms';
import { type InfoContent, sectionIds, withInfoValues } from './info-content';
import { TERMS_VALUES } from './terms-values';

describe('sectionIds', () => {
  it('makes readable, unique anchors from headings in either language', () => {
    expect(sectionIds(['Términos y condiciones', 'Privacy & you', 'Privacy & you', '¿?'])).toEqual([
      'terminos-y-condiciones',
      'privacy-you',
      'privacy-you-2',
      'section',
    ]);
  });
});

describe('info messages', () => {
  const keys = [
    'aboutUs',
    'owners',
    'safeStay',
    'termConditions',
    'covidInformation',
    'cancellationPolicies',
    'travelAgent',
    'contactUs',
  ] as const;

  it.each(keys)('%s has an intro and sections with several paragraphs of text in both languages', (key) => {
    for (const locale of ['en', 'es'] as const) {
      const page: InfoContent = MESSAGE_CATALOG[locale].info[key];
      expect(page.title.length).toBeGreaterThan(5);
      expect(page.sections.length).toBeGreaterThanOrEqual(3);
      const paragraphs = page.sections.flatMap((s) => s.paragraphs);
      expect(paragraphs.length).toBeGreaterThanOrEqual(4);
      for (const section of page.sections) {
        if (section.link) expect(section.link.href).toMatch(/^\/[a-z-]+$/);
      }
    }
  });
});

describe('the terms state the code’s payment schedule (issue 28, finding 15)', () => {
  const terms = (locale: 'en' | 'es') => withInfoValues(MESSAGE_CATALOG[locale].info.termConditions, TERMS_VALUES);
  const text = (page: InfoContent) => page.sections.flatMap((s) => [...s.paragraphs, ...(s.items ?? [])]).join('\n');

  it.each(['en', 'es'] as const)(
    '%s: the default deposit share and balance days are the schema’s constants, and nothing else',
    (locale) => {
      const said = text(terms(locale));
      // "30%" in English, "30 %" (a no-break space) in Spanish.
      expect(said).toMatch(new RegExp(`\\b${DEFAULT_DEPOSIT_PERCENT}\\u00a0?%`));
      expect(said).toContain(
        locale === 'en' ? `${DEFAULT_BALANCE_DUE_DAYS} days before arrival` : `${DEFAULT_BALANCE_DUE_DAYS} días antes de la llegada`,
      );
      // The only share of the price the terms name is the deposit's (the old text said 50 %).
      const shares = [...said.matchAll(/(\d+)\u00a0?%/g)].map((m) => Number(m[1]));
      expect(shares).toEqual([DEFAULT_DEPOSIT_PERCENT]);
      expect(said).not.toMatch(/[{}]/);
    },
  );

  it.each(['en', 'es'] as const)('%s: they say the villa’s own schedule is shown before paying', (locale) => {
    expect(text(terms(locale))).toContain(locale === 'en' ? 'shown before you pay' : 'se muestra antes de pagar');
  });

  it('every info page’s placeholders are given by its page: none prints braces', () => {
    for (const locale of ['en', 'es'] as const) {
      const info = MESSAGE_CATALOG[locale].info;
      for (const key of Object.keys(info) as (keyof typeof info)[]) {
        const page = info[key];
        if (typeof page !== 'object' || !('sections' in page)) continue;
        const values = key === 'termConditions' ? TERMS_VALUES : {};
        expect(text(withInfoValues(page, values)), `${locale} ${key}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('a placeholder without a value is an error, not braces on the page', () => {
    expect(() => withInfoValues({ eyebrow: '', title: '', lead: '', sections: [{ heading: 'h', paragraphs: ['{missing}'] }] }, {})).toThrow(
      /missing/,
    );
  });
});
