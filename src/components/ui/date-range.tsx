import type { Locale } from '@/i18n/routing';
import { formatIsoDate, formatStayRange } from '@/lib/format';

/**
 * A stay's dates (ISO calendar dates, never shifted by a time zone) as "January 8, 2027 – January 12, 2027",
 * in a <time> pair readers and machines understand. With only `from`, one date.
 */
export function DateRange({ locale, from, to, className }: { locale: Locale; from: string; to?: string; className?: string }) {
  if (!to) {
    return (
      <time dateTime={from} className={className}>
        {formatIsoDate(locale, from)}
      </time>
    );
  }
  const [start, end] = formatStayRange(locale, from, to).split(' – ');
  return (
    <span className={className}>
      <time dateTime={from}>{start}</time> – <time dateTime={to}>{end}</time>
    </span>
  );
}
