import 'server-only';
import { getTranslations } from 'next-intl/server';
import { AMENITY_CODES, MAX_GUESTS, MAX_NIGHTS, SORTS } from '@/lib/search-state';
import type { DateRangeLabels } from './date-range-field';
import type { HomeSearchLabels } from './home-search-types';
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
    map: {
      region: t('map.region'),
      searchArea: t('map.searchArea'),
      tilesUnavailable: t('map.tilesUnavailable'),
      loading: t('map.loading'),
      attribution: t('map.attribution'),
    },
  };
}
