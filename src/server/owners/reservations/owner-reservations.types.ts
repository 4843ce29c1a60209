import type { OwnerReservationStatus } from './owner-reservations.schema';

/**
 * One reservation of the owner portal. The guest is shown by first name and country until the stay
 * is confirmed, then by full name; an owner never gets a guest's e-mail or phone.
 */
export interface OwnerReservationRow {
  id: number;
  confirmation_number: string;
  status: OwnerReservationStatus;
  property: { id: number; name: string };
  check_in: string;
  check_out: string;
  nights: number;
  guests: number;
  guest: {
    /** Full name once confirmed; the first name before. */
    name: string;
    /** The guest account's country in the request's language; null when unknown. */
    country: string | null;
    full_name_shown: boolean;
  };
  /** Nights and cleaning as the ledger holds them now (before commission), in cents. */
  owner_revenue_cents: number;
  currency: string;
}

export interface OwnerReservationPage {
  rows: OwnerReservationRow[];
  meta: { total: number; page: number; per_page: number; page_count: number };
}
