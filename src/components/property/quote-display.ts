import { CANCELLATION_POLICIES, type CancellationPolicyName } from '@/server/booking/cancellation-policies';
import { addDays } from './booking-selection';

/** Pure helpers for showing a quote (loaded with the quote lines, not in the page's first load). */

export interface NightlyRun {
  from: string;
  /** The last night of the run (inclusive). */
  to: string;
  nights: number;
  amount: number;
}

/** Consecutive nights at the same rate, merged: "3 nights × $1,200" then "2 nights × $1,450". */
export function nightlyRuns(nightly: readonly { date: string; amount: number }[]): NightlyRun[] {
  const runs: NightlyRun[] = [];
  for (const night of nightly) {
    const last = runs.at(-1);
    if (last && last.amount === night.amount && addDays(last.to, 1) === night.date) {
      last.to = night.date;
      last.nights += 1;
    } else {
      runs.push({ from: night.date, to: night.date, nights: 1, amount: night.amount });
    }
  }
  return runs;
}

export interface RefundMilestone {
  /** The last calendar day (property time) on which cancelling still refunds `refundPercent`. */
  until: string;
  refundPercent: number;
}

/**
 * The policy's tiers as dates for a stay starting on `checkIn`: "100 % back until 3 March",
 * only the ones still ahead of `today`. Empty for a non-refundable stay or when every tier passed.
 */
export function refundMilestones(policy: CancellationPolicyName, checkIn: string, today: string): RefundMilestone[] {
  return CANCELLATION_POLICIES[policy]
    .map((tier) => ({ until: addDays(checkIn, -tier.minDaysBeforeArrival), refundPercent: tier.refundPercent }))
    .filter((m) => m.until >= today);
}
