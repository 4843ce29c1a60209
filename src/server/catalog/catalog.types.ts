/**
 * Plain, localized shapes the catalogue hands to pages and (later) to /v1. Field names follow
 * SPEC §3 ("as mapped from the server", typos included: `hightlight`); money is integer cents.
 */
export interface PropertyImage {
  caption: string;
  original: string;
  medium: string;
  thumbnail: string;
  width: number;
  height: number;
}

export interface PlaceRef {
  slug: string;
  name: string;
}

export interface PropertyCard {
  id: number;
  slug: string;
  name: string;
  /** Cents per night: `live_price` when a seasonal rate covers tonight, else the base price. */
  price: number;
  /** Cents: tonight's seasonal rate in the property's time zone, or null when none covers it. */
  live_price: number | null;
  currency: string;
  images: PropertyImage[];
  bedrooms: number;
  number_bathroom: number;
  maximum_capacity: number;
  country: PlaceRef;
  state: PlaceRef;
  hightlight: string | null;
  is_reserve_collection: boolean;
  instant_book: boolean;
  in_offer: boolean;
  offer_tag: string | null;
  /** Published reviews (issue 32): their count, and the true average overall rating (null before the first). */
  review_count: number;
  review_average: number | null;
}

export interface PropertyDetail extends PropertyCard {
  description: string;
  short_description: string;
  our_be_like: string[];
  lat: number;
  lng: number;
  min_nights: number;
  check_in_time: string;
  check_out_time: string;
  /** The villa's zone (its state's, else its country's): the clock of its check-in and check-out times. */
  time_zone: string;
  amenities: string[];
  house_rules: string[];
  cancellation_policy: 'flexible' | 'moderate' | 'strict' | 'non_refundable';
  cleaning_fee: number;
  security_deposit: number;
}

export interface Destination {
  kind: 'country' | 'state';
  id: number;
  slug: string;
  name: string;
  description: string;
  image: string | null;
  /** The country a state belongs to; null for a country. */
  country: PlaceRef | null;
  propertyCount: number;
}

export interface DestinationGroup {
  country: Destination;
  states: Destination[];
}

/** SPEC §3 "booking list" item, as GET /v1/locations/places answers it. */
export interface Place {
  id: number;
  type: 'country' | 'state';
  name: string;
  slug: string;
  /** The country itself for a country; the state's country for a state. */
  country_id: number;
}
