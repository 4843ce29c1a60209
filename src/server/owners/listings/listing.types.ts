import type { z } from 'zod';
import type {
  blockSchema,
  calendarSchema,
  guestInfoOutSchema,
  listingDetailsSchema,
  listingRatesOutSchema,
  previewSchema,
} from './listings.openapi';
/** What the owner portal's listing editor reads and writes (issue 15), shared by the API, the tabs and their components. */

export interface ListingBedroom {
  name_en: string;
  name_es: string;
  beds: { kind: 'king' | 'queen' | 'double' | 'single' | 'bunk' | 'sofa' | 'crib'; count: number }[];
}

export type ListingDetails = z.infer<typeof listingDetailsSchema>;

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

export type ListingRates = z.infer<typeof listingRatesOutSchema>;

export type RatesPreview = z.infer<typeof previewSchema>;

export interface CalendarReservation {
  id: number;
  check_in: string;
  check_out: string;
  status: 'requested' | 'awaiting_payment' | 'confirmed' | 'completed';
  guest_first_name: string;
}

export type CalendarBlock = z.infer<typeof blockSchema>;

export type ListingCalendar = z.infer<typeof calendarSchema>;

export type GuestInfo = z.infer<typeof guestInfoOutSchema>;
