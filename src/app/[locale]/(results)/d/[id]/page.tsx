import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { MediaImage } from '@/components/catalog/property-image';
import { QueuedLink } from '@/components/system/queued-link';
import { localizeHref } from '@/lib/locale-path';
import { RESULTS_IN_BROWSER_HEADER } from '@/lib/public-cache';
import { pageMetadata } from '@/lib/seo';
import { parseSlug } from '@/server/catalog/catalog.params';
import { ResultsView } from '@/components/search/results-view';
import { getDestinationBySlug, listDestinationGroups } from '@/server/catalog/catalog.queries';
import { pageContext } from '@/server/http/page-context';
import { areaPage, pageRecord } from '@/server/http/area-page';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// GET /d/{slug} – villas in a country or a state; an unknown or malformed slug is a 404 (SPEC §5).
async function load({ params }: Pick<Props, 'params'>) {
  const { locale, record: destination } = await pageRecord(params, (ctx, { id }) => getDestinationBySlug(ctx, id));
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
  const query = await searchParams;
  const target = searchFormTarget(destination.slug, query);
  if (target) redirect(localizeHref(locale, target));
  await areaPage(params);

  const [t, groups] = await Promise.all([getTranslations('catalog.destination'), listDestinationGroups(await pageContext(locale))]);
  const group = groups.find((g) => g.country.slug === (destination.country?.slug ?? destination.slug));
  const regions = destination.kind === 'country' ? (group?.states.filter((s) => s.propertyCount > 0) ?? []) : [];
  // Nearby for an empty result: the other regions of the same country, then the country itself.
  const nearby = [...(group?.states ?? []), ...(group && destination.kind === 'state' ? [group.country] : [])]
    .filter((d) => d.slug !== destination.slug && d.propertyCount > 0)
    .slice(0, 6)
    .map((d) => ({ slug: d.slug, name: d.name, count: d.propertyCount }));

  return (
    <div data-testid="destination-page" data-destination={destination.slug}>
      <section className="relative isolate overflow-hidden bg-sea-deep text-white">
        {destination.image ? (
          <MediaImage src={destination.image} eager sizes="100vw" className="absolute inset-0 -z-10 size-full object-cover opacity-55" />
        ) : null}
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-sea-deep via-sea-deep/40 to-transparent" />
        <div className="px-5 pt-12 pb-8 md:px-8 md:pt-16 md:pb-10">
          <p className="text-[0.7rem] font-semibold tracking-[0.3em] text-[#e7cf9f] uppercase">
            {destination.country ? (
              <QueuedLink href={`/d/${destination.country.slug}`} className="hover:underline">
                {t('eyebrowState', { country: destination.country.name })}
              </QueuedLink>
            ) : (
              t('eyebrowCountry')
            )}
          </p>
          <h1 className="mt-3 font-serif text-5xl leading-none md:text-6xl">{destination.name}</h1>
          {destination.description ? (
            <p className="mt-4 line-clamp-3 max-w-2xl text-base leading-relaxed text-white/85">{destination.description}</p>
          ) : null}
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

      <ResultsView
        context={await pageContext(locale)}
        locale={locale}
        basePath={`/d/${destination.slug}`}
        scope={{ kind: 'destination', slug: destination.slug }}
        searchParams={query}
        title={t('results', { name: destination.name })}
        place={destination.name}
        suggestions={nearby}
        resultsInBrowser={(await headers()).get(RESULTS_IN_BROWSER_HEADER) === '1'}
      />
    </div>
  );
}
