import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { getMessages } from '@/i18n/messages';
import { counted } from './results-island-text';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The island's counted sentences (from the plural forms resultsIslandLabels makes: formatted for 1
 * and for 7, the number put back as `#`) read exactly as the server's translator writes them.
 */
describe('counted', () => {
  for (const locale of ['en', 'es'] as const) {
    const t = createTranslator({ locale, messages: getMessages(locale) as unknown as Record<string, unknown> }) as unknown as Translate;
    const forms = (key: string) => ({ one: t(key, { count: 1 }).replace('1', '#'), other: t(key, { count: 7 }).replace('7', '#') });
    it(`${locale}: equals next-intl for cards' rooms, guests, nights and reviews and the results' count`, () => {
      for (const key of [
        'catalog.card.bedrooms',
        'catalog.card.bathrooms',
        'catalog.card.guests',
        'catalog.card.nights',
        'catalog.card.reviews',
        'results.count',
      ]) {
        for (const n of [1, 2, 2.5, 7, 12, 1234]) expect(counted(locale, forms(key), n), `${key} ${n}`).toBe(t(key, { count: n }));
      }
    });
  }
});
