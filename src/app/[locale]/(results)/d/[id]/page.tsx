import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeParam } from '@/components/catalog/page-locale';
import { PropertyCard } from '@/components/catalog/property-card';
import { MediaImage } from '@/components/catalog/property-image';
import { QueuedLink } from '@/components/system/queued-link';
import { localizeHref } from '@/lib/locale-path';
import { pageMetadata } from '@/lib/seo';
import { parseSlug } from '@/server/catalog/catalog.params';
import { getDestinationBySlug, listDestinationGroups, listPropertiesInDestination } from '@/server/catalog/catalog.queries';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The results page shows the first page of villas; paging and filters arrive with search. */
const FIRST_PAGE = 24;

// GET /d/{slug} – villas in a country or a state; an unknown or malformed slug is a 404 (SPEC §5).
async function load({ params }: Pick<Props, 'params'>) {
  const [locale, { id }] = await Promise.all([localeParam(params), params]);
  const destination = await getDestinationBySlug(locale, id);
  if (!destination) notFound();
  return { locale, destination };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, destination } = await load({ params });
  const t = await getTranslations({ locale, namespace: 'catalog.destination' });
  return pageMetadata({
    locale,
    path: `/d/${destination.slug}`,
    title: t('metaTitle', { name: destination.name }),
    description: t('metaDescription', { name: destination.name, count: destination.propertyCount }),
  });
}

/**
 * The home page's search form posts (GET) to the default destination with `destination` set, so
 * it works without JavaScript; send such a request on to the destination it names.
 */
function searchFormTarget(currentSlug: string, query: Record<string, string | string[] | undefined>): string | null {
  const wanted = parseSlug(query.destination);
  if (!wanted || wanted === currentSlug) return null;
  const rest = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key !== 'destination' && typeof value === 'string' && value !== '') rest.set(key, value);
  }
  const search = rest.toString();
  return `/d/${wanted}${search ? `?${search}` : ''}`;
}

export default async function DestinationResultsPage({ params, searchParams }: Props) {
  const { locale, destination } = await load({ params });
  const target = searchFormTarget(destination.slug, await searchParams);
  if (target) redirect(localizeHref(locale, target));
  setRequestLocale(locale);

  const [t, cards, groups] = await Promise.all([
    getTranslations('catalog.destination'),
    listPropertiesInDestination(locale, destination, FIRST_PAGE),
    destination.kind === 'country' ? listDestinationGroups(locale) : Promise.resolve([]),
  ]);
  const regions = groups.find((g) => g.country.id === destination.id)?.states.filter((s) => s.propertyCount > 0) ?? [];

  return (
    <div data-testid="destination-page" data-destination={destination.slug}>
      <section className="relative isolate overflow-hidden bg-sea-deep text-white">
        {destination.image ? (
          <MediaImage src={destination.image} eager sizes="100vw" className="absolute inset-0 -z-10 size-full object-cover opacity-55" />
        ) : null}
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-sea-deep via-sea-deep/40 to-transparent" />
        <div className="px-5 pt-20 pb-12 md:px-8 md:pt-32 md:pb-16">
          <p className="text-[0.7rem] font-semibold tracking-[0.3em] text-[#e7cf9f] uppercase">
            {destination.country ? (
              <QueuedLink href={`/d/${destination.country.slug}`} className="hover:underline">
                {t('eyebrowState', { country: destination.country.name })}
              </QueuedLink>
            ) : (
              t('eyebrowCountry')
            )}
          </p>
          <h1 className="mt-3 font-serif text-5xl leading-none md:text-7xl">{destination.name}</h1>
          {destination.description ? (
            <p className="mt-5 max-w-2xl text-base leading-relaxed text-white/85 md:text-lg">{destination.description}</p>
          ) : null}
          <p className="mt-6 text-sm font-semibold tracking-wide text-white/90">{t('count', { count: destination.propertyCount })}</p>
        </div>
      </section>

      {regions.length > 0 ? (
        <nav aria-label={t('regions', { name: destination.name })} className="border-b border-line px-5 py-4 md:px-8">
          <ul className="flex gap-2 overflow-x-auto pb-1">
            {regions.map((region) => (
              <li key={region.slug}>
                <QueuedLink
                  href={`/d/${region.slug}`}
                  className="block rounded-full border border-line px-4 py-2 text-sm whitespace-nowrap text-ink-soft transition hover:border-ink/40 hover:text-ink"
                >
                  {region.name} <span className="text-muted">· {region.propertyCount}</span>
                </QueuedLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <section aria-labelledby="results-heading" className="px-5 py-10 md:px-8 md:py-14">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="results-heading" className="font-serif text-3xl text-ink md:text-4xl">
            {t('results', { name: destination.name })}
          </h2>
          {cards.length > 0 ? (
            <p className="text-sm text-muted">{t('showing', { shown: cards.length, total: destination.propertyCount })}</p>
          ) : null}
        </div>
        {cards.length > 0 ? (
          <ul className="mt-8 grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
            {cards.map((card, index) => (
              <li key={card.id}>
                <PropertyCard
                  card={card}
                  eager={index < 2}
                  sizes="(min-width: 96rem) 24vw, (min-width: 64rem) 32vw, (min-width: 40rem) 48vw, 100vw"
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-8 rounded-3xl border border-line bg-sand px-6 py-12 text-center">
            <p className="mx-auto max-w-md text-ink-soft">{t('empty')}</p>
            <QueuedLink
              href="/destination"
              className="mt-6 inline-block rounded-full bg-sea px-6 py-3 text-[0.72rem] font-semibold tracking-[0.2em] text-white uppercase hover:bg-sea-deep"
            >
              {t('explore')}
            </QueuedLink>
          </div>
        )}
      </section>
    </div>
  );
}
