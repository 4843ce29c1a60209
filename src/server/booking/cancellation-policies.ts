/**
 * The cancellation policies a property can carry (DESIGN §5), and the refund each one gives.
 * This is the single source of truth: refunds are computed from it and /cancellation-policies
 * renders its table from it, so the site always shows the rules the code applies.
 *
 * "Days before arrival" counts whole calendar days from the date the cancellation is received to
 * the check-in date, both in the property's own time zone: cancelling on the day before arrival
 * is 1, on the day of arrival 0, after arrival negative.
 *
 * The tiers:
 * - flexible: 100 % up to 7 days before arrival, 50 % up to the day before, nothing after.
 * - moderate: 100 % from 30 days out, 50 % from 14 days out, nothing after.
 * - strict: 50 % from 60 days out, nothing after (holiday-season and high-demand villas).
 * - non_refundable: nothing at any time (the lower rate is the trade).
 *
 * Pure TypeScript with no server-only or framework imports, so pages and tests can use it.
 */

/** Same names, same order, as the pgEnum `cancellation_policy` (a test keeps them in step). */
export const CANCELLATION_POLICY_NAMES = ['flexible', 'moderate', 'strict', 'non_refundable'] as const;
export type CancellationPolicyName = (typeof CANCELLATION_POLICY_NAMES)[number];

export interface RefundTier {
  /** The tier applies when the cancellation comes at least this many whole days before arrival. */
  minDaysBeforeArrival: number;
  /** Whole percent of the amount paid that is refunded. */
  refundPercent: number;
}

/** Tiers from the most generous (furthest from arrival) down; anything past the last one refunds 0 %. */
export const CANCELLATION_POLICIES: Readonly<Record<CancellationPolicyName, readonly RefundTier[]>> = {
  flexible: [
    { minDaysBeforeArrival: 7, refundPercent: 100 },
    { minDaysBeforeArrival: 1, refundPercent: 50 },
  ],
  moderate: [
    { minDaysBeforeArrival: 30, refundPercent: 100 },
    { minDaysBeforeArrival: 14, refundPercent: 50 },
  ],
  strict: [{ minDaysBeforeArrival: 60, refundPercent: 50 }],
  non_refundable: [],
};

export function isCancellationPolicyName(value: string): value is CancellationPolicyName {
  return (CANCELLATION_POLICY_NAMES as readonly string[]).includes(value);
}

function assertWholeDays(daysBeforeArrival: number) {
  // A fractional day means the caller measured instants instead of calendar dates: fail loudly.
  if (!Number.isInteger(daysBeforeArrival)) {
    throw new RangeError(`daysBeforeArrival must be a whole number of days, got ${daysBeforeArrival}`);
  }
}

/** The percent (0–100) of the amount paid that a cancellation this many days before arrival refunds. */
export function refundPercentFor(policy: CancellationPolicyName, daysBeforeArrival: number): number {
  assertWholeDays(daysBeforeArrival);
  const tier = CANCELLATION_POLICIES[policy].find((t) => daysBeforeArrival >= t.minDaysBeforeArrival);
  return tier?.refundPercent ?? 0;
}

/** The refund in integer cents for `paidCents` paid; rounds down so a refund never exceeds its percent. */
export function refundCentsFor(policy: CancellationPolicyName, paidCents: number, daysBeforeArrival: number): number {
  if (!Number.isSafeInteger(paidCents) || paidCents < 0) {
    throw new RangeError(`paidCents must be a non-negative integer, got ${paidCents}`);
  }
  return Math.floor((paidCents * refundPercentFor(policy, daysBeforeArrival)) / 100);
}

/** One line of a policy's refund table: cancelling between `minDays` and `maxDays` days before arrival (inclusive). */
export interface RefundScheduleRow {
  /** null: no lower bound (includes the day of arrival and after). */
  minDays: number | null;
  /** null: no upper bound. */
  maxDays: number | null;
  refundPercent: number;
}

/**
 * The policy's tiers as consecutive day ranges covering every possible day, ending with the 0 %
 * range, so a table built from it states what happens on any day.
 */
export function refundScheduleFor(policy: CancellationPolicyName): RefundScheduleRow[] {
  const rows: RefundScheduleRow[] = [];
  let upper: number | null = null;
  for (const tier of CANCELLATION_POLICIES[policy]) {
    rows.push({ minDays: tier.minDaysBeforeArrival, maxDays: upper, refundPercent: tier.refundPercent });
    upper = tier.minDaysBeforeArrival - 1;
  }
  rows.push({ minDays: null, maxDays: upper, refundPercent: 0 });
  return rows;
}

/**
 * Whole calendar days from `cancelledOn` to `checkIn`, both ISO dates (YYYY-MM-DD) already taken
 * in the property's time zone. Counted in UTC so daylight-saving changes never shift a day.
 */
export function daysBeforeArrival(cancelledOn: string, checkIn: string): number {
  return Math.round((isoDateToUtcMs(checkIn) - isoDateToUtcMs(cancelledOn)) / 86_400_000);
}

function isoDateToUtcMs(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`expected a date as YYYY-MM-DD, got ${isoDate}`);
  const [, y, m, d] = match.map(Number);
  const ms = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() + 1 !== m || check.getUTCDate() !== d) {
    throw new RangeError(`not a calendar date: ${isoDate}`);
  }
  return ms;
}
