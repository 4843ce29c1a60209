import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { PropertyDetail } from '@/server/catalog/catalog.types';
import type { BookingLabels, CalendarLabels } from './booking-labels';
import type { PluralForms } from '@/components/ui/client-text';
import type { GalleryGridLabels } from './gallery-grid';
import type { MapLabels } from './location-map';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A counted sentence as its plural forms for the browser (`#` where the number goes), made by
 * formatting it for 1 and for 7 and putting `#` back; other placeholders stay as `{name}`.
 */
function pluralForms(t: Translate, key: string, placeholders: string[] = []): PluralForms {
  const keep = Object.fromEntries(placeholders.map((p) => [p, `{${p}}`]));
  return { one: t(key, { ...keep, count: 1 }).replace('1', '#'), other: t(key, { ...keep, count: 7 }).replace('7', '#') };
}

/** Every string the property page's client islands show, in the page's language. */
export async function propertyIslandLabels(locale: Locale, property: PropertyDetail) {
  const t = (await getTranslations({ locale, namespace: 'property' })) as unknown as Translate & { raw: (key: string) => string };
  const raw = (key: string) => String(t.raw(key));

  const calendar: CalendarLabels = {
    label: t('availability.calendarLabel', { name: property.name }),
    previous: t('availability.previous'),
    next: t('availability.next'),
    loading: t('availability.loading'),
    error: t('availability.error'),
    minNights: t('availability.minNights', { count: property.min_nights }),
    clear: t('availability.clear'),
    selected: raw('availability.selected'),
  };

  const booking: BookingLabels = {
    title: t('booking.title'),
    sheetTitle: t('booking.sheetTitle'),
    fromPrice: raw('booking.from'),
    perNight: t('booking.perNight'),
    dates: t('booking.dates'),
    checkIn: t('booking.checkIn'),
    checkOut: t('booking.checkOut'),
    addDate: t('booking.addDate'),
    hideCalendar: t('booking.hideCalendar'),
    guests: t('booking.guests'),
    guestsCount: pluralForms(t, 'booking.guestsCount'),
    fewer: t('booking.fewer'),
    more: t('booking.more'),
    maxGuests: t('booking.maxGuests', { count: property.maximum_capacity }),
    hint: t('booking.hint'),
    loading: t('booking.loading'),
    quoteTitle: t('booking.quoteTitle'),
    nightlyRates: t('booking.nightlyRates'),
    run: pluralForms(t, 'booking.run', ['price']),
    runDates: raw('booking.runDates'),
    nights: pluralForms(t, 'booking.nights'),
    cleaningFee: t('booking.cleaningFee'),
    serviceFee: t('booking.serviceFee'),
    taxes: t('booking.taxes'),
    total: t('booking.total'),
    averageNightly: raw('booking.averageNightly'),
    deposit: t('booking.deposit'),
    depositNote: t('booking.depositNote'),
    action: property.instant_book ? t('booking.bookNow') : t('booking.requestToBook'),
    checkAvailability: t('booking.checkAvailability'),
    actionNote: property.instant_book ? t('booking.instantNote') : t('booking.requestNote'),
    networkError: t('booking.networkError'),
    retry: t('booking.retry'),
    close: t('booking.close'),
    barDates: raw('booking.barDates'),
    barTotal: raw('booking.barTotal'),
    freeUntil: raw('booking.freeUntil'),
    calendar,
  };

  const gallery: GalleryGridLabels = {
    label: t('gallery.label', { name: property.name }),
    open: (index, caption) => t('gallery.open', { index, total: property.images.length, caption }),
    showAll: t('gallery.showAll', { count: property.images.length }),
    dialog: t('gallery.dialog', { name: property.name }),
    close: t('gallery.close'),
    previous: t('gallery.previous'),
    next: t('gallery.next'),
    counter: raw('gallery.counter'),
    thumbnails: t('gallery.thumbnails'),
  };

  const map: MapLabels = {
    mapLabel: t('location.mapLabel', { name: property.name }),
    loading: t('location.loading'),
    unavailable: t('location.unavailable', { state: property.state.name, country: property.country.name }),
  };

  return { booking, calendar, gallery, map };
}
