import type { z } from 'zod';
import type { apiGroceryCategorySchema, apiGroceryOrderSchema } from './groceries.openapi';
import type { apiItineraryItemSchema, apiTravelerSchema } from './itinerary.openapi';
/** Shared shapes of the trips context: components and other contexts import them from here, not from the services. */

export interface GroceryCatalogueItem {
  id: number;
  slug: string;
  name: string;
  unit: string;
  price_cents: number;
  currency: string;
}

export type GroceryCatalogueCategory = z.infer<typeof apiGroceryCategorySchema>;

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
export type GroceryOrder = z.infer<typeof apiGroceryOrderSchema>;

export type ItineraryStatus = 'requested' | 'confirmed' | 'declined' | 'cancelled';

/** A plan as the API shows it to the trip's guest. */
export type ItineraryItem = z.infer<typeof apiItineraryItemSchema>;

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
export type Traveler = z.infer<typeof apiTravelerSchema>;
