import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { ListingsTable } from '@/components/owner/portal/listings-table';
import { NewListingForm } from '@/components/owner/portal/new-listing-form';
import { OwnerFilter } from '@/components/owner/portal/owner-filter';
import { EmptyState } from '@/components/ui/empty-state';
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
  const [t, messages] = await Promise.all([getTranslations('ownerPortal.listings'), getMessages()]);

  return (
    <div className="grid min-w-0 gap-5" data-testid="owner-listings">
      <StaffTitleBar title={t('title')} lead={t('lead')}>
        {owners ? <OwnerFilter locale={locale} path="/broker/listings" owners={owners} current={owner} /> : null}
      </StaffTitleBar>
      {villas.length === 0 ? (
        <EmptyState variant="inline" text={owner === undefined ? t('empty') : t('emptyFiltered')} testId="listings-empty" />
      ) : (
        <ListingsTable locale={locale} rows={villas} showOwner={admin} />
      )}
      <NextIntlClientProvider messages={{ ownerPortal: { listings: { create: messages.ownerPortal.listings.create } } }}>
        <NewListingForm locale={locale} destinations={destinations} owners={owners} />
      </NextIntlClientProvider>
    </div>
  );
}
