import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { PluralForms } from '@/components/ui/client-text';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import { AMENITY_CODES, MAX_GUESTS, MAX_NIGHTS, SORTS } from '@/lib/search-state';
import type { DateRangeLabels } from './date-range-field';
import type { HomeSearchLabels } from './home-search-types';
import type { EmptyLabels } from './results-empty';
import type { IslandLabels } from './results-island-text';
import type { LinkedSentence } from './results-parts';
import type { ResultsLabels } from './results-types';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

async function dateLabels(): Promise<DateRangeLabels> {
  const t = await getTranslations('results.dates');
  return {
    label: t('label'),
    checkIn: t('checkIn'),
    checkOut: t('checkOut'),
    openCalendar: t('openCalendar'),
    clear: t('clear'),
    previousMonth: t('previousMonth'),
    nextMonth: t('nextMonth'),
  };
}

/** The home search bar's strings (client components get strings as props). */
export async function homeSearchLabels(countries: { slug: string; name: string }[]): Promise<HomeSearchLabels> {
  const [t, dates] = await Promise.all([getTranslations('results'), dateLabels()]);
  return {
    title: t('search.title'),
    destination: t('search.destination'),
    destinationPlaceholder: t('search.destinationPlaceholder'),
    anywhereIn: Object.fromEntries(countries.map((c) => [c.slug, t('search.anywhereIn', { name: c.name })])),
    noMatch: t('search.noMatch'),
    showDestinations: t('search.showDestinations'),
    dates,
    checkIn: t('dates.checkIn'),
    checkOut: t('dates.checkOut'),
    guests: t('guests.label'),
    guestsValue: Object.fromEntries(range(1, MAX_GUESTS).map((n) => [n, t('guests.value', { count: n })])),
    fewerGuests: t('guests.fewer'),
    moreGuests: t('guests.more'),
    submit: t('search.submit'),
    datesIncomplete: t('dates.incomplete'),
    datesOrder: t('dates.order'),
    datesTooLong: t('dates.tooLong', { max: MAX_NIGHTS }),
  };
}

export async function resultsLabels(): Promise<ResultsLabels> {
  const [t, dates] = await Promise.all([getTranslations('results'), dateLabels()]);
  return {
    filters: {
      title: t('filters.title'),
      dates,
      datesIncomplete: t('dates.incomplete'),
      guests: t('guests.label'),
      guestsValue: Object.fromEntries(range(0, MAX_GUESTS).map((n) => [n, n === 0 ? t('guests.any') : t('guests.value', { count: n })])),
      fewerGuests: t('guests.fewer'),
      moreGuests: t('guests.more'),
      bedrooms: t('filters.bedrooms'),
      bathrooms: t('filters.bathrooms'),
      any: t('filters.any'),
      atLeast: Object.fromEntries(range(1, 10).map((n) => [n, t('filters.atLeast', { count: n })])),
      price: t('filters.price'),
      priceMin: t('filters.priceMin'),
      priceMax: t('filters.priceMax'),
      priceHint: t('filters.priceHint'),
      options: t('filters.options'),
      instantBook: t('filters.instantBook'),
      instantBookHint: t('filters.instantBookHint'),
      inOffer: t('filters.inOffer'),
      inOfferHint: t('filters.inOfferHint'),
      reserveCollection: t('filters.reserveCollection'),
      reserveCollectionHint: t('filters.reserveCollectionHint'),
      amenities: t('filters.amenities'),
      amenity: Object.fromEntries(AMENITY_CODES.map((code) => [code, t(`amenity.${code}`)])),
      clearAll: t('filters.clearAll'),
    },
    openFilters: t('filters.open'),
    closeFilters: t('filters.close'),
    apply: t('filters.apply'),
    sort: t('sort.label'),
    sortOptions: Object.fromEntries(SORTS.map((s) => [s, t(`sort.${s}`)])) as ResultsLabels['sortOptions'],
    viewLabel: t('view.label'),
    viewList: t('view.list'),
    viewMap: t('view.map'),
    updating: t('updating'),
    summary: { label: t('summary.label'), anyDates: t('summary.anyDates'), change: t('summary.change') },
    map: {
      region: t('map.region'),
      searchArea: t('map.searchArea'),
      tilesUnavailable: t('map.tilesUnavailable'),
      loading: t('map.loading'),
      attribution: t('map.attribution'),
    },
  };
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A counted sentence as its plural forms for the browser: formatted for 1 and for 7, the number put back as `#`. */
function pluralForms(t: Translate, key: string): PluralForms {
  return { one: t(key, { count: 1 }).replace('1', '#'), other: t(key, { count: 7 }).replace('7', '#') };
}

/** A template for the browser: the sentence with its placeholders written back as `{name}`. */
function template(t: Translate, key: string, placeholders: string[]): string {
  return t(key, Object.fromEntries(placeholders.map((p) => [p, `{${p}}`])));
}

const MARK = '\u0001';

/** "Searches go up to 30 guests… <contact>contact our concierge</contact>…" cut around its link. */
export async function guestsCappedSentence(): Promise<LinkedSentence> {
  const t = await getTranslations('results');
  const [before = '', link = '', after = ''] = t
    .markup('guestsCapped', { max: MAX_GUESTS, contact: (chunks) => `${MARK}${chunks}${MARK}` })
    .split(MARK);
  return { before, link, after };
}

/** The empty state's strings: the server's results and the browser's dated ones show the same. */
export async function resultsEmptyLabels(): Promise<EmptyLabels> {
  const t = await getTranslations('results.empty');
  return {
    title: t('title'),
    textFiltered: t('textFiltered'),
    textNone: t('textNone'),
    clearFilters: t('clearFilters'),
    otherDates: t('otherDates'),
    nearby: t('nearby'),
  };
}

/** Every string of the browser's dated results (results-island.tsx), in the page's language. */
export async function resultsIslandLabels(locale: Locale): Promise<IslandLabels> {
  const [tr, tc, ta, guestsCapped] = await Promise.all([
    getTranslations('results'),
    getTranslations('catalog.card'),
    getTranslations('account'),
    guestsCappedSentence(),
  ]);
  const t = tr as unknown as Translate;
  const card = tc as unknown as Translate;
  return {
    count: { zero: tr('count', { count: 0 }), ...pluralForms(t, 'count') },
    pageOf: template(t, 'pageOf', ['page', 'pages']),
    dateIssue: {
      incomplete: tr('dateIssue.incomplete'),
      order: tr('dateIssue.order'),
      past: tr('dateIssue.past'),
      long: tr('dateIssue.long'),
    },
    guestsCapped,
    contactHref: localizeHref(locale, '/contact-us'),
    area: { active: tr('area.active'), remove: tr('area.remove') },
    pagination: {
      label: tr('pagination.label'),
      previous: tr('pagination.previous'),
      next: tr('pagination.next'),
      page: template(t, 'pagination.page', ['page']),
    },
    empty: await resultsEmptyLabels(),
    card: {
      bookNow: tc('bookNow'),
      location: template(card, 'location', ['state', 'country']),
      facts: tc('facts'),
      bedrooms: pluralForms(card, 'bedrooms'),
      bathrooms: pluralForms(card, 'bathrooms'),
      guests: pluralForms(card, 'guests'),
      priceLabel: template(card, 'priceLabel', ['price']),
      perNight: tc('perNight'),
      total: tc('total'),
      nights: pluralForms(card, 'nights'),
      favoriteToggle: ta('favorites.toggle', { name: '{name}' }),
      favoriteFailed: ta('favorites.failed'),
      network: ta('errors.network'),
      rated: template(card, 'rated', ['average']),
      reviews: pluralForms(card, 'reviews'),
      new: tc('new'),
    },
    mapPerNight: tr('perNight'),
    error: tr('island.error'),
    retry: tr('island.retry'),
  };
}
