import type { PropertyImage } from '../catalog/catalog.types';
import type { FrozenQuote } from '../db/schema/booking';

/** Shared shapes of the booking context: components and other contexts import them from here, not from the verbs. */

export interface TripCharge {
  kind: string;
  label: string;
  amount_cents: number;
  created_at: string;
}

/** A reservation as the API shows it to its guest (POST /v1/reservations, /v1/account/trips). */
export interface Trip {
  id: number;
  confirmation_number: string;
  status: 'requested' | 'confirmed' | 'declined' | 'expired' | 'cancelled';
  property: {
    id: number;
    slug: string;
    name: string;
    state: string;
    country: string;
    time_zone: string;
    /** The villa's cover picture (its first), or null when it has none. */
    image: PropertyImage | null;
  };
  check_in: string;
  check_out: string;
  nights: number;
  guests: number;
  lead_guest: { first_name: string; last_name: string; email: string; phone: string };
  message: string;
  currency: string;
  total_cents: number;
  quote: FrozenQuote | null;
  charges: TripCharge[];
  balance_due_cents: number;
  refund_cents: number | null;
  hold_expires_at: string | null;
  created_at: string;
  confirmed_at: string | null;
  declined_at: string | null;
  cancelled_at: string | null;
  expired_at: string | null;
}

export interface CreateResult {
  trip: Trip;
  /** True when this is the stored answer to an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}
