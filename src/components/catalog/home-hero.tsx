import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import type { PropertyImage as Image } from '@/server/catalog/catalog.types';
import type { Place } from '@/server/catalog/catalog.types';
import { HomeSearch } from '@/components/search/home-search';
import { homeSearchLabels } from '@/components/search/results-labels';
import type { SearchPlace } from '@/components/search/home-search-types';
import { PropertyImage } from './property-image';

/** SPEC §1: the default destination. */
const DEFAULT_DESTINATION = 'dominican-republic';

/**
 * The landing hero: a full-bleed photo, the promise, and the search bar (HomeSearch: a plain GET
 * form first, which without JavaScript lands on the default destination carrying `destination`,
 * followed by that page; then the combobox and range calendar).
 */
export async function HomeHero({
  locale,
  image,
  imageAlt,
  places,
}: {
  locale: Locale;
  image: Image | undefined;
  imageAlt: string;
  places: Place[];
}) {
  const countries = places.filter((p) => p.type === 'country');
  const [t, labels] = await Promise.all([getTranslations('catalog.home'), homeSearchLabels(countries)]);
  const fallback = countries.find((c) => c.slug === DEFAULT_DESTINATION)?.slug ?? countries[0]?.slug ?? DEFAULT_DESTINATION;
  const countryName = new Map(countries.map((c) => [c.id, c.name]));
  const searchPlaces: SearchPlace[] = places.map((p) => ({
    type: p.type,
    name: p.name,
    slug: p.slug,
    country: countryName.get(p.country_id) ?? p.name,
  }));
  return (
    <>
      <section className="relative isolate flex min-h-[34rem] items-end overflow-hidden bg-sea-deep text-white md:min-h-[40rem] lg:h-[calc(100svh-11rem)] lg:max-h-[52rem]">
        {image ? (
          <PropertyImage image={image} alt={imageAlt} eager sizes="100vw" className="absolute inset-0 -z-20 size-full object-cover" />
        ) : null}
        {/* Two veils keep white type legible on any photo: from below, and behind the text column. */}
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/85 via-ink/35 to-ink/15" />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-ink/55 via-ink/15 to-transparent" />
        <div className="container-page pt-28 pb-28 md:pb-36">
          <p className="text-[0.7rem] font-semibold tracking-[0.35em] text-[#e7cf9f] uppercase">{t('heroEyebrow')}</p>
          <h1 className="mt-5 max-w-4xl font-serif text-[2.9rem] leading-[0.98] font-light text-balance sm:text-6xl md:text-7xl lg:text-[5.5rem]">
            {t('headline')}
          </h1>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-white/85 md:text-lg">{t('subline')}</p>
        </div>
      </section>

      <div className="container-page relative z-10 -mt-20 md:-mt-24">
        <HomeSearch locale={locale} places={searchPlaces} labels={labels} fallbackAction={localizeHref(locale, `/d/${fallback}`)} />
      </div>
    </>
  );
}
