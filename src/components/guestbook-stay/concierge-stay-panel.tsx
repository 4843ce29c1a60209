import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatClock, formatWhen } from '@/lib/time-format';
import type { ConciergeStayPanel as Panel } from '@/server/guestbook/check-in/check-in.types';
import { IdDocumentLinkButton } from './id-document-link-button';

/** The concierge's view of the trip's guestbook: check-in details, the latest signature, and the document link. */
export async function ConciergeStayPanel({
  locale,
  tripId,
  panel,
  timeZone,
}: {
  locale: Locale;
  tripId: number;
  panel: Panel;
  /** The reader's zone (readerTimeZone), which the trip page names once. */
  timeZone: string;
}) {
  const t = await getTranslations('guestbookStay.desk');
  const types = await getTranslations('guestbookStay.document.types');
  const languages = await getTranslations('common.languageNames');
  // What happened is on the reader's clock; the arrival is the villa's wall clock. The page names both once.
  const when = (iso: string) => formatWhen(locale, iso, timeZone);
  const c = panel.check_in;
  const doc = c.id_document;
  const typeName = (type: string) => (type === 'application/pdf' ? types('pdf') : type === 'image/png' ? types('png') : types('jpeg'));
  const rows: [string, string, string][] = [
    ['arrival-time', t('arrivalTime'), c.arrival_time ? formatClock(locale, c.arrival_time) : t('none')],
    ['flight', t('flight'), c.flight_number || t('none')],
    [
      'transfer',
      t('transfer'),
      c.airport_transfer && c.transfer_requested_at ? t('transferYes', { time: when(c.transfer_requested_at) }) : t('transferNo'),
    ],
    ['requests', t('requests'), c.special_requests || t('none')],
    ['completed', t('completed'), c.completed_at ? when(c.completed_at) : t('notCompleted')],
  ];
  return (
    <section
      id="desk-guestbook"
      aria-labelledby="desk-guestbook-heading"
      className="scroll-mt-24 rounded-3xl border border-line bg-white/70 p-5"
      data-testid="desk-guestbook"
    >
      <h2 id="desk-guestbook-heading" className="font-serif text-2xl">
        {t('heading')}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="font-semibold">{t('checkIn')}</h3>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            {rows.map(([key, label, value]) => (
              <div key={key} className="contents">
                <dt className="text-ink-soft">{label}</dt>
                <dd className="break-words whitespace-pre-line" data-testid={`desk-guestbook-${key}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="grid content-start gap-4">
          <div>
            <h3 className="font-semibold">{t('signature')}</h3>
            {panel.signature ? (
              <div className="mt-2 text-sm" data-testid="desk-guestbook-signature">
                <p>
                  {t('signedBy', {
                    name: panel.signature.typed_name,
                    time: when(panel.signature.signed_at),
                    language: languages(panel.signature.locale === 'es' ? 'es' : 'en'),
                  })}
                </p>
                <p className="mt-1 text-ink-soft">
                  {t('documentHash')}: <code className="font-mono text-xs break-all">{panel.signature.document_sha256}</code>
                </p>
              </div>
            ) : (
              <p className="mt-2 text-sm text-ink-soft">{t('notSigned')}</p>
            )}
          </div>
          <div>
            <h3 className="font-semibold">{t('document')}</h3>
            <p className="mt-2 text-sm" data-testid="desk-guestbook-document">
              {doc
                ? t('documentOnFile', {
                    type: typeName(doc.content_type),
                    size: `${Math.max(1, Math.round(doc.bytes / 1000))} KB`,
                    time: when(doc.uploaded_at),
                  })
                : c.id_document_deleted_at
                  ? t('documentDeleted', { time: when(c.id_document_deleted_at) })
                  : t('documentNone')}
            </p>
            {panel.id_document_available ? (
              <div className="mt-2">
                <IdDocumentLinkButton
                  tripId={tripId}
                  labels={{
                    open: t('openDocument'),
                    opening: t('opening'),
                    ready: t.raw('linkReady') as string,
                    network: t('network'),
                    timeZone,
                  }}
                />
              </div>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
