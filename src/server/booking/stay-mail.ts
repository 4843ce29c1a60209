import { formatIsoDate, formatMoney } from '@/lib/format';
import type { Locale } from '@/i18n/routing';
import type { serverTranslator } from '../http/locale';

/** What every mail about a stay lists: number, villa, dates (as calendar dates), guests and, when known, the total. */
export function stayMailDetails(
  t: ReturnType<typeof serverTranslator>,
  locale: Locale,
  stay: {
    confirmationNumber: string;
    property: string;
    checkIn: string;
    checkOut: string;
    guests: number;
    total?: { cents: number; currency: string };
  },
): { label: string; value: string }[] {
  return [
    { label: t('booking.mail.confirmation_number'), value: stay.confirmationNumber },
    { label: t('booking.mail.property'), value: stay.property },
    { label: t('booking.mail.dates'), value: `${formatIsoDate(locale, stay.checkIn)} – ${formatIsoDate(locale, stay.checkOut)}` },
    { label: t('booking.mail.guests'), value: String(stay.guests) },
    ...(stay.total ? [{ label: t('booking.mail.total'), value: formatMoney(locale, stay.total.cents, stay.total.currency) }] : []),
  ];
}
