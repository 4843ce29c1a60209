import { sql } from 'drizzle-orm';
import { isLocale, type Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import { siteUrl } from '@/lib/seo';
import type { Orm } from '../../db/open';
import { rows } from '../../db/raw';
import { serverTranslator } from '../../core/locale';
import { sendMail } from '../../mail/mailer';
import { renderMail } from '../../mail/render';

/**
 * Tells a villa's owner, in their account's language, that an administrator published the listing
 * or returned it with a note. One mail per decision: the key holds the decision's time.
 */
export async function sendReviewMail(
  orm: Orm,
  propertyId: number,
  kind: 'published' | 'returned',
  decidedAt: Date,
  note?: string,
): Promise<void> {
  const [r] = await rows<{ email: string; name: string; locale: string; property: string; slug: string }>(
    orm,
    sql`select u.email, u.name, u.locale, p.name as property, p.slug
      from properties p join users u on u.id = p.owner_id where p.id = ${propertyId}`,
  );
  if (!r) return;
  const locale: Locale = isLocale(r.locale) ? r.locale : 'en';
  const t = serverTranslator(locale);
  const values = { property: r.property };
  const url = kind === 'published' ? localizeHref(locale, `/property/${propertyId}`) : localizeHref(locale, `/broker/${propertyId}`);
  const content = renderMail({
    locale,
    greeting: t('adminProperties.mail.greeting', { name: r.name }),
    heading: t(`adminProperties.mail.${kind}_heading`, values),
    paragraphs: [t(`adminProperties.mail.${kind}_body`, values), ...(note ? [note] : [])],
    action: { label: t(`adminProperties.mail.${kind}_action`), url: `${siteUrl()}${url}` },
    footer: t('adminProperties.mail.footer'),
  });
  await sendMail(orm, {
    to: r.email,
    subject: t(`adminProperties.mail.${kind}_subject`, values),
    ...content,
    locale,
    template: `listing-${kind}`,
    idempotencyKey: `listing-${kind}:${propertyId}:${decidedAt.toISOString()}`,
  });
}
