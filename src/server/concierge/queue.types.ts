import type { QueueStatus } from './queue.schema';

/** One reservation of the desk's queue, as the API answers it and the page shows it. */
export interface QueueRow {
  id: number;
  confirmation_number: string;
  status: QueueStatus;
  check_in: string;
  check_out: string;
  guests: number;
  property: { id: number; name: string; destination: string };
  /** The lead guest's name (else the account's), the account's e-mail, the language they booked in. */
  guest: { name: string; email: string; locale: string };
  total_cents: number;
  currency: string;
  hold_expires_at: string | null;
  /** Seconds left before a request's (or an unpaid acceptance's) hold runs out; null without a hold. */
  hold_seconds_left: number | null;
  assigned: { id: number; name: string } | null;
  /** The latest of: booked, decided, cancelled, expired, deposit paid, last message, last timeline event. */
  activity_at: string;
}

export interface QueueMeta {
  total: number;
  page: number;
  per_page: number;
  page_count: number;
  /** Per status, over the caller's scope and every filter but the status. */
  counts: Record<QueueStatus, number>;
}

export interface QueuePage {
  rows: QueueRow[];
  meta: QueueMeta;
}

export type StaffRole = 'concierge' | 'destination_manager' | 'country_manager';

/** A concierge a trip can be assigned to: their scope covers it. */
export interface AssignableConcierge {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  /** Open trips (requested, awaiting payment, confirmed and not over) already assigned to them. */
  open_count: number;
  me: boolean;
}

export interface AssignResult {
  id: number;
  assigned: { id: number; name: string } | null;
}
