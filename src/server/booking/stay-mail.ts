import { formatIsoDate, formatMoney } from '@/lib/format';
import type { Locale } from '@/i18n/routing';
import type { serverTranslator } from '../http/locale';
import type { TripMoney } from './booking.types';

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
 * What a mail about money lists, from the trip's ledger only (the same figures as its pages): the
 * trip's total, what was paid and refunded, the balance due, the security deposit apart, and each
 * installment of the schedule with its due date.
 */
export function moneyMailDetails(
  t: ReturnType<typeof serverTranslator>,
  locale: Locale,
  money: TripMoney,
  currency: string,
): { label: string; value: string }[] {
  const cents = (n: number) => formatMoney(locale, n, currency);
  return [
    { label: t('money.mail.total'), value: cents(money.charged_cents) },
    ...(money.paid_cents > 0 ? [{ label: t('money.mail.paid'), value: cents(money.paid_cents) }] : []),
    ...(money.refunded_cents > 0 ? [{ label: t('money.mail.refunded'), value: cents(money.refunded_cents) }] : []),
    { label: t('money.mail.balance'), value: cents(Math.max(0, money.balance_due_cents)) },
    ...(money.security_deposit.required_cents > 0
      ? [{ label: t('money.mail.security_deposit'), value: cents(money.security_deposit.required_cents) }]
      : []),
    ...money.schedule.installments.map((i) => ({
      label: t(`money.schedule.${i.key}`),
      value: `${cents(i.amount_cents)} · ${i.outstanding_cents === 0 ? t('money.schedule.paid') : t('money.schedule.due_on', { date: formatIsoDate(locale, i.due_on) })}`,
    })),
  ];
}
