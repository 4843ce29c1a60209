import { getTranslations } from 'next-intl/server';
import { PressCard } from '@/components/content/content-cards';
import { EmptyState } from '@/components/ui/empty-state';
import { pageMetadataFor } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/page-intro';
import { listLatestPress } from '@/server/content/content.queries';
import { pageContext } from '@/server/http/page-context';
import { areaPage } from '@/server/http/area-page';

export const generateMetadata = pageMetadataFor('press', '/press');

// GET /press – every published press article, newest first; the newest is featured.
export default async function PressPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await areaPage(params);
  const [t, articles] = await Promise.all([
    getTranslations({ locale, namespace: 'content.press' }),
    listLatestPress(await pageContext(locale)),
  ]);
  const [featured, ...rest] = articles;
  return (
    <div data-testid="press-page">
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      {!featured ? (
        <EmptyState title={t('emptyTitle')} text={t('emptyText')} action={{ href: '/contact-us', label: t('emptyAction') }} />
      ) : (
        <ul className="container-page grid gap-x-6 gap-y-16 sm:grid-cols-2 lg:grid-cols-3">
          <li className="sm:col-span-2 lg:col-span-3">
            <PressCard locale={locale} article={featured} featured />
          </li>
          {rest.map((article) => (
            <li key={article.slug} className="border-t border-line pt-10">
              <PressCard locale={locale} article={article} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
