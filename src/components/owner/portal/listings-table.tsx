import { getTranslations } from 'next-intl/server';
import { QueuedLink } from '@/components/system/queued-link';
import { buttonStyles } from '@/components/ui/button-styles';
import { type Column, DataTable } from '@/components/ui/data-table';
import { DateRange } from '@/components/ui/date-range';
import type { Locale } from '@/i18n/routing';
import type { OwnerPropertyRow } from '@/server/owners/listings-list/owner-properties.types';

const badge = 'inline-flex rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap';
const STATUS_STYLE = {
  published: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  submitted: 'border-sky-300 bg-sky-50 text-sky-900',
  returned: 'border-red-300 bg-red-50 text-red-800',
  draft: 'border-amber-300 bg-amber-50 text-amber-900',
} as const;

/** The villas of /broker/listings: a dense table from a tablet up, a card per villa on a phone (DataTable). */
export async function ListingsTable({ locale, rows, showOwner }: { locale: Locale; rows: OwnerPropertyRow[]; showOwner: boolean }) {
  const [t, s] = await Promise.all([getTranslations('ownerPortal.listings'), getTranslations('ownerPortal.status')]);
  const villa: Column<OwnerPropertyRow> = {
    key: 'villa',
    header: t('columns.villa'),
    primary: true,
    cell: (row) => (
      <div className="flex items-center gap-3">
        {row.cover_thumbnail ? (
          // biome-ignore lint/performance/noImgElement: a 48 px thumbnail from our own media folder
          <img src={row.cover_thumbnail} alt="" width={48} height={36} className="h-9 w-12 shrink-0 rounded object-cover" loading="lazy" />
        ) : (
          <span aria-hidden="true" className="h-9 w-12 shrink-0 rounded bg-sand-deep" />
        )}
        <div className="min-w-0">
          <QueuedLink href={`/broker/${row.id}`} className="font-medium break-words hover:underline" data-testid="listing-name">
            {row.name}
          </QueuedLink>
          <div className="flex flex-wrap items-center gap-2 text-xs text-ink-soft">
            {row.destination}
            {row.missing_spanish ? <span className={`${badge} border-red-200 bg-red-50 text-red-800`}>{t('missingSpanish')}</span> : null}
          </div>
        </div>
      </div>
    ),
  };
  const owner: Column<OwnerPropertyRow> = {
    key: 'owner',
    header: t('columns.owner'),
    className: 'text-ink-soft',
    cell: (row) => row.owner.name ?? '—',
  };
  const columns: Column<OwnerPropertyRow>[] = [
    villa,
    ...(showOwner ? [owner] : []),
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => (
        <span className={`${badge} ${STATUS_STYLE[row.review_state]}`} data-testid="listing-status" data-status={row.review_state}>
          {s(row.review_state)}
        </span>
      ),
    },
    {
      key: 'occupancy',
      header: t('columns.occupancy'),
      align: 'end',
      cell: (row) => <span data-testid="listing-occupancy">{row.occupancy.percent}%</span>,
    },
    {
      key: 'nextArrival',
      header: t('columns.nextArrival'),
      className: 'whitespace-nowrap',
      cell: (row) => (row.next_arrival ? <DateRange locale={locale} from={row.next_arrival} /> : t('noArrival')),
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      label={t('caption')}
      rowProps={(row) => ({ 'data-testid': 'listing-row', 'data-id': row.id })}
      actionsHeader={<span className="sr-only">{t('columns.actions')}</span>}
      actions={(row) => (
        <QueuedLink
          href={`/broker/${row.id}`}
          aria-label={t('manageVilla', { villa: row.name })}
          className={buttonStyles({ variant: 'secondary', size: 'xs' })}
        >
          {t('manage')}
        </QueuedLink>
      )}
      testId="listings-table"
    />
  );
}
