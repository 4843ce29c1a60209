/** What the owner portal's listing editor reads and writes (issue 15), shared by the API, the tabs and their components. */

export interface ListingBedroom {
  name_en: string;
  name_es: string;
  beds: { kind: 'king' | 'queen' | 'double' | 'single' | 'bunk' | 'sofa' | 'crib'; count: number }[];
}

export interface ListingDetails {
  id: number;
  status: 'draft' | 'submitted' | 'published';
  /** When the owner last submitted it for review (null: never). */
  submitted_at: string | null;
  /** An administrator's note when the listing was returned to draft (cleared when published). */
  review_note: string | null;
  name: string;
  short_description_en: string;
  short_description_es: string;
  description_en: string;
  description_es: string;
  our_be_like_en: string[];
  our_be_like_es: string[];
  highlight_en: string | null;
  highlight_es: string | null;
  house_rules_en: string[];
  house_rules_es: string[];
  amenities: string[];
  bed_layout: ListingBedroom[];
  bedrooms: number;
  bathrooms: number;
  maximum_capacity: number;
  check_in_time: string;
  check_out_time: string;
  cancellation_policy: 'flexible' | 'moderate' | 'strict' | 'non_refundable';
  lat: number;
  lng: number;
  address: string;
  updated_at: string;
  /** Bilingual fields filled in one language only: the empty side's name (e.g. `description_es`). */
  missing_translations: string[];
  /** What publishing still needs (empty when it could be published): field names, `nightly_rate`, `photos`. */
  publish_missing: string[];
}

export interface ListingSeasonalRate {
  id: number;
  name_en: string;
  name_es: string;
  start_date: string;
  /** Exclusive: the first night the rate no longer covers. */
  end_date: string;
  nightly_cents: number;
  min_nights: number | null;
}

export interface ListingRates {
  currency: string;
  base_price_cents: number;
  cleaning_fee_cents: number;
  security_deposit_cents: number;
  min_nights: number;
  instant_book: boolean;
  deposit_percent: number;
  balance_due_days: number;
  seasonal_rates: ListingSeasonalRate[];
}

export interface RatesPreview {
  currency: string;
  check_in: string;
  check_out: string;
  guests: number;
  night_count: number;
  nights: { date: string; cents: number }[];
  nights_total_cents: number;
  cleaning_fee_cents: number;
  service_fee_cents: number;
  taxes_cents: number;
  total_cents: number;
  security_deposit_cents: number;
  /** The minimum stay of an arrival that day (the season's, else the villa's). */
  min_nights: number;
  /** What a guest asking for these dates would be told, or null when they could book. */
  problem: 'min_nights' | 'too_many_guests' | 'dates_unavailable' | 'past_dates' | null;
}

export interface CalendarReservation {
  id: number;
  check_in: string;
  check_out: string;
  status: 'requested' | 'awaiting_payment' | 'confirmed';
  guest_first_name: string;
}

export interface CalendarBlock {
  id: number;
  start_date: string;
  end_date: string;
  reason: 'owner' | 'maintenance' | 'ical';
  note: string;
}

export interface ListingCalendar {
  /** The first day shown (the 1st of a month) and the day after the last. */
  from: string;
  to: string;
  /** The villa's own today. */
  today: string;
  reservations: CalendarReservation[];
  blocks: CalendarBlock[];
}

export interface GuestInfo {
  arrival_en: string;
  arrival_es: string;
  wifi_name: string;
  wifi_password: string;
  door_code: string;
  house_manual_en: string;
  house_manual_es: string;
  emergency_contacts_en: string;
  emergency_contacts_es: string;
  updated_at: string | null;
}
