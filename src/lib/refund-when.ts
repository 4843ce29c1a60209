import type { getTranslations } from 'next-intl/server';
import type { RefundScheduleRow } from '@/server/booking/cancellation-policies';

/** The translator of the policies' words (info.cancellationPolicies). */
export type PolicyT = Awaited<ReturnType<typeof getTranslations<'info.cancellationPolicies'>>>;

/**
 * When a refund tier applies, in words: "Any time", "Less than 7 days", "30 days or more"…
 * One label for the policies page and the villa page's summary, so both read the same.
 */
export function refundWhenLabel(t: PolicyT, row: RefundScheduleRow): string {
  const { minDays, maxDays } = row;
  if (minDays === null) return maxDays === null ? t('table.anyTime') : t('table.lessThan', { days: maxDays + 1 });
  if (maxDays === null) return t('table.daysOrMore', { days: minDays });
  return minDays === maxDays ? t('table.exactly', { days: minDays }) : t('table.between', { from: minDays, to: maxDays });
}
