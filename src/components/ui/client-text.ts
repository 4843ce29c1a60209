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

/** The index of the brace that closes the one at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The branches of an ICU plural or select (`one {…} other {…}`), by key. */
function branches(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  for (;;) {
    const key = /^\s*(=?\w+)\s*\{/.exec(text.slice(i));
    if (!key?.[1]) return out;
    const open = i + key[0].length - 1;
    const close = closing(text, open);
    if (close < 0) return out;
    out.set(key[1], text.slice(open + 1, close));
    i = close + 1;
  }
}

function argument(body: string, whole: string, values: Record<string, string | number>): string {
  const m = /^\s*(\w+)\s*(?:,\s*(\w+)\s*(?:,([\s\S]*))?)?$/.exec(body);
  const name = m?.[1];
  if (!m || !name || !(name in values)) return whole;
  const value = values[name] as string | number;
  if (m[2] === 'plural' || m[2] === 'select') {
    const forms = branches(m[3] ?? '');
    const n = Number(value);
    const chosen =
      m[2] === 'plural'
        ? (forms.get(`=${n}`) ?? forms.get(n === 1 ? 'one' : 'other') ?? forms.get('other'))
        : (forms.get(String(value)) ?? forms.get('other'));
    if (chosen === undefined) return whole;
    return fill(m[2] === 'plural' ? chosen.replace(/#/g, String(value)) : chosen, values);
  }
  return String(value);
}

/**
 * Replaces `{name}` placeholders, and reads the ICU plurals and selects a message may hold
 * (`{count, plural, one {# night} other {# nights}}`: "one" is the count 1 in English and Spanish).
 * A placeholder without a value stays as written.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    const close = open < 0 ? -1 : closing(template, open);
    if (close < 0) return out + template.slice(i);
    out += template.slice(i, open) + argument(template.slice(open + 1, close), template.slice(open, close + 1), values);
    i = close + 1;
  }
  return out;
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
