import { type Actor, isAdministrator } from '../access/actor';
import { zonedInstant, addDays } from '../core/calendar';
import { departureOf, type StayEnd } from '../booking/stay-status';
import { normalCheckOutTime } from '../guestbook/instructions/reveal-rule';
import { canActAsConcierge } from '../booking/booking.policy';
import type { ReviewRefusal } from './reviews.openapi';
import { REPLY_WINDOW_DAYS, REVIEW_WINDOW_DAYS } from './reviews.schema';

/**
 * Who may review, moderate and reply, and when (issue 32; decision 047). The window is read on the
 * villa's clock, as the completed status is (../booking/stay-status.ts): it opens at check-out (the
 * check-out date at the villa's check-out time) and closes 14 days later at the same wall time.
 */

export interface ReviewableStay extends StayEnd {
  /** The stored status (a completed stay is stored confirmed). */
  status: string;
  hasReview: boolean;
}

/** The instant the review window closes: 14 days after check-out, at the check-out time, on the villa's clock. */
export function reviewWindowClosesAt(stay: StayEnd): Date {
  return zonedInstant(addDays(stay.checkOut, REVIEW_WINDOW_DAYS), normalCheckOutTime(stay.checkOutTime), stay.timeZone);
}

/** Why the stay cannot be reviewed now, or null when it can. */
export function reviewRefusal(stay: ReviewableStay, now: Date): ReviewRefusal | null {
  if (stay.status !== 'confirmed') return 'not_reviewable';
  if (stay.hasReview) return 'review_exists';
  if (now.getTime() <= departureOf(stay).getTime()) return 'stay_not_finished';
  if (now.getTime() > reviewWindowClosesAt(stay).getTime()) return 'review_window_closed';
  return null;
}

/** The instant the owner's reply window closes: 14 days after publication. */
export function replyUntil(publishedAt: Date): Date {
  return new Date(publishedAt.getTime() + REPLY_WINDOW_DAYS * 86_400_000);
}

/** Moderation: a concierge in the villa's scope, or an administrator. */
export function canModerateReview(actor: Actor, scope: { inScope: boolean }): boolean {
  if (isAdministrator(actor)) return true;
  return canActAsConcierge(actor) && scope.inScope;
}
