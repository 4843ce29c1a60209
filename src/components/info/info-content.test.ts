import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOG } from '@/i18n/messages';
import { type InfoContent, sectionIds } from './info-content';

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
