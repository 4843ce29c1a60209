import { getTranslations } from 'next-intl/server';
import { type ReservationParams, reservationParamsOf, reservationQuery } from '@/components/owner/portal/reservations-href';
import { ReservationsFilters } from '@/components/owner/portal/reservations-filters';
import { ReservationsTable } from '@/components/owner/portal/reservations-table';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { pageMetadataFor } from '@/components/page/intro-page';
import { QueuedLink } from '@/components/system/queued-link';
import { listOwnerReservations, listOwnerVillaOptions } from '@/server/owners/reservations/list-owner-reservations';
import { ownerReservationQuerySchema } from '@/server/owners/reservations/owner-reservations.schema';
import { areaPage, orNotFound } from '@/server/http/area-page';
import { StaffTitleBar } from '@/components/page/staff-title';

export const generateMetadata = pageMetadataFor('brokerReservations', '/broker/reservations');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// GET /broker/reservations – the reservations of the owner's villas, filtered by the URL, with a CSV of the same.
export default async function BrokerReservationsPage({ params, searchParams }: Props) {
  const search = await searchParams;
  const { locale, ctx } = await areaPage(params, { path: '/broker/reservations', require: 'user' });
  const current = reservationParamsOf(search);
  // A hand-edited URL with a bad filter shows every reservation and says so, rather than an error page.
  const parsed = ownerReservationQuerySchema.safeParse(current);
  const shown: ReservationParams = parsed.success ? current : {};
  const query = parsed.success ? parsed.data : ownerReservationQuerySchema.parse({});
  const villas = await orNotFound(listOwnerVillaOptions(ctx));
  // Another owner's villa in the URL is a not-found page, as its id is anywhere in the portal.
  const page = await orNotFound(listOwnerReservations(ctx, query));
  const t = await getTranslations('ownerPortal.reservations');
  const { meta } = page;
  const filtered = Object.keys(shown).some((k) => k !== 'page' && k !== 'per_page');
  const from = meta.total === 0 ? 0 : (meta.page - 1) * meta.per_page + 1;
  const to = Math.min(meta.total, meta.page * meta.per_page);
  const csvHref = `/v1/owner/reservations.csv${reservationQuery(shown, {}, ['page', 'per_page'])}`;
  const csvLink = `${csvHref}${csvHref.includes('?') ? '&' : '?'}locale=${locale}`;

  return (
    <div className="grid min-w-0 gap-4" data-testid="owner-reservations">
      <StaffTitleBar title={t('title')} lead={t('lead')}>
        <a href={csvLink} download className={buttonStyles({ variant: 'secondary', size: 'sm' })} data-testid="reservations-csv">
          {t('csv')}
        </a>
      </StaffTitleBar>
      <ReservationsFilters locale={locale} current={shown} villas={villas} />
      {parsed.success ? null : (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm" data-testid="reservations-bad-filters">
          {t('badFilters')}
        </p>
      )}
      <p className="text-xs text-ink-soft" data-testid="reservations-privacy">
        {t('privacy')}
      </p>
      {page.rows.length === 0 ? (
        <EmptyState variant="inline" text={filtered ? t('emptyFiltered') : t('empty')} testId="reservations-empty" />
      ) : (
        <ReservationsTable locale={locale} rows={page.rows} />
      )}
      {meta.total > 0 ? (
        <nav
          aria-label={t('paging')}
          className="flex flex-wrap items-center justify-between gap-2 text-sm"
          data-testid="reservations-pager"
        >
          <span className="text-ink-soft" data-testid="reservations-shown">
            {t('shown', { from, to, total: meta.total })} · {t('pageOf', { page: meta.page, count: Math.max(1, meta.page_count) })}
          </span>
          <span className="flex gap-2">
            {(
              [
                [meta.page > 1, meta.page - 1, 'previous'],
                [meta.page < meta.page_count, meta.page + 1, 'next'],
              ] as const
            ).map(([enabled, n, word]) =>
              enabled ? (
                <QueuedLink
                  key={word}
                  href={`/broker/reservations${reservationQuery(shown, { page: String(n) })}`}
                  className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                  rel={word === 'previous' ? 'prev' : 'next'}
                >
                  {t(word)}
                </QueuedLink>
              ) : null,
            )}
          </span>
        </nav>
      ) : null}
    </div>
  );
}
