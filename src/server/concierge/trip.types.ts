import type { z } from 'zod';
import type { conciergeTripSchema } from './trip.openapi';

/** One thing that happened to a trip: when, who (a name, or null for the system), what, and its facts. */
export interface TimelineEvent {
  at: string;
  actor: string | null;
  kind: string;
  data: Record<string, unknown>;
}

/** A grocery line as the concierge prices it: its id, what it is, the estimate and what was paid. */
export interface DeskGroceryLine {
  line_id: number;
  name: string;
  quantity: number;
  estimate_cents: number;
  actual_cents: number | null;
}

export interface DeskNote {
  id: number;
  body: string;
  author: string | null;
  created_at: string;
}

/** GET /v1/concierge/trips/{id}: the trip as its guest sees it, its money, the desk's own facts. */
export type TripDesk = z.infer<typeof conciergeTripSchema>;
