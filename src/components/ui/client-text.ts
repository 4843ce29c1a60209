import type { Locale } from '@/i18n/routing';

/**
 * Client islands get their strings from the server as props (no next-intl runtime in the
 * browser). A sentence with a count comes as its plural forms, with `#` where the number goes.
 */
export interface PluralForms {
  one: string;
  other: string;
}

const INTL: Record<Locale, string> = { en: 'en-US', es: 'es-DO' };

/** Replaces `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function plural(locale: Locale, forms: PluralForms, count: number, values: Record<string, string | number> = {}): string {
  const form = new Intl.PluralRules(INTL[locale]).select(count) === 'one' ? forms.one : forms.other;
  return fill(form.replace('#', count.toLocaleString(INTL[locale])), values);
}

/** An amount in currency units (the quote API's unit), e.g. $1,250 or US$1,250.50. */
export function formatAmount(locale: Locale, amount: number, currency = 'USD'): string {
  const cents = Math.round(amount * 100);
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locale === 'es' ? 'es-DO' : 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** A stay date, short: "Fri, Jan 8" / "vie, 8 ene". Read as a calendar date, never shifted by a zone. */
export function formatStayDate(locale: Locale, iso: string, withWeekday = true): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Intl.DateTimeFormat(INTL[locale], {
    weekday: withWeekday ? 'short' : undefined,
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
