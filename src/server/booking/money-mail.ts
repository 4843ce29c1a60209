import { eq } from 'drizzle-orm';
import { isLocale, type Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format';
import { localizeHref } from '@/lib/locale-path';
import { siteUrl } from '@/lib/seo';
import type { Orm } from '../db/open';
import { users } from '../db/schema/accounts';
import { reservations } from '../db/schema/booking';
import { serverTranslator } from '../core/locale';
import type { MailTemplate } from '../mail/mail-templates';
import { sendMail } from '../mail/mailer';
import { renderMail } from '../mail/render';
import { loadTrips } from './load-trips';
import { tripMailDetails } from './stay-mail';

export type MoneyNotice =
  | 'charge_added'
  | 'goodwill_credit'
  | 'goodwill_refund'
  | 'cancelled_by_us'
  | 'deposit_released'
  | 'deposit_retained';

/** Each notice's kind of mail (MAIL_TEMPLATES): the kind with hyphens. */
const TEMPLATE: Record<MoneyNotice, MailTemplate> = {
  charge_added: 'money-charge-added',
  goodwill_credit: 'money-goodwill-credit',
  goodwill_refund: 'money-goodwill-refund',
  cancelled_by_us: 'money-cancelled-by-us',
  deposit_released: 'money-deposit-released',
  deposit_retained: 'money-deposit-retained',
};

/**
 * Tells the guest what a concierge did to their trip's money (a charge added to their bill, with
 * what it is for; a goodwill credit or refund; a cancellation on our side with its refund; the
 * security deposit released or partly retained), in their language (`users.locale`, the language
 * they use on the site), with the reason and the trip's figures after it. Keyed by the trip, the
 * kind and the ledger's length, so a retry sends it once. A mail that cannot be recorded is logged.
 */
export async function sendMoneyNoticeMail(
  orm: Orm,
  reservationId: number,
  kind: MoneyNotice,
  what: { amountCents: number; reason: string; description?: string },
): Promise<void> {
  try {
    const [row] = await orm
      .select({ locale: users.locale, email: users.email })
      .from(reservations)
      .innerJoin(users, eq(users.id, reservations.userId))
      .where(eq(reservations.id, reservationId));
    if (!row) return;
    const locale: Locale = isLocale(row.locale) ? row.locale : 'en';
    const [trip] = await loadTrips(orm, [eq(reservations.id, reservationId)], locale);
    if (!trip) return;
    const t = serverTranslator(locale);
    const values = {
      amount: formatMoney(locale, what.amountCents, trip.currency),
      property: trip.property.name,
      number: trip.confirmation_number,
      description: what.description ?? '',
    };
    const content = renderMail({
      locale,
      greeting: t('booking.mail.greeting', { name: trip.lead_guest.first_name }),
      heading: t(`money.notice.${kind}_heading`, values),
      paragraphs: [t(`money.notice.${kind}_body`, values), ...(what.reason ? [t('money.notice.reason', { reason: what.reason })] : [])],
      details: [...tripMailDetails(t, locale, trip)],
      action: { label: t('money.mail.trip_action'), url: `${siteUrl()}${localizeHref(locale, `/user-trip-charges/${trip.id}`)}` },
      footer: t('booking.mail.footer'),
    });
    await sendMail(orm, {
      to: row.email,
      subject: t(`money.notice.${kind}_subject`, values),
      ...content,
      locale,
      template: TEMPLATE[kind],
      idempotencyKey: `money-${kind}:${reservationId}:${trip.charges.length}`,
    });
  } catch (err) {
    console.error('[money] notice mail failed', err);
  }
}
