import { getTranslations } from 'next-intl/server';
import { isAdministrator } from '@/server/access/actor';
import { pageMetadataFor } from '@/components/page/intro-page';
import { QueuedLink } from '@/components/system/queued-link';
import { requireOwnedProperty } from '@/server/owners/owner-scope';
import { CalendarTab } from './_tabs/calendar-tab';
import { ChannelsTab } from './_tabs/channels-tab';
import { DetailsTab } from './_tabs/details-tab';
import { GuestInfoTab } from './_tabs/guest-info-tab';
import { PhotosTab } from './_tabs/photos-tab';
import { PricesTab } from './_tabs/prices-tab';
import type { ListingTabProps } from './_tabs/tab-props';
import { areaPage, orNotFound } from '@/server/http/area-page';

export const generateMetadata = pageMetadataFor('brokerListing', '/broker/:id');

const TABS = {
  details: DetailsTab,
  photos: PhotosTab,
  prices: PricesTab,
  calendar: CalendarTab,
  channels: ChannelsTab,
  guest: GuestInfoTab,
} as const satisfies Record<string, (props: ListingTabProps) => Promise<React.ReactNode>>;
type TabKey = keyof typeof TABS;
const isTab = (v: unknown): v is TabKey => typeof v === 'string' && v in TABS;

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// GET /broker/{id} – one villa in the owner portal, in tabs (?tab=details|photos|prices|calendar|channels|guest).
export default async function BrokerListingPage({ params, searchParams }: Props) {
  const { id } = await params;
  const { locale, ctx } = await areaPage(params, { path: `/broker/${id}`, require: 'user' });
  const property = await orNotFound(requireOwnedProperty(ctx, Number(id)));
  const requested = (await searchParams).tab;
  const tab: TabKey = isTab(requested) ? requested : 'details';
  const Tab = TABS[tab];
  const [t, s, audit] = await Promise.all([
    getTranslations('ownerListing'),
    getTranslations('ownerPortal.status'),
    getTranslations('adminAudit'),
  ]);
  const returned = property.status === 'draft' && property.reviewNote !== null;

  return (
    <div className="grid min-w-0 gap-5" data-testid="owner-listing">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="min-w-0">
          <QueuedLink href="/broker/listings" className="text-sm text-ink-soft underline-offset-2 hover:underline">
            {t('backToListings')}
          </QueuedLink>
          <h1 className="font-serif text-2xl break-words md:text-3xl" data-testid="owner-listing-name">
            {property.name}
          </h1>
        </div>
        <div className="flex items-center gap-3 text-sm">
          <span
            className="rounded-full border border-line bg-white px-2.5 py-0.5 text-xs font-medium"
            data-testid="owner-listing-status"
            data-status={returned ? 'returned' : property.status}
          >
            {s(returned ? 'returned' : property.status)}
          </span>
          {isAdministrator(ctx.actor) ? (
            <QueuedLink
              href={`/admin/audit?object_type=property&object_id=${property.id}`}
              className="underline underline-offset-2"
              data-testid="owner-listing-history"
            >
              {audit('historyLink')}
            </QueuedLink>
          ) : null}
          {property.status === 'published' ? (
            <QueuedLink href={`/property/${property.id}`} className="underline underline-offset-2" data-testid="owner-listing-public">
              {t('viewPublic')}
            </QueuedLink>
          ) : null}
        </div>
      </div>
      {returned ? (
        <section
          role="note"
          aria-labelledby="review-note-title"
          className="rounded-xl border-2 border-danger/50 bg-danger-soft px-4 py-3"
          data-testid="owner-listing-review-note"
        >
          <h2 id="review-note-title" className="font-semibold text-danger">
            {t('details.review.noticeTitle')}
          </h2>
          <p className="text-sm text-ink-soft">{t('details.review.noticeLead')}</p>
          <p className="mt-2 text-sm whitespace-pre-line break-words">{property.reviewNote}</p>
        </section>
      ) : null}
      {/* The tabs wrap onto a second line on a phone rather than hide in a sideways strip. */}
      <nav aria-label={t('tabs.label')}>
        <ul className="flex flex-wrap gap-1.5 border-b border-line pb-2">
          {(Object.keys(TABS) as TabKey[]).map((key) => (
            <li key={key}>
              <QueuedLink
                href={`/broker/${property.id}?tab=${key}`}
                aria-current={key === tab ? 'page' : undefined}
                data-testid={`listing-tab-${key}`}
                className="inline-flex min-h-9 items-center rounded-full px-3 text-sm whitespace-nowrap hover:bg-sand-deep focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none aria-[current=page]:bg-sea-deep aria-[current=page]:text-white"
              >
                {t(`tabs.${key}`)}
              </QueuedLink>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={t(`tabs.${tab}`)} data-testid={`listing-panel-${tab}`}>
        <Tab ctx={ctx} property={property} locale={locale} />
      </section>
    </div>
  );
}
