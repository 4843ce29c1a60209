/** Shared shapes of the trips context: components and other contexts import them from here, not from the services. */

export interface GroceryCatalogueItem {
  id: number;
  slug: string;
  name: string;
  unit: string;
  price_cents: number;
  currency: string;
}

export interface GroceryCatalogueCategory {
  id: number;
  slug: string;
  name: string;
  items: GroceryCatalogueItem[];
}

export interface GroceryOrderLine {
  item_id: number;
  slug: string;
  name: string;
  unit: string;
  quantity: number;
  note: string;
  unit_price_cents: number;
  line_total_cents: number;
}

/** A trip's grocery list as its guest sees it (GET/PUT /v1/account/trips/{id}/groceries). */
export interface GroceryOrder {
  trip_id: number;
  status: 'none' | 'draft' | 'submitted';
  currency: string;
  lines: GroceryOrderLine[];
  /** Units on the list (the sum of quantities). */
  item_count: number;
  estimated_cents: number;
  note: string;
  submitted_at: string | null;
  updated_at: string | null;
  editable: boolean;
  /** When the concierge bought the groceries (the list is final then), or null. */
  purchased_at: string | null;
  /** The cut-off instant: 72 hours before check-in time on arrival day, in the villa's zone. */
  editable_until: string;
  /** The villa's IANA zone, to show editable_until as the villa's wall clock. */
  time_zone: string;
}

export type ItineraryStatus = 'requested' | 'confirmed' | 'declined' | 'cancelled';

/** A plan as the API shows it to the trip's guest. */
export interface ItineraryItem {
  id: number;
  kind: 'experience' | 'service';
  offer: { id: number; slug: string; title: string; image: string; price_unit: string; price_from_cents: number };
  /** The villa's local calendar date. */
  date: string;
  /** The villa's local wall-clock time, HH:MM. */
  start_time: string;
  guests: number;
  note: string;
  status: ItineraryStatus;
  /** Set once a concierge confirms it (then a line on the bill); null before. */
  price_cents: number | null;
  /** Why a concierge declined it (shown to the guest); null unless declined with a reason. */
  decline_reason: string | null;
  created_at: string;
}

/** What a guest can add to a trip at a villa: published experiences (the villa's country first) and luxury services. */
export interface PlanOption {
  kind: 'experience' | 'service';
  slug: string;
  title: string;
  price_from_cents: number;
  price_unit: string;
  local: boolean;
}

/** Someone on the trip as the API shows them. The lead guest's row (`is_lead`) is the booker's. */
export interface Traveler {
  id: number;
  name: string;
  email: string;
  age_group: 'adult' | 'child' | 'infant';
  is_lead: boolean;
}
