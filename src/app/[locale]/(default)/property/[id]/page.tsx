import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { propertyBadges } from '@/components/catalog/badges';
import { formatMoney } from '@/lib/format';
import { Badges } from '@/components/catalog/property-card-view';
import { Prose } from '@/components/catalog/prose';
import { FavoriteButton } from '@/components/favorites/favorite-button';
import { favoriteButtonLabels } from '@/components/favorites/favorite-labels';
import { AvailabilityCalendar } from '@/components/property/availability-calendar';
import { BookingPanel, PhoneBookingBar } from '@/components/property/booking-box';
import { GalleryGrid } from '@/components/property/gallery-grid';
import { LocationMap } from '@/components/property/location-map';
import { jsonForScript, propertyJsonLd } from '@/components/property/property-json-ld';
import { propertyIslandLabels } from '@/components/property/property-labels';
import { ReviewsSection } from '@/components/property/reviews-section';
import {
  Amenities,
  amenityNames,
  CancellationSummary,
  RoomsAndTimes,
  SectionTitle,
  SimilarProperties,
} from '@/components/property/property-sections';
import { QueuedLink } from '@/components/system/queued-link';
import { approximatePosition } from '@/lib/approximate-position';
import { localizeHref } from '@/lib/locale-path';
import { pageMetadata, siteUrl } from '@/lib/seo';
import { getVisiblePropertyById } from '@/server/catalog/catalog.queries';
import { listSimilarProperties, nightlyPriceRange, propertyToday } from '@/server/catalog/property-page.queries';
import { pageContext } from '@/server/http/page-context';
import { listPublishedReviews } from '@/server/reviews/reviews.queries';
import { areaPage, pageRecord } from '@/server/http/area-page';

type Props = { params: Promise<{ locale: string; id: string }> };

const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

// GET /property/{id} – a published villa; unknown, draft or malformed ids are a 404 (SPEC §5, in the proxy).
async function load({ params }: Props) {
  const { locale, record: property } = await pageRecord(params, (ctx, { id }) => getVisiblePropertyById(ctx, id));
  return { locale, property };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, property } = await load(props);
  const t = await getTranslations({ locale, namespace: 'property' });
  const meta = pageMetadata({
    locale,
    path: `/property/${property.id}`,
    title: t('metaTitle', { name: property.name, state: property.state.name, guests: property.maximum_capacity }),
    description: property.short_description,
  });
  const image = property.images[0];
  if (!image) return meta;
  // Absolute already when MEDIA_BASE_URL serves the media.
  const url = /^https?:/.test(image.original) ? image.original : `${siteUrl()}${image.original}`;
  const og = { url, width: image.width, height: image.height, alt: image.caption };
  return { ...meta, openGraph: { ...meta.openGraph, images: [og] }, twitter: { card: 'summary_large_image', images: [og.url] } };
}

export default async function PropertyPage(props: Props) {
  const { locale, property } = await load(props);
  await areaPage(props.params);
  const [t, tp, card, labels, similar, range, today, amenityLabels, favoriteLabels, reviews] = await Promise.all([
    getTranslations('catalog.property'),
    getTranslations('property'),
    getTranslations('catalog.card'),
    propertyIslandLabels(locale, property),
    listSimilarProperties(await pageContext(locale), property.id),
    nightlyPriceRange(await pageContext(locale), property.id),
    propertyToday(await pageContext(locale), property.id),
    amenityNames(locale, property.amenities),
    favoriteButtonLabels(property.name),
    listPublishedReviews(await pageContext(locale), property.id, { page: 1 }),
  ]);
  const price = formatMoney(locale, property.price, property.currency);
  const position = approximatePosition(property.lat, property.lng, property.id);
  const url = `${siteUrl()}${localizeHref(locale, `/property/${property.id}`)}`;
  const priceRange =
    range && range.min !== range.max
      ? `${formatMoney(locale, range.min, property.currency)} – ${formatMoney(locale, range.max, property.currency)}`
      : price;
  const jsonLd = propertyJsonLd({
    property,
    url,
    siteUrl: siteUrl(),
    position,
    priceRange,
    amenityNames: amenityLabels,
    locale,
    reviews: { count: reviews.meta.count, average: reviews.meta.average, items: reviews.data },
  });
  const bookingConfig = {
    propertyId: property.id,
    locale,
    today,
    maxGuests: property.maximum_capacity,
    policy: property.cancellation_policy,
    networkError: labels.booking.networkError,
  };
  return (
    <article data-testid="property-page" data-property-id={property.id} className="pb-28 lg:pb-0">
      <script
        // A data block, never run: the public pages' CSP neither hashes nor reports it (entry/csp-hashes.mjs).
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, with "<" escaped by jsonForScript
        dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }}
      />
      {property.images.length > 0 ? <GalleryGrid images={property.images} labels={labels.gallery} /> : null}

      <div className="container-page grid gap-12 pt-8 md:pt-12 lg:grid-cols-[minmax(0,1fr)_23rem] lg:gap-16">
        <div className="min-w-0">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-[0.7rem] font-semibold tracking-[0.28em] text-gold-deep uppercase">
                {property.is_reserve_collection ? t('eyebrowReserve') : t('eyebrow')}
              </p>
              <h1 className="mt-3 font-serif text-4xl leading-[1.05] text-ink md:text-6xl">{property.name}</h1>
            </div>
            <FavoriteButton propertyId={property.id} labels={favoriteLabels} className="shrink-0 pt-6" />
          </div>
          <p className="mt-3 text-sm tracking-wide text-muted">
            <QueuedLink href={`/d/${property.state.slug}`} className="underline-offset-4 hover:text-ink hover:underline">
              {property.state.name}
            </QueuedLink>
            ,{' '}
            <QueuedLink href={`/d/${property.country.slug}`} className="underline-offset-4 hover:text-ink hover:underline">
              {property.country.name}
            </QueuedLink>
          </p>
          <Badges badges={propertyBadges(property, card('bookNow'))} className="mt-5" />
          <p className="mt-6 max-w-2xl font-serif text-2xl leading-snug text-ink-soft italic md:text-[1.7rem]">
            {property.short_description}
          </p>

          <section aria-labelledby="facts" className="mt-10">
            <h2 id="facts" className="sr-only">
              {t('facts')}
            </h2>
            <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-line bg-line sm:grid-cols-4">
              {[
                [t('bedrooms'), property.bedrooms.toLocaleString(locale)],
                [t('bathrooms'), property.number_bathroom.toLocaleString(locale)],
                [t('guests'), property.maximum_capacity.toLocaleString(locale)],
                [t('minNights'), t('nights', { count: property.min_nights })],
              ].map(([label, value]) => (
                <div key={label} className="bg-[#fffdf9] px-5 py-4">
                  <dt className="text-[0.68rem] font-semibold tracking-[0.2em] text-muted uppercase">{label}</dt>
                  <dd className="mt-1 font-serif text-3xl text-ink">{value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="about" className="mt-14">
            <SectionTitle id="about">{t('about')}</SectionTitle>
            <Prose text={property.description} className="mt-5 max-w-2xl" />
          </section>

          {property.our_be_like.length > 0 ? (
            <section aria-labelledby="days" className="mt-14">
              <SectionTitle id="days">{t('ourBeLike')}</SectionTitle>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="our-be-like">
                {property.our_be_like.map((line) => (
                  <li key={line} className="border-l-2 border-gold/60 pl-4 text-ink-soft">
                    {line}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <Amenities locale={locale} property={property} />
          <RoomsAndTimes locale={locale} property={property} />

          {property.house_rules.length > 0 ? (
            <section aria-labelledby="rules" className="mt-14">
              <SectionTitle id="rules">{t('houseRules')}</SectionTitle>
              <ul className="mt-5 max-w-2xl list-disc space-y-2 pl-5 text-ink-soft marker:text-gold" data-testid="house-rules">
                {property.house_rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="availability-title" id="availability" className="mt-14 scroll-mt-28">
            <SectionTitle id="availability-title">{tp('availability.title')}</SectionTitle>
            <p className="mt-3 mb-6 max-w-2xl text-ink-soft">{tp('availability.lead')}</p>
            <AvailabilityCalendar config={bookingConfig} labels={labels.calendar} />
          </section>

          <section aria-labelledby="location" className="mt-14">
            <SectionTitle id="location">{tp('location.title')}</SectionTitle>
            <p className="mt-3 text-lg text-ink" data-testid="location-region">
              {tp('location.region', { state: property.state.name, country: property.country.name })}
            </p>
            <div className="mt-5">
              <LocationMap
                position={position}
                tileUrl={process.env.NEXT_PUBLIC_MAP_TILE_URL || DEFAULT_TILE_URL}
                attribution={process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION || DEFAULT_TILE_ATTRIBUTION}
                labels={labels.map}
              />
            </div>
            <p className="mt-3 text-sm text-muted">{tp('location.approximate')}</p>
          </section>

          <ReviewsSection locale={locale} propertyId={property.id} first={reviews} />

          <CancellationSummary locale={locale} policy={property.cancellation_policy} />
        </div>

        <aside
          aria-label={labels.booking.title}
          className="lg:sticky lg:top-28 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto lg:pb-2"
        >
          <section
            aria-labelledby="booking-title"
            data-testid="booking-panel"
            className="hidden rounded-3xl border border-line bg-sand p-6 shadow-[0_20px_60px_-30px_rgba(29,27,24,0.35)] lg:block"
          >
            <h2 id="booking-title" className="font-serif text-2xl text-ink">
              {labels.booking.title}
            </h2>
            <p className="mt-1 mb-5 text-sm text-ink-soft" data-testid="property-price">
              <span className="font-serif text-3xl text-ink">{tp('booking.from', { price })}</span> {labels.booking.perNight}
            </p>
            <BookingPanel config={bookingConfig} labels={labels.booking} />
          </section>
          <div className="lg:hidden">
            <div
              data-testid="booking-bar"
              className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-[#fffdf9]/95 px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-12px_40px_-24px_rgba(29,27,24,0.45)] backdrop-blur"
            >
              <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
                <PhoneBookingBar config={bookingConfig} labels={labels.booking} fromText={tp('booking.from', { price })} />
              </div>
            </div>
          </div>
          <div className="mt-6 px-2">
            <h2 className="font-serif text-2xl text-ink">{t('conciergeTitle')}</h2>
            <p className="mt-2 text-sm leading-relaxed text-ink-soft">{t('conciergeText', { state: property.state.name })}</p>
            <QueuedLink
              href="/contact-us"
              className="mt-4 inline-block text-[0.7rem] font-semibold tracking-[0.2em] text-gold-deep uppercase underline-offset-4 hover:underline"
            >
              {t('enquire')} →
            </QueuedLink>
          </div>
        </aside>
      </div>

      <SimilarProperties locale={locale} cards={similar} />
    </article>
  );
}
