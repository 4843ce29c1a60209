import { formatIsoDate, formatMoney } from '@/lib/format';
import type { Locale } from '@/i18n/routing';
import type { serverTranslator } from '../core/locale';
import type { TripMoney } from './booking.types';
import { moneyFigures } from './money-figures';

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

/**
 * What a mail about money lists, from the trip's ledger only (the same figures, labels and order
 * as its pages: moneyFigures): the trip's total, what was paid and refunded, the balance of the
 * stay, the security deposit on its own lines, and each installment of the schedule with its due
 * date.
 */
export function moneyMailDetails(
  t: ReturnType<typeof serverTranslator>,
  locale: Locale,
  money: TripMoney,
  currency: string,
): { label: string; value: string }[] {
  const cents = (n: number) => formatMoney(locale, n, currency);
  return [
    ...moneyFigures(money).map((f) => ({ label: t(`money.figures.${f.key}`), value: cents(f.cents) })),
    ...money.schedule.installments.map((i) => ({
      label: t(`money.schedule.${i.key}`),
      value: `${cents(i.amount_cents)} · ${i.outstanding_cents === 0 ? t('money.schedule.paid') : t('money.schedule.due_on', { date: formatIsoDate(locale, i.due_on) })}`,
    })),
  ];
}

/** A trip's mail details: its stay (stayMailDetails), then its money (moneyMailDetails). */
export function tripMailDetails(
  t: ReturnType<typeof serverTranslator>,
  locale: Locale,
  trip: {
    confirmation_number: string;
    property: { name: string };
    check_in: string;
    check_out: string;
    guests: number;
    money: TripMoney;
    currency: string;
  },
): { label: string; value: string }[] {
  return [
    ...stayMailDetails(t, locale, {
      confirmationNumber: trip.confirmation_number,
      property: trip.property.name,
      checkIn: trip.check_in,
      checkOut: trip.check_out,
      guests: trip.guests,
    }),
    ...moneyMailDetails(t, locale, trip.money, trip.currency),
  ];
}
