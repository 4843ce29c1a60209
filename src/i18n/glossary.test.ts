import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { propertyStatus } from '@/server/db/schema/catalog';
import { reservationStatus } from '@/server/db/schema/booking';
import { MESSAGE_CATALOG } from './messages';

/**
 * The glossary's rules that a copy edit breaks without noticing (issue 31; README "Glossary",
 * docs/glossary-es.md), each checked over every message of both languages, and over the code that
 * builds text where the slip was in the code:
 * - a count next to a noun is an ICU plural ("1 confirmados", "Show all 1 photos");
 * - one word per meaning: señal (the payment that confirms) vs depósito de seguridad (refundable);
 * - a status map names every status, so no code is shown raw ("confirmed");
 * - a status column agrees in gender ("Publicada" beside "Devuelto");
 * - a navigation label is the title of the page it opens ("Propiedades" → "Tus anuncios");
 * - no period right after a time ("11:00 a. m..");
 * - a language is named in the page's language ("Idioma English");
 * - the guest side says tú, also in questions ("Cómo paga").
 */

type Locale = 'en' | 'es';
const LOCALES: Locale[] = ['en', 'es'];

function leaves(value: unknown, at = ''): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k));
  return [[at, String(value)]];
}
const messages = (locale: Locale) => leaves(MESSAGE_CATALOG[locale]);
const valueAt = (locale: Locale, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), MESSAGE_CATALOG[locale]);

const SRC = path.resolve(import.meta.dirname, '..');
/** The .tsx files of src/components and src/app, tests left out. */
function componentFiles(): string[] {
  const walk = (at: string): string[] =>
    fs.readdirSync(at, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(at, e.name);
      if (e.isDirectory()) return walk(full);
      return /\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name) ? [full] : [];
    });
  return [...walk(path.join(SRC, 'components')), ...walk(path.join(SRC, 'app'))];
}

/** Placeholders that hold a count (or any `{x, number}`). */
const COUNT =
  /^(count|max|min|maximum|minimum|total|days|nights|guests|capacity|hours|minutes|seconds|events|added|moved|removed|conflicts|completed|skipped|failed|active|waiting|confirmed|requested|megapixels|balanceDueDays|bedrooms|bathrooms|adults|children|items|photos|tries|months|done|unread)$/;
/** Words that may follow a count unchanged: units, prepositions, words that do not inflect. */
const INVARIANT: Record<Locale, RegExp> = {
  en: /^(of|to|and|or|h|min|s|ms|MB|KB|done|skipped|failed|running|waiting|confirmed|awaiting|new|moved|removed|unread|at|in|per|from|by|on|for|is|are|was|were|before|after|with)$/,
  es: /^(de|a|y|o|h|min|s|ms|MB|KB|en|sin|por|para|con|del|al|es|son|antes|después|más)$/,
};
/** Messages that pair a count with a noun without an ICU plural, and why that is right. */
const COUNT_EXCEPTIONS: Record<string, string> = {
  'groceries.itemsOne': 'the planner picks itemsOne or itemsOther with Intl.PluralRules (grocery-planner.tsx)',
  'groceries.itemsOther': 'the planner picks itemsOne or itemsOther with Intl.PluralRules (grocery-planner.tsx)',
};

/** A count placeholder directly followed by a noun, outside a plural: `{max} nights`. */
function bareCounts(text: string, locale: Locale): string[] {
  return [...text.matchAll(/\{(\w+)(, number)?\}[ -]([\p{L}]+)/gu)]
    .filter(([, name, number, word]) => (number || COUNT.test(name ?? '')) && !INVARIANT[locale].test(word ?? ''))
    .map(([whole]) => whole);
}

describe('the glossary', () => {
  it('puts an ICU plural wherever a count meets a noun, in both languages', () => {
    const found = LOCALES.flatMap((locale) =>
      messages(locale)
        .filter(([key]) => !(key in COUNT_EXCEPTIONS))
        .flatMap(([key, text]) => bareCounts(text, locale).map((bare) => `${locale} ${key}: ${bare}`)),
    );
    expect(found).toEqual([]);
    // The check can fail: these are the slips it was written for.
    expect(bareCounts('{confirmed} confirmados, {requested} pendientes', 'es')).toEqual([
      '{confirmed} confirmados',
      '{requested} pendientes',
    ]);
    expect(bareCounts('Show all {count} photos', 'en')).toEqual(['{count} photos']);
    expect(bareCounts('{count, plural, one {# foto} other {# fotos}}', 'es')).toEqual([]);
  });

  it('uses one word per meaning: señal / deposit for the payment that confirms, depósito de seguridad / security deposit for the refundable one', () => {
    const FORBIDDEN: Record<Locale, RegExp> = {
      // "depósito" alone is ambiguous: the first payment is "señal", the refundable one "depósito de seguridad".
      es: /\bfianzas?\b|\banticipos?\b|dep[oó]sitos? de garant[ií]a|dep[oó]sitos?(?! de seguridad)\b/iu,
      en: /\b(damage deposit|down payment|bond|guarantee deposit)\b|\bthe deposit is (returned|settled|released)/i,
    };
    const found = LOCALES.flatMap((locale) =>
      messages(locale)
        .filter(([, text]) => FORBIDDEN[locale].test(text))
        .map(([key, text]) => `${locale} ${key}: ${text.slice(0, 80)}`),
    );
    expect(found).toEqual([]);
    expect(FORBIDDEN.es.test('Depósito {deposit}% · fianza {security}')).toBe(true);
    expect(FORBIDDEN.es.test('el depósito de seguridad se devuelve')).toBe(false);
  });

  it('names every status in each status map, so no code shows raw', () => {
    const maps: [string, readonly string[]][] = [
      ['desk.status', reservationStatus.enumValues],
      ['trips.status', reservationStatus.enumValues],
      ['ownerPortal.reservationStatus', reservationStatus.enumValues],
      ['ownerPortal.status', [...propertyStatus.enumValues, 'returned']],
      ['adminProperties.status', [...propertyStatus.enumValues, 'returned']],
    ];
    for (const locale of LOCALES)
      for (const [key, codes] of maps)
        for (const code of codes) {
          const label = valueAt(locale, `${key}.${code}`);
          expect(typeof label, `${locale} ${key}.${code}`).toBe('string');
          expect(label, `${locale} ${key}.${code}`).not.toBe(code);
        }
  });

  it('shows no status, kind or language code as text in the components', () => {
    /** A field holding a code, rendered as a JSX child: `{row.status}`. */
    const RAW = /(?<![\w$=`'"(:?])\{[\w?.]+\.(status|kind|locale)\}/g;
    const ALLOWED: Record<string, string> = {
      'components/concierge/queue-table.tsx': 'QueueItem.status is the label the page formatted on the server',
    };
    const found = componentFiles().flatMap((file) => {
      const rel = path.relative(SRC, file);
      if (rel in ALLOWED) return [];
      return [...fs.readFileSync(file, 'utf8').matchAll(RAW)].map((m) => `${rel}: ${m[0]}`);
    });
    expect(found).toEqual([]);
  });

  it('agrees in gender within a Spanish status column', () => {
    // A participle ends in -ado/-ido (masculine) or -ada/-ida (feminine); one column keeps one gender.
    for (const key of ['ownerPortal.status', 'adminProperties.status', 'ownerPortal.reservationStatus', 'desk.status', 'trips.status']) {
      const labels = Object.values(valueAt('es', key) as Record<string, string>);
      const genders = new Set(
        labels
          .flatMap((l) => l.split(/\s+/).slice(0, 1))
          .flatMap((w) => (/(ad|id)o$/i.test(w) ? ['m'] : /(ad|id)a$/i.test(w) ? ['f'] : [])),
      );
      expect(genders.size, `es ${key}: ${labels.join(', ')}`).toBeLessThanOrEqual(1);
    }
  });

  it('names each page in its navigation as its title says', () => {
    const SAME: [string, ...string[]][] = [
      ['common.layouts.brokerNav.listings', 'pages.brokerListings.title', 'ownerPortal.listings.title', 'account.menu.listings'],
      ['common.layouts.brokerNav.earnings', 'pages.brokerEarnings.title', 'ownerEarnings.title', 'account.menu.earnings'],
      ['common.layouts.brokerNav.reservations', 'pages.brokerReservations.title', 'ownerPortal.reservations.title'],
      ['admin.header.users', 'pages.adminUsers.title', 'adminUsers.title'],
      ['admin.header.properties', 'pages.adminProperties.title', 'adminProperties.title'],
      ['admin.header.audit', 'pages.adminAudit.title', 'adminAudit.heading'],
      ['admin.header.outbox', 'pages.adminOutbox.title', 'admin.outbox.heading'],
      ['desk.header.reservations', 'pages.conciergeReservations.title', 'desk.queue.title'],
    ];
    for (const locale of LOCALES)
      for (const keys of SAME) {
        const names = keys.map((k) => valueAt(locale, k));
        expect(
          names.every((n) => typeof n === 'string'),
          `${locale} ${keys.join(', ')}`,
        ).toBe(true);
        expect(new Set(names).size, `${locale}: ${keys.map((k, i) => `${k}=${names[i]}`).join(', ')}`).toBe(1);
      }
  });

  it('never ends a sentence right after a time (“11:00 a. m..”)', () => {
    /** Placeholders a time is written into; `date` ones in these keys carry a time too. */
    const TIME = /\{(time|when|\w+Time|\w+At|\w+, time(, \w+)?)\}\./;
    const WITH_TIME = ['guestbookRules.authorization.signedBody', 'ownerListing.guestInfo.updated'];
    const found = LOCALES.flatMap((locale) =>
      messages(locale)
        .filter(([key, text]) => TIME.test(text) || (WITH_TIME.includes(key) && /\{date\}\./.test(text)))
        .map(([key, text]) => `${locale} ${key}: ${text}`),
    );
    expect(found).toEqual([]);
    expect(TIME.test('Your nights are held until {time}. We will write')).toBe(true);
  });

  it('names languages in the page’s language, and the code writes no language name of its own', () => {
    const OTHER: Record<Locale, RegExp> = { en: /^(Español|Inglés)$/, es: /^(English|Spanish)$/ };
    const found = LOCALES.flatMap((locale) =>
      messages(locale)
        .filter(([, text]) => OTHER[locale].test(text.trim()))
        .map(([key, text]) => `${locale} ${key}: ${text}`),
    );
    expect(found).toEqual([]);
    expect(MESSAGE_CATALOG.es.common.languageNames).toEqual({ en: 'Inglés', es: 'Español' });
    const literal = componentFiles().flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/'(English|Español|Spanish|Inglés)'/g)].map((m) => `${path.relative(SRC, file)}: ${m[0]}`),
    );
    expect(literal).toEqual([]);
  });

  it('says tú on the guest side, in questions too (“Cómo pagas”, not “Cómo paga”)', () => {
    // A question word (accented, or opening the text) before a verb in the usted form; "que llega" (a relative) is fine.
    const USTED =
      /(?:^|¿|\b)(?:cómo|qué|cuándo|dónde|cuánto)\s+(paga|reserva|quiere|desea|necesita|prefiere|puede|llega|viaja|tiene|elige)\b|^(?:como|que|cuando|donde|cuanto)\s+(paga|reserva|quiere|desea|necesita|prefiere|puede|llega|viaja|tiene|elige)\b/iu;
    /** Questions about someone else (third person), not the reader. */
    const THIRD_PERSON: Record<string, string> = {
      'pages.brokerReservations.lead': '“cuándo llega” is when the owner’s guest arrives',
    };
    const found = messages('es')
      .filter(([key, text]) => !(key in THIRD_PERSON) && USTED.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
    expect(MESSAGE_CATALOG.es.checkout.request.scheduleTitle).toBe('Cómo pagas');
    expect(USTED.test('Cómo paga')).toBe(true);
    expect(USTED.test('Promoción que llega a los huéspedes')).toBe(false);
  });
});
