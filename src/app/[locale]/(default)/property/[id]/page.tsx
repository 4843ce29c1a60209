import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { propertyBadges } from '@/components/catalog/badges';
import { formatMoney } from '@/components/catalog/format';
import { localeParam } from '@/components/catalog/page-locale';
import { Badges } from '@/components/catalog/property-card';
import { PropertyImage } from '@/components/catalog/property-image';
import { Prose } from '@/components/catalog/prose';
import { QueuedLink } from '@/components/system/queued-link';
import { pageMetadata } from '@/lib/seo';
import { getPublishedPropertyById } from '@/server/catalog/catalog.queries';

type Props = { params: Promise<{ locale: string; id: string }> };

// GET /property/{id} – a published villa; unknown, draft or malformed ids are a 404 (SPEC §5).
async function load({ params }: Props) {
  const [locale, { id }] = await Promise.all([localeParam(params), params]);
  const property = await getPublishedPropertyById(locale, id);
  if (!property) notFound();
  return { locale, property };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, property } = await load(props);
  const t = await getTranslations({ locale, namespace: 'catalog.property' });
  const meta = pageMetadata({
    locale,
    path: `/property/${property.id}`,
    title: t('metaTitle', { name: property.name, state: property.state.name }),
    description: property.short_description,
  });
  const image = property.images[0];
  return image ? { ...meta, openGraph: { ...meta.openGraph, images: [{ url: image.medium, alt: image.caption }] } } : meta;
}

export default async function PropertyPage(props: Props) {
  const { locale, property } = await load(props);
  setRequestLocale(locale);
  const [t, card] = await Promise.all([getTranslations('catalog.property'), getTranslations('catalog.card')]);
  const [hero, ...rest] = property.images;
  const side = rest.slice(0, 4);
  const price = formatMoney(locale, property.price, property.currency);

  return (
    <article data-testid="property-page" data-property-id={property.id}>
      {hero ? (
        <div className="md:container-page md:pt-6">
          <div className="grid gap-2 md:aspect-[2.2/1] md:grid-cols-4 md:grid-rows-2 md:overflow-hidden md:rounded-3xl">
            <PropertyImage
              image={hero}
              eager
              sizes="(min-width: 80rem) 640px, (min-width: 48rem) 50vw, 100vw"
              className="aspect-[4/3] size-full object-cover md:col-span-2 md:row-span-2 md:aspect-auto"
            />
            {side.map((image) => (
              <PropertyImage
                key={image.medium}
                image={image}
                sizes="(min-width: 80rem) 320px, 25vw"
                className="hidden size-full object-cover md:block"
              />
            ))}
          </div>
        </div>
      ) : null}

      <div className="container-page grid gap-12 pt-8 md:pt-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <div>
          <p className="text-[0.7rem] font-semibold tracking-[0.28em] text-gold-deep uppercase">
            {property.is_reserve_collection ? t('eyebrowReserve') : t('eyebrow')}
          </p>
          <h1 className="mt-3 font-serif text-4xl leading-[1.05] text-ink md:text-6xl">{property.name}</h1>
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
          {/* Phones see the rate at once; the full price panel follows the description there. */}
          <p className="mt-5 lg:hidden">
            <span className="font-serif text-3xl text-ink">{price}</span>
            <span className="ml-2 text-sm text-muted">{t('perNight')}</span>
          </p>
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
            <h2 id="about" className="font-serif text-3xl text-ink md:text-4xl">
              {t('about')}
            </h2>
            <Prose text={property.description} className="mt-5 max-w-2xl" />
          </section>

          {property.our_be_like.length > 0 ? (
            <section aria-labelledby="days" className="mt-14">
              <h2 id="days" className="font-serif text-3xl text-ink md:text-4xl">
                {t('ourBeLike')}
              </h2>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2">
                {property.our_be_like.map((line) => (
                  <li key={line} className="border-l-2 border-gold/60 pl-4 text-ink-soft">
                    {line}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {property.house_rules.length > 0 ? (
            <section aria-labelledby="rules" className="mt-14">
              <h2 id="rules" className="font-serif text-3xl text-ink md:text-4xl">
                {t('houseRules')}
              </h2>
              <ul className="mt-5 max-w-2xl list-disc space-y-2 pl-5 text-ink-soft marker:text-gold">
                {property.house_rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <aside aria-label={t('priceFrom')} className="lg:sticky lg:top-28 lg:self-start">
          <div className="rounded-3xl border border-line bg-sand p-7 shadow-[0_20px_60px_-30px_rgba(29,27,24,0.35)]">
            <p className="text-[0.68rem] font-semibold tracking-[0.22em] text-ink-soft uppercase">
              {property.live_price !== null ? t('priceTonight') : t('priceFrom')}
            </p>
            <p className="mt-2" data-testid="property-price">
              <span className="font-serif text-5xl text-ink">{price}</span>
              <span className="ml-2 text-sm text-ink-soft">{t('perNight')}</span>
            </p>
            <p className="mt-4 text-xs leading-relaxed text-ink-soft">{t('taxesNote')}</p>
            <ul className="mt-6 space-y-1.5 border-t border-line pt-5 text-sm text-ink-soft">
              <li>{t('checkIn', { time: property.check_in_time })}</li>
              <li>{t('checkOut', { time: property.check_out_time })}</li>
            </ul>
            <QueuedLink
              href="/contact-us"
              className="mt-7 block rounded-full bg-sea px-6 py-3.5 text-center text-[0.72rem] font-semibold tracking-[0.2em] text-white uppercase transition hover:bg-sea-deep"
            >
              {t('enquire')}
            </QueuedLink>
          </div>
          <div className="mt-6 px-2">
            <h2 className="font-serif text-2xl text-ink">{t('conciergeTitle')}</h2>
            <p className="mt-2 text-sm leading-relaxed text-ink-soft">{t('conciergeText', { state: property.state.name })}</p>
            <QueuedLink
              href={`/d/${property.state.slug}`}
              className="mt-5 inline-block text-[0.7rem] font-semibold tracking-[0.2em] text-gold-deep uppercase underline-offset-4 hover:underline"
            >
              {t('backTo', { place: property.state.name })} →
            </QueuedLink>
          </div>
        </aside>
      </div>
    </article>
  );
}
