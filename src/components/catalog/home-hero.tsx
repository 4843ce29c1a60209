import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import type { DestinationGroup, PropertyImage as Image } from '@/server/catalog/catalog.types';
import { PropertyImage } from './property-image';

/** SPEC §1: the default destination. */
const DEFAULT_DESTINATION = 'dominican-republic';
const MAX_GUESTS = 16;

const field =
  'mt-1.5 block h-12 w-full rounded-xl border border-line bg-white px-3.5 text-[0.95rem] text-ink outline-none transition focus:border-gold focus-visible:ring-2 focus-visible:ring-gold/40';
const label = 'block text-[0.65rem] font-semibold tracking-[0.22em] text-muted uppercase';

/**
 * The landing hero: a full-bleed photo, the promise, and a plain GET search form. Without any
 * JavaScript it lands on the default destination carrying `destination`, which that page follows;
 * the real search bar (calendar, counters) replaces it with the search issue.
 */
export async function HomeHero({
  locale,
  image,
  imageAlt,
  groups,
}: {
  locale: Locale;
  image: Image | undefined;
  imageAlt: string;
  groups: DestinationGroup[];
}) {
  const t = await getTranslations('catalog.home');
  const fallback =
    groups.find((g) => g.country.slug === DEFAULT_DESTINATION)?.country.slug ?? groups[0]?.country.slug ?? DEFAULT_DESTINATION;
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
        <form
          action={localizeHref(locale, `/d/${fallback}`)}
          method="get"
          aria-labelledby="home-search-title"
          className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-3xl bg-[#fffdf9] p-5 shadow-[0_30px_80px_-30px_rgba(29,27,24,0.45)] ring-1 ring-line/70 md:gap-x-4 md:p-7 lg:grid-cols-[1.6fr_1fr_1fr_0.8fr_auto] lg:items-end"
        >
          <h2 id="home-search-title" className="col-span-2 font-serif text-2xl text-ink lg:sr-only">
            {t('search.label')}
          </h2>
          <div className="col-span-2 lg:col-span-1">
            <label htmlFor="home-destination" className={label}>
              {t('search.destination')}
            </label>
            <select id="home-destination" name="destination" defaultValue={fallback} className={field}>
              {groups.map((group) => (
                <optgroup key={group.country.slug} label={group.country.name}>
                  <option value={group.country.slug}>{t('search.allOf', { name: group.country.name })}</option>
                  {group.states.map((state) => (
                    <option key={state.slug} value={state.slug}>
                      {state.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="home-check-in" className={label}>
              {t('search.checkIn')}
            </label>
            <input id="home-check-in" name="check_in" type="date" className={field} />
          </div>
          <div>
            <label htmlFor="home-check-out" className={label}>
              {t('search.checkOut')}
            </label>
            <input id="home-check-out" name="check_out" type="date" className={field} />
          </div>
          <div className="col-span-2 lg:col-span-1">
            <label htmlFor="home-guests" className={label}>
              {t('search.guests')}
            </label>
            <select id="home-guests" name="guests" defaultValue="2" className={field}>
              {Array.from({ length: MAX_GUESTS }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {t('search.guestsOption', { count: n })}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="h-12 rounded-xl bg-sea px-7 text-[0.72rem] font-semibold tracking-[0.2em] text-white uppercase transition hover:bg-sea-deep focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 col-span-2 lg:col-span-1"
          >
            {t('search.submit')}
          </button>
        </form>
      </div>
    </>
  );
}
