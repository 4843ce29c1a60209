import type { PluralForms } from '@/components/ui/client-text';

/** Strings of the booking islands, prepared on the server (src/components/property/property-labels.ts). */
export interface BookingLabels {
  title: string;
  sheetTitle: string;
  fromPrice: string;
  perNight: string;
  dates: string;
  checkIn: string;
  checkOut: string;
  addDate: string;
  hideCalendar: string;
  guests: string;
  guestsCount: PluralForms;
  fewer: string;
  more: string;
  maxGuests: string;
  hint: string;
  loading: string;
  quoteTitle: string;
  nightlyRates: string;
  run: PluralForms;
  runDates: string;
  nights: PluralForms;
  cleaningFee: string;
  serviceFee: string;
  taxes: string;
  total: string;
  averageNightly: string;
  deposit: string;
  depositNote: string;
  action: string;
  checkAvailability: string;
  actionNote: string;
  networkError: string;
  retry: string;
  close: string;
  barDates: string;
  barTotal: string;
  freeUntil: string;
  calendar: CalendarLabels;
}

export interface CalendarLabels {
  label: string;
  previous: string;
  next: string;
  loading: string;
  error: string;
  minNights: string;
  clear: string;
  selected: string;
}

/** What every booking island needs to find the page's store. */
export interface BookingConfig {
  propertyId: number;
  locale: 'en' | 'es';
  today: string;
  maxGuests: number;
  policy: 'flexible' | 'moderate' | 'strict' | 'non_refundable';
  networkError: string;
}
