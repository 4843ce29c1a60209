import type { DateRangeLabels } from './date-range-field';

/** A destination the search offers (SPEC §3 "booking list" item, from listPlaces). */
export interface SearchPlace {
  type: 'country' | 'state';
  name: string;
  slug: string;
  /** The country's name (the place's own for a country). */
  country: string;
}

/** The home search's strings, resolved on the server (no client i18n runtime). */
export interface HomeSearchLabels {
  title: string;
  destination: string;
  destinationPlaceholder: string;
  anywhereIn: Record<string, string>;
  noMatch: string;
  showDestinations: string;
  dates: DateRangeLabels;
  checkIn: string;
  checkOut: string;
  guests: string;
  guestsValue: Record<number, string>;
  fewerGuests: string;
  moreGuests: string;
  submit: string;
  datesIncomplete: string;
  datesOrder: string;
  datesTooLong: string;
}

export interface HomeSearchValue {
  destination: { slug: string; name: string } | null;
  check_in: string | null;
  check_out: string | null;
  guests: number;
}
