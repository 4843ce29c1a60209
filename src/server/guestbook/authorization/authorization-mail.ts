import 'server-only';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import { siteUrl } from '@/lib/seo';
import type { Orm } from '../../db/open';
import { serverTranslator } from '../../core/locale';
import { sendMail } from '../../mail/mailer';
import { renderMail } from '../../mail/render';
import type { GuestbookStay } from '../guestbook-access';
import type { AuthorizationDocument } from './authorization-document';

/**
 * Mails the lead guest a copy of what they signed, in the language they signed in. The outbox
 * holds no attachments, so the mail links to the guestbook's authorization page, where the PDF
 * downloads behind the guestbook's access rule (a bare PDF link would need a session anyway).
 * Once per signature (its id is the idempotency key). A mail that cannot be recorded is logged:
 * the signature stands.
 */
export async function sendSignatureMail(
  orm: Orm,
  stay: Pick<GuestbookStay, 'confirmationNumber' | 'leadGuestEmail' | 'leadGuestFirstName' | 'propertyName'>,
  signature: { id: number; typedName: string; signedAt: Date; locale: Locale },
  doc: AuthorizationDocument,
): Promise<void> {
  try {
    const locale = signature.locale;
    const t = serverTranslator(locale);
    const url = `${siteUrl()}${localizeHref(locale, `/guestbook/${stay.confirmationNumber}/authorization`)}`;
    const content = renderMail({
      locale,
      greeting: t('guestbookRules.mail.greeting', { name: stay.leadGuestFirstName || signature.typedName }),
      heading: t('guestbookRules.mail.heading'),
      paragraphs: [t('guestbookRules.mail.body', { property: stay.propertyName })],
      details: [
        { label: t('guestbookRules.pdf.confirmationNumber'), value: stay.confirmationNumber },
        { label: t('guestbookRules.pdf.signedName'), value: signature.typedName },
        { label: t('guestbookRules.pdf.signedAt'), value: `${signature.signedAt.toISOString()} (UTC)` },
        { label: t('guestbookRules.pdf.version'), value: doc.version },
        { label: t('guestbookRules.pdf.sha256'), value: doc.sha256 },
      ],
      action: { label: t('guestbookRules.mail.action'), url },
      footer: t('guestbookRules.mail.footer'),
    });
    await sendMail(orm, {
      to: stay.leadGuestEmail,
      subject: t('guestbookRules.mail.subject', { property: stay.propertyName }),
      ...content,
      locale,
      template: 'guestbook-authorization-signed',
      idempotencyKey: `guestbook-authorization:${signature.id}`,
    });
  } catch (err) {
    console.error('[guestbook] the signature mail could not be recorded', err);
  }
}
