import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeParam } from '@/components/catalog/page-locale';
import { PropertyImage } from '@/components/catalog/property-image';
import { QueuedLink } from '@/components/system/queued-link';
import { pageMetadata } from '@/lib/seo';
import { getVisiblePropertyBySlug } from '@/server/catalog/catalog.queries';
import { pageContext } from '@/server/http/page-context';

type Props = { params: Promise<{ locale: string; slug: string }> };

// GET /guestbook/preview/{slug} – what a villa's guestbook is; an unknown villa is a 404 (SPEC §5).
async function load({ params }: Props) {
  const [locale, { slug }] = await Promise.all([localeParam(params), params]);
  const property = await getVisiblePropertyBySlug(await pageContext(locale), slug);
  if (!property) notFound();
  return { locale, property };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, property } = await load(props);
  const t = await getTranslations({ locale, namespace: 'catalog.guestbookPreview' });
  return {
    ...pageMetadata({
      locale,
      path: `/guestbook/preview/${property.slug}`,
      title: t('title', { name: property.name }),
      description: t('sentence', { name: property.name }),
    }),
    // A guest's tool, not a page to find through a search engine.
    robots: { index: false },
  };
}

export default async function GuestbookPreviewPage(props: Props) {
  const { locale, property } = await load(props);
  setRequestLocale(locale);
  const t = await getTranslations('catalog.guestbookPreview');
  const image = property.images[0];
  return (
    <div data-testid="guestbook-preview" className="container-page py-10 md:py-16">
      <div
        className={`overflow-hidden rounded-3xl bg-[#fffdf9] shadow-[0_30px_80px_-40px_rgba(22,58,67,0.45)] ${image ? 'md:grid md:grid-cols-2' : 'max-w-3xl'}`}
      >
        {image ? (
          <PropertyImage
            image={image}
            eager
            sizes="(min-width: 48rem) 50vw, 100vw"
            className="aspect-[4/3] size-full object-cover md:aspect-auto"
          />
        ) : null}
        <div className="flex flex-col justify-center p-8 md:p-14">
          <p className="text-[0.7rem] font-semibold tracking-[0.28em] text-gold-deep uppercase">{t('eyebrow')}</p>
          <h1 className="mt-4 font-serif text-4xl leading-[1.08] text-ink md:text-5xl">{t('title', { name: property.name })}</h1>
          <p className="mt-2 text-sm tracking-wide text-muted">
            {property.state.name}, {property.country.name}
          </p>
          <p className="mt-6 leading-relaxed text-ink-soft">{t('sentence', { name: property.name })}</p>
          <QueuedLink
            href={`/property/${property.id}`}
            className="mt-8 self-start rounded-full border border-ink/20 px-6 py-3 text-[0.72rem] font-semibold tracking-[0.2em] uppercase transition hover:border-ink/50"
          >
            {t('viewVilla')}
          </QueuedLink>
        </div>
      </div>
    </div>
  );
}
