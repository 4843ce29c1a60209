import { eq } from 'drizzle-orm';
import { isLocale, type Locale } from '@/i18n/routing';
import { formatIsoDate } from '@/lib/format';
import { localizeHref } from '@/lib/locale-path';
import { siteUrl } from '@/lib/seo';
import { serverTranslator } from '../core/locale';
import type { Orm } from '../db/open';
import { users } from '../db/schema/accounts';
import { reservations } from '../db/schema/booking';
import { properties } from '../db/schema/catalog';
import { sendMail } from '../mail/mailer';
import { renderMail } from '../mail/render';

// No 'server-only' marker: the review jobs (scripts/jobs/review-mails.ts) send these outside Next.

export type ReviewMailKind = 'invitation' | 'reminder' | 'declined';

/** The trip page's review form (PAGES anchors it at id="review"), in the guest's language. */
export function reviewFormUrl(locale: Locale, reservationId: number): string {
  return `${siteUrl()}${localizeHref(locale, `/user/trip-${reservationId}`)}#review`;
}

/**
 * One review mail to the stay's guest, in their account's language (users.locale), through the
 * outbox with the caller's `orm` (inside its transaction): the invitation and the reminder link to
 * the trip's review form; the declined mail carries the moderator's reason. Each is keyed by the
 * stay (the declined one by the review), so it is written once whatever the runs.
 */
export async function sendReviewMail(
  orm: Orm,
  kind: ReviewMailKind,
  reservationId: number,
  extra: { reason?: string; closesAt?: Date } = {},
): Promise<boolean> {
  const [row] = await orm
    .select({
      locale: users.locale,
      email: users.email,
      first: reservations.leadGuestFirstName,
      checkIn: reservations.checkIn,
      checkOut: reservations.checkOut,
      property: properties.name,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .innerJoin(properties, eq(properties.id, reservations.propertyId))
    .where(eq(reservations.id, reservationId));
  if (!row) return false;
  const locale: Locale = isLocale(row.locale) ? row.locale : 'en';
  const t = serverTranslator(locale);
  const values = {
    property: row.property,
    check_in: formatIsoDate(locale, row.checkIn),
    check_out: formatIsoDate(locale, row.checkOut),
    closes: extra.closesAt ? formatIsoDate(locale, extra.closesAt.toISOString().slice(0, 10)) : '',
  };
  const paragraphs = [t(`reviews.mail.${kind}_body`, values)];
  if (kind === 'declined') paragraphs.push(t('reviews.mail.declined_reason', { reason: extra.reason ?? '' }));
  if (kind !== 'declined' && extra.closesAt) paragraphs.push(t('reviews.mail.window', values));
  const content = renderMail({
    locale,
    greeting: t('booking.mail.greeting', { name: row.first || row.email }),
    heading: t(`reviews.mail.${kind}_heading`, values),
    paragraphs,
    ...(kind === 'declined' ? {} : { action: { label: t('reviews.mail.action'), url: reviewFormUrl(locale, reservationId) } }),
    footer: t('booking.mail.footer'),
  });
  const result = await sendMail(orm, {
    to: row.email,
    subject: t(`reviews.mail.${kind}_subject`, values),
    ...content,
    locale,
    template: `review-${kind}`,
    idempotencyKey: `review-${kind}:${reservationId}`,
  });
  return !result.duplicate;
}
