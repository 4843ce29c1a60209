import { getTranslations } from 'next-intl/server';
import { HomeHero } from '@/components/catalog/home-hero';
import {
  ExperienceList,
  FeaturedDestinations,
  OwnersCallToAction,
  PressStrip,
  SectionHeading,
  SeeAll,
  ServiceList,
} from '@/components/catalog/home-sections';
import { PropertyCard } from '@/components/catalog/property-card';
import { pageMetadataFor } from '@/components/page/intro-page';
import { QueuedLink } from '@/components/system/queued-link';
import { listFeaturedDestinations, listReserveCollection } from '@/server/catalog/catalog.queries';
import { listSearchPlaces } from '@/server/catalog/results.queries';
import { listExperiences, listLatestPress, listLuxuryServices } from '@/server/content/content.queries';
import { pageContext } from '@/server/http/page-context';
import { areaPage } from '@/server/http/area-page';

export const generateMetadata = pageMetadataFor('home', '/');

// GET / – the editorial landing: hero and search, destinations, the Reserve collection, experiences, services, press, owners.
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await areaPage(params);
  const [t, places, destinations, reserve, experiences, services, press] = await Promise.all([
    getTranslations('catalog.home'),
    listSearchPlaces(await pageContext(locale)),
    listFeaturedDestinations(await pageContext(locale), 5),
    listReserveCollection(await pageContext(locale), 6),
    listExperiences(await pageContext(locale), 3),
    listLuxuryServices(await pageContext(locale), 5),
    listLatestPress(await pageContext(locale), 4),
  ]);
  const heroProperty = reserve[0];
  const heroImage = heroProperty?.images[0];
  const ownersImage = reserve[1]?.images[1] ?? reserve[1]?.images[0];

  return (
    <div data-testid="home-page">
      <HomeHero
        locale={locale}
        places={places}
        image={heroImage}
        imageAlt={heroProperty ? t('heroAlt', { name: heroProperty.name, place: heroProperty.state.name }) : ''}
      />

      {destinations.length > 0 ? (
        <section aria-labelledby="destinations-title" className="container-page pt-24 md:pt-32">
          <SectionHeading
            id="destinations-title"
            eyebrow={t('featured.eyebrow')}
            title={t('featured.title')}
            lead={t('featured.lead')}
            link={{ href: '/destination', label: t('featured.all') }}
          />
          <FeaturedDestinations destinations={destinations} />
        </section>
      ) : null}

      {reserve.length > 0 ? (
        <section aria-labelledby="reserve-title" className="container-page pt-24 md:pt-32">
          <SectionHeading
            id="reserve-title"
            eyebrow={t('reserve.eyebrow')}
            title={t('reserve.title')}
            lead={t('reserve.lead')}
            link={{ href: '/reserve-collection', label: t('reserve.all') }}
          />
          <ul className="-mx-5 mt-10 flex snap-x snap-mandatory gap-5 overflow-x-auto px-5 pb-4 md:mx-0 md:mt-14 md:grid md:grid-cols-2 md:gap-x-6 md:gap-y-14 md:overflow-visible md:px-0 lg:grid-cols-3">
            {reserve.map((card) => (
              <li key={card.id} className="w-[85%] shrink-0 snap-start sm:w-[60%] md:w-auto">
                <PropertyCard card={card} sizes="(min-width: 80rem) 400px, (min-width: 64rem) 31vw, (min-width: 48rem) 46vw, 85vw" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {experiences.length > 0 ? (
        <section aria-labelledby="experiences-title" className="mt-24 bg-sea-deep py-20 md:mt-32 md:py-28">
          <div className="container-page">
            <SectionHeading
              id="experiences-title"
              dark
              eyebrow={t('experiences.eyebrow')}
              title={t('experiences.title')}
              lead={t('experiences.lead')}
              link={{ href: '/experiences-collection', label: t('experiences.all') }}
            />
            <ExperienceList locale={locale} experiences={experiences} />
          </div>
        </section>
      ) : null}

      {services.length > 0 ? (
        <section
          aria-labelledby="services-title"
          className="container-page grid gap-10 pt-24 md:pt-32 lg:grid-cols-[0.9fr_1.1fr] lg:gap-20"
        >
          <div className="lg:sticky lg:top-32 lg:self-start">
            <SectionHeading id="services-title" eyebrow={t('services.eyebrow')} title={t('services.title')} lead={t('services.lead')} />
            <div className="mt-8">
              <SeeAll href="/luxury-services" label={t('services.all')} />
            </div>
          </div>
          <ServiceList services={services} />
        </section>
      ) : null}

      {press.length > 0 ? (
        <section aria-labelledby="press-title" className="container-page pt-24 md:pt-32">
          <SectionHeading
            id="press-title"
            eyebrow={t('press.eyebrow')}
            title={t('press.title')}
            link={{ href: '/press', label: t('press.all') }}
          />
          <PressStrip articles={press} />
        </section>
      ) : null}

      <section aria-labelledby="owners-title" className="container-page pt-24 md:pt-32">
        <OwnersCallToAction
          image={ownersImage}
          eyebrow={t('owners.eyebrow')}
          title={t('owners.title')}
          text={t('owners.text')}
          actions={
            <>
              <QueuedLink
                href="/owners"
                className="rounded-full bg-ink px-7 py-3.5 text-[0.72rem] font-semibold tracking-[0.2em] text-white uppercase transition hover:bg-sea-deep"
              >
                {t('owners.cta')}
              </QueuedLink>
              <QueuedLink
                href="/travel-agent"
                className="rounded-full border border-ink/25 px-7 py-3.5 text-[0.72rem] font-semibold tracking-[0.2em] text-ink uppercase transition hover:border-ink/60"
              >
                {t('owners.secondary')}
              </QueuedLink>
            </>
          }
        />
      </section>
    </div>
  );
}
