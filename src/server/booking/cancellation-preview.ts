import {
  CANCELLATION_POLICIES,
  type CancellationPolicyName,
  daysBeforeArrival,
  refundCentsFor,
  refundPercentFor,
} from './cancellation-policies';
import type { EntryAmount } from '../ledger/account';
import { cancellationPlan } from '../ledger/cancellation';
import type { z } from 'zod';
import type { apiCancellationPreviewSchema } from './booking.openapi';
import type { StoredStatus } from './stay-status';
import { todayIn } from '../core/calendar';
import { addDays } from '../core/calendar';

/** What the preview needs of a reservation: its status, its dates and total as booked, and the villa's time zone. */
export interface CancellableStay {
  status: StoredStatus;
  checkIn: string;
  checkOut: string;
  totalCents: number;
  timeZone: string;
  /**
   * The trip's ledger entries. With them every refund is the money that would actually go back
   * (cancellationPlan: the policy's share of the stay is kept, never more than was paid); without
   * them, the policy's share of `totalCents` (a stay not yet booked).
   */
  entries?: readonly EntryAmount[];
}

/** One refund tier of the trip's policy, as dates of this stay. */
export interface RefundDeadline {
  refund_percent: number;
  refund_cents: number;
  /** The last villa-local date on which cancelling still gets this refund; null for the last tier (0 %), which has no end. */
  until: string | null;
  /** True once the villa's today is past `until`. */
  passed: boolean;
}

/**
 * Why a trip cannot be cancelled by its guest: `stay_started` once the villa's check-in day has
 * come (a stay under way is the concierge's to end), `not_cancellable` once it is cancelled,
 * declined, expired or over.
 */
export type CancellationRefusal = 'stay_started' | 'not_cancellable';

export type CancellationPreview = z.infer<typeof apiCancellationPreviewSchema>;

/**
 * What a guest gets back if they cancel now (DESIGN §5), and until which of the villa's dates each
 * refund applies. A request not yet accepted is withdrawn in full; a confirmed stay refunds the
 * booked total by its policy and the whole days left before arrival, counted in the villa's own
 * calendar. Only a requested or confirmed stay whose check-in day has not come can be cancelled
 * by its guest (from that day the stay is under way: the concierge ends it). Pure: the
 * cancellation itself (cancelReservation) applies exactly this answer.
 */
export function cancellationPreview(stay: CancellableStay, policy: CancellationPolicyName, now: Date): CancellationPreview {
  const today = todayIn(stay.timeZone, now);
  const days = daysBeforeArrival(today, stay.checkIn);
  const unconfirmed = stay.status === 'requested' || stay.status === 'awaiting_payment';
  const active = unconfirmed || stay.status === 'confirmed';
  let refusal: CancellationRefusal | null = null;
  if (!active || stay.checkOut <= today) refusal = 'not_cancellable';
  else if (stay.checkIn <= today) refusal = 'stay_started';
  const cancellable = refusal === null;
  const refundAt = (percent: number, fallback: number) => (stay.entries ? cancellationPlan(stay.entries, percent).refundCents : fallback);
  const deadlines: RefundDeadline[] = CANCELLATION_POLICIES[policy].map((tier) => {
    const until = addDays(stay.checkIn, -tier.minDaysBeforeArrival);
    return {
      refund_percent: tier.refundPercent,
      refund_cents: refundAt(tier.refundPercent, refundCentsFor(policy, stay.totalCents, tier.minDaysBeforeArrival)),
      until,
      passed: today > until,
    };
  });
  deadlines.push({ refund_percent: 0, refund_cents: refundAt(0, 0), until: null, passed: false });
  let refundPercent = 0;
  let refundCents = 0;
  if (cancellable && unconfirmed) {
    refundPercent = 100;
    refundCents = refundAt(100, stay.totalCents);
  } else if (cancellable) {
    refundPercent = refundPercentFor(policy, days);
    refundCents = refundAt(refundPercent, refundCentsFor(policy, stay.totalCents, days));
  }
  return {
    cancellable,
    refusal,
    refund_cents: refundCents,
    refund_percent: refundPercent,
    policy,
    today,
    days_before_arrival: days,
    deadlines,
  };
}
