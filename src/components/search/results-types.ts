import type { Sort } from '@/lib/search-state';
import type { DateRangeLabels } from './date-range-field';

/** Strings of the results page's client parts, resolved on the server. */
export interface FilterLabels {
  title: string;
  dates: DateRangeLabels;
  datesIncomplete: string;
  guests: string;
  guestsValue: Record<number, string>;
  fewerGuests: string;
  moreGuests: string;
  bedrooms: string;
  bathrooms: string;
  any: string;
  atLeast: Record<number, string>;
  price: string;
  priceMin: string;
  priceMax: string;
  /** Per night, e.g. "Price per night". */
  priceHint: string;
  options: string;
  instantBook: string;
  instantBookHint: string;
  inOffer: string;
  inOfferHint: string;
  reserveCollection: string;
  reserveCollectionHint: string;
  amenities: string;
  amenity: Record<string, string>;
  clearAll: string;
}

export interface ResultsLabels {
  filters: FilterLabels;
  openFilters: string;
  closeFilters: string;
  /** "Show {count} villas" for the current count, used by the drawer's button. */
  apply: string;
  sort: string;
  sortOptions: Record<Sort, string>;
  viewLabel: string;
  viewList: string;
  viewMap: string;
  updating: string;
  map: MapLabels;
  /** The phone's summary bar of the search: "Punta Cana · Jan 12 – 19 · 4 guests", which opens the filters. */
  summary: { label: string; anyDates: string; change: string };
}

export interface MapLabels {
  region: string;
  searchArea: string;
  loading: string;
  attribution: string;
  /** Shown when the map's tiles cannot load. */
  tilesUnavailable: string;
}

/** A villa as the map needs it: where, the price pill and the link. */
export interface MapPoint {
  id: number;
  lat: number;
  lng: number;
  price: string;
  label: string;
  href: string;
}
