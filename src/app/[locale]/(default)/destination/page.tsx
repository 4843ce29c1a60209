import { getTranslations } from 'next-intl/server';
import { MediaImage } from '@/components/catalog/property-image';
import { pageMetadataFor } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/page-intro';
import { QueuedLink } from '@/components/system/queued-link';
import { listDestinationGroups } from '@/server/catalog/catalog.queries';
import { pageContext } from '@/server/http/page-context';
import { areaPage } from '@/server/http/area-page';

export const generateMetadata = pageMetadataFor('destination', '/destination');

// GET /destination – every country and its regions, with a picture and the number of villas, each linking to its results.
export default async function DestinationsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await areaPage(params);
  const [t, pages, groups] = await Promise.all([
    getTranslations('results.destinations'),
    getTranslations('pages'),
    listDestinationGroups(await pageContext(locale)),
  ]);
  return (
    <div data-testid="destinations-page">
      <PageIntro eyebrow={t('eyebrow')} title={pages('destination.title')} lead={pages('destination.lead')} />
      <div className="container-page space-y-20 pb-24 md:space-y-28">
        {groups.map(({ country, states }) => (
          <section key={country.slug} aria-labelledby={`country-${country.slug}`} data-testid="destination-country">
            <QueuedLink
              href={`/d/${country.slug}`}
              className="group relative isolate flex min-h-72 items-end overflow-hidden rounded-3xl bg-sea-deep text-white outline-none focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-4 md:min-h-96"
            >
              {country.image ? (
                <MediaImage
                  src={country.image}
                  sizes="(min-width: 80rem) 1216px, 100vw"
                  className="absolute inset-0 -z-10 size-full object-cover opacity-80 transition duration-700 group-hover:scale-[1.03]"
                />
              ) : null}
              <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/80 via-ink/25 to-transparent" />
              <div className="p-7 md:p-10">
                <h2 id={`country-${country.slug}`} className="font-serif text-4xl leading-none md:text-6xl">
                  {country.name}
                </h2>
                {country.description ? <p className="mt-3 max-w-2xl text-white/85 md:text-lg">{country.description}</p> : null}
                <p className="mt-5 inline-flex items-center gap-2 text-[0.72rem] font-semibold tracking-[0.2em] uppercase">
                  <span data-testid="destination-count">{t('villas', { count: country.propertyCount })}</span>
                  <span aria-hidden="true" className="text-[#e7cf9f]">
                    ·
                  </span>
                  <span className="underline decoration-[#e7cf9f]/70 underline-offset-4">{t('explore', { name: country.name })}</span>
                </p>
              </div>
            </QueuedLink>
            {states.length > 0 ? (
              <>
                <h3 className="sr-only">{t('regions', { name: country.name })}</h3>
                <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {states.map((state) => (
                    <li key={state.slug}>
                      <QueuedLink
                        href={`/d/${state.slug}`}
                        className="group block rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-4"
                      >
                        <div className="aspect-[3/2] overflow-hidden rounded-2xl bg-sand-deep">
                          {state.image ? (
                            <MediaImage
                              src={state.image}
                              sizes="(min-width: 64rem) 400px, (min-width: 40rem) 48vw, 100vw"
                              className="size-full object-cover transition duration-700 group-hover:scale-[1.04]"
                            />
                          ) : null}
                        </div>
                        <p className="mt-3 font-serif text-2xl text-ink">{state.name}</p>
                        <p className="text-sm text-muted">{t('villas', { count: state.propertyCount })}</p>
                      </QueuedLink>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        ))}
      </div>
    </div>
  );
}
