import { getTranslations } from 'next-intl/server';
import { OwnerFilter } from '@/components/owner/portal/owner-filter';
import { AlertsCard, EarningsCard, MovementsCard, OccupancyCard, RequestsCard } from '@/components/owner/portal/overview-sections';
import { pageMetadataFor } from '@/components/page/intro-page';
import { QueuedLink } from '@/components/system/queued-link';
import { listOwnerAccounts } from '@/server/owners/listings-list/list-owner-properties';
import { getOwnerOverview } from '@/server/owners/overview/owner-overview';
import { areaPage, orNotFound, ownerFilter } from '@/server/http/area-page';
import { StaffTitleBar } from '@/components/page/staff-title';

export const generateMetadata = pageMetadataFor('brokerHome', '/broker');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// GET /broker – the owner portal's overview: the next 14 days, occupancy, earnings, open requests and alerts.
export default async function BrokerHomePage({ params, searchParams }: Props) {
  const { locale, ctx } = await areaPage(params, { path: '/broker', require: 'user' });
  const { admin, owner } = ownerFilter(ctx, await searchParams);
  const [overview, owners] = await orNotFound(Promise.all([getOwnerOverview(ctx, { owner }), admin ? listOwnerAccounts(ctx) : null]));
  const [t, calendar] = await Promise.all([getTranslations('ownerPortal.overview'), getTranslations('multiCalendar')]);
  return (
    <div className="grid min-w-0 gap-4" data-testid="owner-overview">
      <StaffTitleBar title={t('title')} lead={t('lead')}>
        {owners ? <OwnerFilter locale={locale} path="/broker" owners={owners} current={owner} /> : null}
      </StaffTitleBar>
      {overview.villa_count > 0 ? (
        <QueuedLink
          href="/broker/calendar"
          className="justify-self-start font-medium text-ink underline underline-offset-2"
          data-testid="overview-calendar-link"
        >
          {calendar('overviewLink')}
        </QueuedLink>
      ) : null}
      {overview.villa_count === 0 ? (
        <p
          className="rounded-xl border border-dashed border-line bg-white px-4 py-8 text-center text-ink-soft"
          data-testid="overview-no-villas"
        >
          {t('noVillas')}{' '}
          <QueuedLink href="/broker/listings" className="font-medium text-ink underline underline-offset-2">
            {t('createFirst')}
          </QueuedLink>
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <MovementsCard locale={locale} overview={overview} />
        <div className="grid content-start gap-4">
          <AlertsCard locale={locale} overview={overview} />
          <RequestsCard locale={locale} overview={overview} />
        </div>
        <OccupancyCard locale={locale} overview={overview} />
        <EarningsCard locale={locale} overview={overview} />
      </div>
    </div>
  );
}
