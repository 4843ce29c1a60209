/**
 * The kinds of a trip's timeline that have a sentence in `tripDesk.timeline.kinds` (the ledger's
 * `ledger_*` lines have one of their own). The timeline never shows a code: a kind missing here
 * reads as `other`. timeline-kinds.test.ts checks every kind the server writes is listed.
 */
export const TIMELINE_KINDS = [
  'reservation_created',
  'reservation_confirmed',
  'deposit_paid',
  'reservation_declined',
  'reservation_cancelled',
  'reservation_expired',
  'change_requested',
  'change_applied',
  'change_declined',
  'change_expired',
  'plan_requested',
  'plan_added',
  'plan_confirmed',
  'plan_declined',
  'plan_cancelled',
  'groceries_submitted',
  'groceries_purchased',
  'note_added',
  'charge_voided',
  'confirmed',
  'declined',
  'assigned',
  'unassigned',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** The message key of an event's kind: `assigned` with no concierge is `unassigned`; an unknown kind is `other`. */
export function timelineKind(kind: string, data: Record<string, unknown>): TimelineKind | 'other' {
  if (kind === 'assigned' && (data.concierge_id === null || data.concierge_id === undefined)) return 'unassigned';
  return (TIMELINE_KINDS as readonly string[]).includes(kind) ? (kind as TimelineKind) : 'other';
}
