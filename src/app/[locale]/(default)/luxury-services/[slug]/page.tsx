import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/format';
import { MediaImage } from '@/components/catalog/property-image';
import { Prose } from '@/components/catalog/prose';
import { ServiceCard } from '@/components/content/content-cards';
import { ServiceRequestSection } from '@/components/inquiries/inquiry-sections';
import { QueuedLink } from '@/components/system/queued-link';
import { pageMetadata } from '@/lib/seo';
import { getLuxuryServiceBySlug, listRelatedServices } from '@/server/content/content.queries';
import { pageContext } from '@/server/http/page-context';
import { areaPage, pageRecord } from '@/server/http/area-page';

type Props = { params: Promise<{ locale: string; slug: string }> };

// GET /luxury-services/{slug} – a published luxury service; anything else is a 404 (SPEC §5).
async function load({ params }: Props) {
  const { locale, record: service } = await pageRecord(params, (ctx, { slug }) => getLuxuryServiceBySlug(ctx, slug));
  return { locale, service };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, service } = await load(props);
  return pageMetadata({ locale, path: `/luxury-services/${service.slug}`, title: service.title, description: service.summary });
}

export default async function LuxuryServicePage(props: Props) {
  const { locale, service } = await load(props);
  await areaPage(props.params);
  const [t, c, i, related] = await Promise.all([
    getTranslations('catalog.luxuryService'),
    getTranslations('content.services'),
    getTranslations('inquiries.service'),
    listRelatedServices(await pageContext(locale), service),
  ]);
  return (
    <article data-testid="luxury-service">
      <div className="container-page grid gap-10 pt-10 md:pt-16 lg:grid-cols-2 lg:items-center lg:gap-16">
        <div>
          <QueuedLink
            href="/luxury-services"
            className="text-[0.7rem] font-semibold tracking-[0.28em] text-gold-deep uppercase underline-offset-4 hover:underline"
          >
            {t('eyebrow')}
          </QueuedLink>
          <h1 className="mt-4 font-serif text-4xl leading-[1.05] text-ink md:text-6xl">{service.title}</h1>
          <p className="mt-6 font-serif text-2xl leading-snug text-ink-soft italic">{service.summary}</p>
          <p className="mt-8 text-[0.7rem] font-semibold tracking-[0.24em] text-muted uppercase">
            {c('category', { category: service.category })}
          </p>
          <p className="mt-2 text-sm font-semibold tracking-wide text-ink">
            {t('priceFrom', { price: formatMoney(locale, service.priceFromCents), unit: service.priceUnit })}
          </p>
        </div>
        <MediaImage
          src={service.image}
          eager
          sizes="(min-width: 64rem) 50vw, 100vw"
          className="aspect-[4/3] w-full rounded-3xl bg-sand-deep object-cover"
        />
      </div>
      <div className="container-page mt-14 grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Prose text={service.body} className="max-w-2xl" />
        <aside className="self-start rounded-3xl border border-line bg-sand p-7">
          <h2 className="font-serif text-2xl text-ink">{t('ask')}</h2>
          <p className="mt-3 text-sm leading-relaxed text-ink-soft">{t('askText')}</p>
          <a
            href="#request"
            className="mt-6 block rounded-full bg-sea px-6 py-3.5 text-center text-[0.72rem] font-semibold tracking-[0.2em] text-white uppercase transition hover:bg-sea-deep"
          >
            {i('submit')}
          </a>
          <QueuedLink href="/luxury-services" className="mt-5 block text-center text-sm text-ink-soft underline-offset-4 hover:underline">
            {t('back')}
          </QueuedLink>
        </aside>
      </div>
      <div className="container-page mt-20 md:mt-24">
        <ServiceRequestSection locale={locale} slug={service.slug} />
      </div>
      {related.length > 0 ? (
        <section aria-labelledby="related-services" className="container-page mt-20 md:mt-28">
          <h2 id="related-services" className="font-serif text-3xl text-ink md:text-4xl">
            {c('related')}
          </h2>
          <ul className="mt-10 grid gap-x-6 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <li key={item.slug}>
                <ServiceCard locale={locale} service={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
