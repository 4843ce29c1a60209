import { getTranslations } from 'next-intl/server';
import { ListingsTable } from '@/components/owner/portal/listings-table';
import { NewListingForm } from '@/components/owner/portal/new-listing-form';
import { OwnerFilter } from '@/components/owner/portal/owner-filter';
import { pageMetadataFor } from '@/components/page/intro-page';
import { listDestinationOptions, listOwnerAccounts, listOwnerProperties } from '@/server/owners/listings-list/list-owner-properties';
import { areaPage, orNotFound, ownerFilter } from '@/server/http/area-page';
import { StaffTitleBar } from '@/components/page/staff-title';

export const generateMetadata = pageMetadataFor('brokerListings', '/broker/listings');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// GET /broker/listings – the villas the owner runs, and a new draft listing.
export default async function BrokerListingsPage({ params, searchParams }: Props) {
  const { locale, ctx } = await areaPage(params, { path: '/broker/listings', require: 'user' });
  const { admin, owner } = ownerFilter(ctx, await searchParams);
  const [villas, destinations, owners] = await orNotFound(
    Promise.all([listOwnerProperties(ctx, { owner }), listDestinationOptions(ctx), admin ? listOwnerAccounts(ctx) : null]),
  );
  const [t, c] = await Promise.all([getTranslations('ownerPortal.listings'), getTranslations('ownerPortal.listings.create')]);

  return (
    <div className="grid min-w-0 gap-5" data-testid="owner-listings">
      <StaffTitleBar title={t('title')} lead={t('lead')}>
        {owners ? <OwnerFilter locale={locale} path="/broker/listings" owners={owners} current={owner} /> : null}
      </StaffTitleBar>
      {villas.length === 0 ? (
        <p
          className="rounded-xl border border-dashed border-line bg-white px-4 py-8 text-center text-ink-soft"
          data-testid="listings-empty"
        >
          {owner === undefined ? t('empty') : t('emptyFiltered')}
        </p>
      ) : (
        <ListingsTable locale={locale} rows={villas} showOwner={admin} />
      )}
      <NewListingForm
        locale={locale}
        destinations={destinations}
        owners={owners}
        labels={{
          title: c('title'),
          hint: c('hint'),
          name: c('name'),
          destination: c('destination'),
          chooseDestination: c('chooseDestination'),
          owner: c('owner'),
          chooseOwner: c('chooseOwner'),
          submit: c('submit'),
          working: c('working'),
          network: c('network'),
        }}
      />
    </div>
  );
}
