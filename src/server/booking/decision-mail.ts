import { eq, sql } from 'drizzle-orm';
import { isLocale, type Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import { siteUrl } from '@/lib/seo';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { serverTranslator } from '../core/locale';
import type { MailTemplate } from '../mail/mail-templates';
import { sendMail } from '../mail/mailer';
import { renderMail } from '../mail/render';
import { reservations } from '../db/schema/booking';
import { loadTrips } from './load-trips';
import { moneyMailDetails, stayMailDetails } from './stay-mail';

// No 'server-only' marker: expireRequests (and so the job script) sends the `expired` mail.

export type DecisionKind = 'confirmed' | 'declined' | 'expired' | 'expired_unpaid';

const TEMPLATE: Record<DecisionKind, MailTemplate> = {
  // A concierge accepted the request: it now awaits its deposit (the payment's mail confirms it).
  confirmed: 'booking-accepted',
  declined: 'booking-declined',
  expired: 'booking-expired',
  expired_unpaid: 'booking-expired-unpaid',
};

/**
 * Tells the guest what became of their request, in their account's language (`users.locale`, the
 * language they last used the site in or chose in their profile), at their account's address: confirmed by a concierge (with the
 * confirmation number), declined (with the concierge's reason), or expired unanswered after 48
 * hours (both: the dates are free again, with a link to search the same destination). A mail that cannot be recorded is logged;
 * the decision stands.
 */
export async function sendDecisionMail(
  orm: Orm,
  reservationId: number,
  kind: DecisionKind,
  extra: { reason?: string } = {},
): Promise<void> {
  try {
    const [r] = await rows<{
      email: string;
      locale: string;
      first_name: string;
      user_name: string;
      confirmation_number: string;
      property: string;
      state_slug: string;
      check_in: string;
      check_out: string;
      guests: number;
      total_cents: number;
      currency: string;
    }>(
      orm,
      sql`select u.email, u.locale, r.lead_guest_first_name as first_name, u.name as user_name, r.confirmation_number,
          p.name as property, s.slug as state_slug, r.check_in::text as check_in, r.check_out::text as check_out,
          r.guests, r.total_cents, r.currency
        from reservations r join users u on u.id = r.user_id join properties p on p.id = r.property_id
          join states s on s.id = p.state_id
        where r.id = ${reservationId}`,
    );
    if (!r) return;
    const locale: Locale = isLocale(r.locale) ? r.locale : 'en';
    const t = serverTranslator(locale);
    const values = { property: r.property, number: r.confirmation_number };
    const search = `${siteUrl()}${localizeHref(locale, `/d/${r.state_slug}`)}?${new URLSearchParams({
      check_in: r.check_in,
      check_out: r.check_out,
      guests: String(r.guests),
    })}`;
    const [trip] = kind === 'confirmed' ? await loadTrips(orm, [eq(reservations.id, reservationId)], locale) : [];
    const content = renderMail({
      locale,
      greeting: t('booking.mail.greeting', { name: r.first_name || r.user_name }),
      heading: t(`plans.mail.${kind}_heading`),
      // A concierge's reason is quoted as written: the guest reads it under their language's frame.
      paragraphs: [
        t(`plans.mail.${kind}_body`, values),
        ...(extra.reason ? [t('plans.mail.declined_reason', { reason: extra.reason })] : []),
      ],
      details: [
        ...stayMailDetails(t, locale, {
          confirmationNumber: r.confirmation_number,
          property: r.property,
          checkIn: r.check_in,
          checkOut: r.check_out,
          guests: r.guests,
        }),
        ...(trip && kind === 'confirmed' ? moneyMailDetails(t, locale, trip.money, trip.currency) : []),
      ],
      action:
        kind === 'confirmed'
          ? { label: t('plans.mail.pay_action'), url: `${siteUrl()}${localizeHref(locale, `/user-trip-charges/${reservationId}`)}#pay` }
          : { label: t('plans.mail.search_action'), url: search },
      footer: t('booking.mail.footer'),
    });
    await sendMail(orm, {
      to: r.email,
      subject: t(`plans.mail.${kind}_subject`, values),
      ...content,
      locale,
      template: TEMPLATE[kind],
      idempotencyKey: `${TEMPLATE[kind]}:${reservationId}`,
    });
  } catch (err) {
    console.error(`[booking] ${kind} mail for reservation ${reservationId} failed`, err);
  }
}
