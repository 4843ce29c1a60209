import { getTranslations } from 'next-intl/server';
import { DocumentView } from '@/components/guestbook/rules/document-view';
import { formatWhen } from '@/lib/time-format';
import { TimesNote } from '@/components/ui/times-note';
import { readerTimeZone } from '@/server/http/reader-zone';
import { SignForm } from '@/components/guestbook/rules/sign-form';
import { pageMetadataFor } from '@/components/page/intro-page';
import { localizeHref } from '@/lib/locale-path';
import { getAuthorization } from '@/server/guestbook/authorization/authorization.service';
import { loadGuestbookStep } from '@/server/http/guestbook-page';

export const generateMetadata = pageMetadataFor('guestbookAuthorization', '/guestbook/:confirmationNumber/authorization');

type Props = { params: Promise<{ locale: string; confirmationNumber: string }> };

// GET /guestbook/{number}/authorization – read the authorization, sign it; the record and the PDF after
export default async function GuestbookAuthorizationPage({ params }: Props) {
  const { locale, confirmationNumber, data: doc } = await loadGuestbookStep(params, getAuthorization);
  const t = await getTranslations({ locale, namespace: 'guestbookRules' });
  const languages = await getTranslations({ locale, namespace: 'common.languageNames' });
  const number = encodeURIComponent(confirmationNumber);
  const signature = doc.signature;
  // When it was signed is the reader's clock (src/lib/time-format.ts), named under it.
  const reader = await readerTimeZone();
  return (
    <div data-testid="guestbook-authorization" className="mx-auto w-full max-w-xl px-4 py-8">
      <a
        href={localizeHref(locale, `/guestbook/${number}`)}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-sea underline underline-offset-4"
      >
        {t('stay.back')}
      </a>
      <h1 className="mt-2 font-serif text-3xl leading-tight text-ink">{t('authorization.title')}</h1>
      <p className="mt-2 mb-6 text-ink-soft">{t('authorization.lead')}</p>
      {doc.previous_signature_outdated ? (
        <p role="status" data-testid="resign-notice" className="mb-5 rounded-xl border border-gold bg-[#fbf4e6] p-4 text-ink">
          {t('authorization.resign')}
        </p>
      ) : null}
      <DocumentView doc={doc} />
      {signature ? (
        <section data-testid="signature-record" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
          <h2 className="font-serif text-xl text-ink">{t('authorization.signedTitle')}</h2>
          <p className="mt-2 text-ink-soft">
            {t('authorization.signedBody', {
              name: signature.full_name,
              date: formatWhen(locale, signature.signed_at, reader.zone, 'full'),
            })}
          </p>
          <TimesNote locale={locale} reader={reader} />
          <h3 className="mt-4 text-sm font-semibold tracking-wide text-ink uppercase">{t('authorization.record')}</h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-ink-soft">
            <dt className="font-semibold">{t('authorization.version')}</dt>
            <dd>{signature.version}</dd>
            <dt className="font-semibold">{t('authorization.language')}</dt>
            <dd>{languages(signature.locale === 'es' ? 'es' : 'en')}</dd>
            <dt className="font-semibold">{t('authorization.address')}</dt>
            <dd className="break-all">{signature.ip_address}</dd>
            <dt className="font-semibold">{t('authorization.hash')}</dt>
            <dd data-testid="signature-hash" className="font-mono text-xs break-all">
              {signature.sha256}
            </dd>
          </dl>
          {signature.pdf ? (
            <a
              href={`/v1/guestbook/${number}/authorization.pdf`}
              data-testid="signature-pdf"
              className="mt-5 inline-flex min-h-12 w-full items-center justify-center rounded-full border border-ink/20 px-6 text-sm font-semibold transition hover:border-ink/50"
            >
              {t('authorization.download')}
            </a>
          ) : null}
        </section>
      ) : (
        <SignForm
          locale={locale}
          number={confirmationNumber}
          sha256={doc.sha256}
          labels={{
            fullName: t('authorization.fullName'),
            fullNameHint: t('authorization.fullNameHint'),
            consent: t('authorization.consent'),
            sign: t('authorization.sign'),
            signing: t('authorization.signing'),
            network: t('authorization.network'),
          }}
        />
      )}
    </div>
  );
}
