import { eq, sql } from 'drizzle-orm';
import { isLocale } from '@/i18n/routing';
import { formatIsoDate, formatMoney } from '@/lib/format';
import { localizeHref } from '@/lib/locale-path';
import { siteUrl } from '@/lib/seo';
import { requireSystem } from '../access/actor';
import type { ServiceContext } from '../access/context';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { users } from '../db/schema/accounts';
import { reservations } from '../db/schema/booking';
import { serverTranslator } from '../core/locale';
import { readAccounts } from '../ledger/ledger';
import { scheduleOf } from '../ledger/schedule';
import { tripMoney } from '../ledger/trip-money';
import { sendMail } from '../mail/mailer';
import { renderMail } from '../mail/render';
import { type JobRun, runJobOnce } from '../core/jobs';
import { todayIn } from '../core/calendar';
import { addDays } from '../core/calendar';
import { moneyMailDetails, stayMailDetails } from './stay-mail';

// No 'server-only' marker: the job script (scripts/jobs/payment-reminders.ts) and the server's timer run this.

/** How many days before the balance is due the guest is reminded. */
export const BALANCE_REMINDER_DAYS = 7;

export interface ReminderRun {
  /** Reservation ids mailed "the balance is due soon". */
  soon: number[];
  /** Reservation ids mailed "the balance is overdue". */
  overdue: number[];
}

/**
 * Reminds guests of their balance (DESIGN §5): for every confirmed stay whose balance installment
 * is still outstanding, one mail from BALANCE_REMINDER_DAYS before its due date and one once it is
 * overdue, each keyed by the reservation and the due date (`balance-reminder:<id>:<date>`,
 * `balance-overdue:<id>:<date>`) so it goes out once whatever the number of runs or servers.
 * "Today" is the villa's date at ctx.now (tests inject the clock).
 */
export async function sendPaymentReminders(ctx: ServiceContext): Promise<ReminderRun> {
  const { orm, now } = ctx;
  // Candidates: confirmed stays not yet begun (a cheap filter; the ledger decides).
  const found = await rows<{ id: number }>(
    orm,
    sql`select id from reservations where status = 'confirmed' and check_in > (${now.toISOString()}::timestamptz at time zone 'UTC')::date - 1`,
  );
  const accounts = await readAccounts(
    orm,
    found.map((r) => r.id),
  );
  const out: ReminderRun = { soon: [], overdue: [] };
  for (const held of accounts.values()) {
    const today = todayIn(held.reservation.timeZone, now);
    if (today >= held.reservation.checkIn) continue;
    const schedule = scheduleOf(held.account, held.reservation.terms, today);
    const balance = schedule.installments.find((i) => i.key === 'balance');
    if (!balance || balance.outstandingCents <= 0) continue;
    const kind = balance.dueOn < today ? 'overdue' : addDays(today, BALANCE_REMINDER_DAYS) >= balance.dueOn ? 'soon' : null;
    if (!kind) continue;
    const sent = await sendReminder(orm, held.reservation.id, kind, balance.dueOn, balance.outstandingCents, now);
    if (sent) out[kind].push(held.reservation.id);
  }
  return out;
}

async function sendReminder(
  orm: Orm,
  reservationId: number,
  kind: 'soon' | 'overdue',
  dueOn: string,
  cents: number,
  now: Date,
): Promise<boolean> {
  const [row] = await orm
    .select({
      locale: users.locale,
      email: users.email,
      first: reservations.leadGuestFirstName,
      number: reservations.confirmationNumber,
      checkIn: reservations.checkIn,
      checkOut: reservations.checkOut,
      guests: reservations.guests,
      currency: reservations.currency,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(eq(reservations.id, reservationId));
  if (!row) return false;
  const locale = isLocale(row.locale) ? row.locale : 'en';
  const t = serverTranslator(locale);
  const held = (await readAccounts(orm, [reservationId])).get(reservationId);
  if (!held) return false;
  const [property] = await rows<{ name: string }>(
    orm,
    sql`select p.name from reservations r join properties p on p.id = r.property_id where r.id = ${reservationId}`,
  );
  const values = {
    amount: formatMoney(locale, cents, row.currency),
    date: formatIsoDate(locale, dueOn),
    property: property?.name ?? '',
    number: row.number,
  };
  const content = renderMail({
    locale,
    greeting: t('booking.mail.greeting', { name: row.first }),
    heading: t(`money.reminder.${kind}_heading`, values),
    paragraphs: [t(`money.reminder.${kind}_body`, values)],
    details: [
      ...stayMailDetails(t, locale, {
        confirmationNumber: row.number,
        property: values.property,
        checkIn: row.checkIn,
        checkOut: row.checkOut,
        guests: row.guests,
      }),
      ...moneyMailDetails(t, locale, tripMoney(held, now), row.currency),
    ],
    action: { label: t('money.reminder.action'), url: `${siteUrl()}${localizeHref(locale, `/user-trip-charges/${reservationId}`)}#pay` },
    footer: t('booking.mail.footer'),
  });
  const result = await sendMail(orm, {
    to: row.email,
    subject: t(`money.reminder.${kind}_subject`, values),
    ...content,
    locale,
    template: kind === 'soon' ? 'balance-reminder' : 'balance-overdue',
    idempotencyKey: `${kind === 'soon' ? 'balance-reminder' : 'balance-overdue'}:${reservationId}:${dueOn}`,
  });
  return !result.duplicate;
}

/** The reminders as a job, once across every app server at a time (src/server/core/jobs.ts). */
export function runPaymentRemindersJob(ctx: ServiceContext): Promise<JobRun<ReminderRun>> {
  requireSystem(ctx.actor);
  return runJobOnce(ctx.orm, 'payment-reminders', () => sendPaymentReminders(ctx));
}
