import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formatIsoDate } from '@/lib/format';
import { MediaImage } from '@/components/catalog/property-image';
import { Prose } from '@/components/catalog/prose';
import { PressCard } from '@/components/content/content-cards';
import { QueuedLink } from '@/components/system/queued-link';
import { pageMetadata } from '@/lib/seo';
import { getPressArticleBySlug, listRelatedPress } from '@/server/content/content.queries';
import { pageContext } from '@/server/http/page-context';
import { areaPage, pageRecord } from '@/server/http/area-page';

type Props = { params: Promise<{ locale: string; slug: string }> };

// GET /press/{slug} – a published press article; anything else is a 404 (SPEC §5).
async function load({ params }: Props) {
  const { locale, record: article } = await pageRecord(params, (ctx, { slug }) => getPressArticleBySlug(ctx, slug));
  return { locale, article };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, article } = await load(props);
  return pageMetadata({ locale, path: `/press/${article.slug}`, title: article.title, description: article.summary });
}

export default async function PressArticlePage(props: Props) {
  const { locale, article } = await load(props);
  await areaPage(props.params);
  const [t, c, related] = await Promise.all([
    getTranslations('catalog.press'),
    getTranslations('content.press'),
    listRelatedPress(await pageContext(locale), article.slug),
  ]);
  return (
    <>
      <article data-testid="press-article" className="container-page max-w-4xl pt-12 md:pt-20">
        <QueuedLink
          href="/press"
          className="text-[0.7rem] font-semibold tracking-[0.28em] text-gold-deep uppercase underline-offset-4 hover:underline"
        >
          ← {t('back')}
        </QueuedLink>
        <header className="mt-6">
          <p className="text-[0.7rem] font-semibold tracking-[0.22em] text-muted uppercase">
            {t('byline', { publication: article.publication, date: formatIsoDate(locale, article.publishedOn) })}
          </p>
          <h1 className="mt-4 font-serif text-4xl leading-[1.08] text-ink md:text-6xl">{article.title}</h1>
          <p className="mt-6 font-serif text-2xl leading-snug text-ink-soft italic">{article.summary}</p>
          {article.author ? <p className="mt-5 text-sm text-muted">{t('author', { author: article.author })}</p> : null}
        </header>
        <MediaImage
          src={article.image}
          eager
          sizes="(min-width: 56rem) 56rem, 100vw"
          className="mt-10 aspect-[16/10] w-full rounded-3xl bg-sand-deep object-cover"
        />
        <Prose text={article.body} className="mx-auto mt-12 max-w-2xl" />
        {article.externalUrl ? (
          <p className="mx-auto mt-10 max-w-2xl">
            <a
              href={article.externalUrl}
              rel="noopener noreferrer"
              className="inline-block rounded-full border border-ink/20 px-6 py-3 text-[0.72rem] font-semibold tracking-[0.2em] uppercase transition hover:border-ink/50"
            >
              {t('readOriginal', { publication: article.publication })}
            </a>
          </p>
        ) : null}
      </article>
      {related.length > 0 ? (
        <aside aria-labelledby="related-press" className="container-page mt-20 border-t border-line pt-14 md:mt-28">
          <h2 id="related-press" className="font-serif text-3xl text-ink md:text-4xl">
            {c('related')}
          </h2>
          <ul className="mt-10 grid gap-x-6 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <li key={item.slug}>
                <PressCard locale={locale} article={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </>
  );
}
