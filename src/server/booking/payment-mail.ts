import { eq } from 'drizzle-orm';
import { isLocale, type Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format';
import { localizeHref } from '@/lib/locale-path';
import { siteUrl } from '@/lib/seo';
import type { Orm } from '../db/open';
import { users } from '../db/schema/accounts';
import { reservations } from '../db/schema/booking';
import { payments } from '../db/schema/money';
import { serverTranslator } from '../core/locale';
import { sendMail } from '../mail/mailer';
import { renderMail } from '../mail/render';
import { confirmationGuestbookParagraph } from '../guestbook/open/guestbook-mail';
import { loadTrips } from './load-trips';
import { tripMailDetails } from './stay-mail';

/**
 * Tells the guest their payment arrived (a card, the demonstration provider, or a transfer a
 * concierge recorded), in their account's language (`users.locale`), with the trip's figures and schedule after
 * it and links to the receipt and the charges page. Once per payment (`payment-received:<id>`). A
 * mail that cannot be recorded is logged; the payment stands.
 */
export async function sendPaymentReceivedMail(orm: Orm, reservationId: number, paymentId: number): Promise<void> {
  try {
    const [row] = await orm
      .select({ locale: users.locale, email: users.email })
      .from(reservations)
      .innerJoin(users, eq(users.id, reservations.userId))
      .where(eq(reservations.id, reservationId));
    const [payment] = await orm.select().from(payments).where(eq(payments.id, paymentId));
    if (!row || !payment || payment.status !== 'succeeded') return;
    const locale: Locale = isLocale(row.locale) ? row.locale : 'en';
    const [trip] = await loadTrips(orm, [eq(reservations.id, reservationId)], locale);
    if (!trip) return;
    const t = serverTranslator(locale);
    const method =
      payment.method === 'bank_transfer'
        ? t('money.mail.method_transfer')
        : payment.provider === 'demo'
          ? t('money.mail.method_demo')
          : t('money.mail.method_card');
    const amount = formatMoney(locale, payment.amountCents, payment.currency);
    const site = siteUrl();
    const confirmed =
      trip.status === 'confirmed' &&
      trip.confirmed_at !== null &&
      payment.succeededAt !== null &&
      new Date(trip.confirmed_at).getTime() === new Date(payment.succeededAt).getTime();
    const guestbookParagraph = confirmed ? await confirmationGuestbookParagraph(orm, reservationId, locale) : null;
    const content = renderMail({
      locale,
      greeting: t('booking.mail.greeting', { name: trip.lead_guest.first_name }),
      heading: t('money.mail.payment_heading'),
      paragraphs: [
        t(confirmed ? 'money.mail.payment_confirmed_body' : 'money.mail.payment_body', { amount, method }),
        // The booking confirmation gives the stay's guestbook (issue 16): its signed link.
        ...(guestbookParagraph ? [guestbookParagraph] : []),
      ],
      details: [...tripMailDetails(t, locale, trip)],
      action: { label: t('money.mail.trip_action'), url: `${site}${localizeHref(locale, `/user-trip-charges/${trip.id}`)}` },
      footer: `${t('money.mail.receipt_action')}: ${site}/v1/account/trips/${trip.id}/payments/${payment.id}/receipt.pdf?locale=${locale}`,
    });
    await sendMail(orm, {
      to: row.email,
      subject: t('money.mail.payment_subject', { property: trip.property.name, number: trip.confirmation_number }),
      ...content,
      locale,
      template: 'payment-received',
      idempotencyKey: `payment-received:${payment.id}`,
    });
  } catch (err) {
    console.error('[payments] payment mail failed', err);
  }
}
