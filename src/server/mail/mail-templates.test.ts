import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOG } from '@/i18n/messages';
import { isMailTemplate, MAIL_TEMPLATES, mailTemplateName } from './mail-templates';

const LOCALES = ['en', 'es'] as const;
type Locale = (typeof LOCALES)[number];

/** admin.outbox.templates of one language: what the outbox page names each kind of mail. */
const names = (locale: Locale): Record<string, unknown> => MESSAGE_CATALOG[locale].admin.outbox.templates;

/** The outbox page's helper over the page's own translator (getTranslations('admin.outbox')). */
const kindName = (locale: Locale) => {
  const t = createTranslator({ locale, messages: MESSAGE_CATALOG[locale], namespace: 'admin.outbox' });
  return (code: string) => mailTemplateName(code, (template) => t(`templates.${template}`));
};

describe('the kinds of mail', () => {
  it('lists each code once, in lowercase words joined by hyphens', () => {
    expect(new Set(MAIL_TEMPLATES).size).toBe(MAIL_TEMPLATES.length);
    for (const code of MAIL_TEMPLATES) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('names every code in English and Spanish, in words (never the code itself), and nothing else', () => {
    for (const locale of LOCALES) {
      const named = names(locale);
      for (const code of MAIL_TEMPLATES) {
        const name = named[code];
        expect(typeof name, `${locale} ${code}`).toBe('string');
        expect(String(name).trim(), `${locale} ${code}`).not.toBe('');
        expect(name, `${locale} ${code}`).not.toBe(code);
        expect(kindName(locale)(code), `${locale} ${code}`).toBe(name);
      }
      expect(Object.keys(named).sort(), `${locale}: names of codes no mail has`).toEqual([...MAIL_TEMPLATES].sort());
    }
  });

  it('gives two kinds two different names in each language', () => {
    for (const locale of LOCALES) {
      const all = MAIL_TEMPLATES.map((code) => names(locale)[code]);
      expect(new Set(all).size, locale).toBe(all.length);
    }
  });

  it('shows an unknown code (an old row) as it is, and never throws', () => {
    for (const locale of LOCALES)
      for (const code of ['booking-confirmed', 'matrix-mail', 'templates', 'Password-Reset', '']) {
        expect(isMailTemplate(code)).toBe(false);
        expect(kindName(locale)(code)).toBe(code);
      }
    expect(kindName('en')('booking-awaiting-payment')).toBe('Booking awaiting payment');
    expect(kindName('es')('booking-awaiting-payment')).toBe('Reserva pendiente de pago');
  });
});
