import { getTranslations } from 'next-intl/server';
import { QueuedLink } from '@/components/system/queued-link';
import type { Locale } from '@/i18n/routing';
import { formatIsoDate } from '@/lib/format';
import type { OwnerPropertyRow } from '@/server/owners/listings-list/owner-properties.types';

const badge = 'inline-flex rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap';
const STATUS_STYLE = {
  published: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  submitted: 'border-sky-300 bg-sky-50 text-sky-900',
  returned: 'border-red-300 bg-red-50 text-red-800',
  draft: 'border-amber-300 bg-amber-50 text-amber-900',
} as const;

/** The villas of /broker/listings: a dense table from a tablet up, a card per villa on a phone. */
export async function ListingsTable({ locale, rows, showOwner }: { locale: Locale; rows: OwnerPropertyRow[]; showOwner: boolean }) {
  const [t, s] = await Promise.all([getTranslations('ownerPortal.listings'), getTranslations('ownerPortal.status')]);
  const status = (row: OwnerPropertyRow) => (
    <span className={`${badge} ${STATUS_STYLE[row.review_state]}`} data-testid="listing-status" data-status={row.review_state}>
      {s(row.review_state)}
    </span>
  );
  const spanish = (row: OwnerPropertyRow) =>
    row.missing_spanish ? <span className={`${badge} border-red-200 bg-red-50 text-red-800`}>{t('missingSpanish')}</span> : null;
  const arrival = (row: OwnerPropertyRow) => (row.next_arrival ? formatIsoDate(locale, row.next_arrival) : t('noArrival'));
  const occupancy = (row: OwnerPropertyRow) => (
    <span className="tabular-nums" data-testid="listing-occupancy">
      {row.occupancy.percent}%
    </span>
  );
  const thumb = (row: OwnerPropertyRow) =>
    row.cover_thumbnail ? (
      // biome-ignore lint/performance/noImgElement: a 48 px thumbnail from our own media folder
      <img src={row.cover_thumbnail} alt="" width={48} height={36} className="h-9 w-12 shrink-0 rounded object-cover" loading="lazy" />
    ) : (
      <span aria-hidden="true" className="h-9 w-12 shrink-0 rounded bg-sand-deep" />
    );

  return (
    <div data-testid="listings-table">
      <table className="hidden w-full border-collapse overflow-hidden rounded-xl border border-line bg-white text-sm md:table">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-sand text-left text-xs text-ink-soft">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('columns.villa')}
            </th>
            {showOwner ? (
              <th scope="col" className="px-3 py-2 font-medium">
                {t('columns.owner')}
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2 font-medium">
              {t('columns.status')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('columns.occupancy')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('columns.nextArrival')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-line" data-testid="listing-row" data-id={row.id}>
              <td className="px-3 py-2">
                <div className="flex items-center gap-3">
                  {thumb(row)}
                  <div className="min-w-0">
                    <QueuedLink href={`/broker/${row.id}`} className="font-medium hover:underline" data-testid="listing-name">
                      {row.name}
                    </QueuedLink>
                    <div className="flex flex-wrap items-center gap-2 text-xs text-ink-soft">
                      {row.destination}
                      {spanish(row)}
                    </div>
                  </div>
                </div>
              </td>
              {showOwner ? <td className="px-3 py-2 text-ink-soft">{row.owner.name ?? '—'}</td> : null}
              <td className="px-3 py-2">{status(row)}</td>
              <td className="px-3 py-2 text-right">{occupancy(row)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{arrival(row)}</td>
              <td className="px-3 py-2 text-right">
                <QueuedLink
                  href={`/broker/${row.id}`}
                  aria-label={t('manageVilla', { villa: row.name })}
                  className="rounded-full border border-line px-3 py-1 text-xs font-medium hover:border-ink/40 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
                >
                  {t('manage')}
                </QueuedLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-2 md:hidden" aria-label={t('caption')}>
        {rows.map((row) => (
          <li key={row.id} className="rounded-xl border border-line bg-white p-3" data-testid="listing-card" data-id={row.id}>
            <div className="flex items-start gap-3">
              {thumb(row)}
              <div className="min-w-0 flex-1">
                <QueuedLink href={`/broker/${row.id}`} className="font-medium break-words hover:underline">
                  {row.name}
                </QueuedLink>
                <p className="text-xs text-ink-soft">
                  {row.destination}
                  {showOwner && row.owner.name ? ` · ${row.owner.name}` : ''}
                </p>
              </div>
              {status(row)}
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-2 text-xs">
              <div>
                <dt className="text-ink-soft">{t('columns.occupancy')}</dt>
                <dd>{occupancy(row)}</dd>
              </div>
              <div>
                <dt className="text-ink-soft">{t('columns.nextArrival')}</dt>
                <dd>{arrival(row)}</dd>
              </div>
            </dl>
            {row.missing_spanish ? <div className="mt-2">{spanish(row)}</div> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
