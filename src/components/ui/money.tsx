import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format';

/** An amount in integer cents, formatted for the page's language ($1,250 or US$1,250.50); tabular figures. */
export function Money({
  locale,
  cents,
  currency = 'USD',
  className,
}: {
  locale: Locale;
  cents: number;
  currency?: string;
  className?: string;
}) {
  return <span className={className ? `tabular-nums ${className}` : 'tabular-nums'}>{formatMoney(locale, cents, currency)}</span>;
}

/**
 * An amount typed by a person ("1 500.50", "1500,5") as integer cents; null when it is not an amount
 * of at most two decimals, or (unless `allowZero`) not above zero.
 */
export function centsOf(raw: string, { allowZero = false }: { allowZero?: boolean } = {}): number | null {
  const clean = raw.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole = '0', fraction = ''] = clean.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents > 0 || allowZero ? cents : null;
}
