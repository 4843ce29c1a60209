import { getTranslations } from 'next-intl/server';
import { pageMetadataFor } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/page-intro';
import { ResultsView } from '@/components/search/results-view';
import { areaPage } from '@/server/http/area-page';
import { pageContext } from '@/server/http/page-context';

export const generateMetadata = pageMetadataFor('listings', '/listings');

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// GET /listings – every published villa, with the same search, filters, map and paging as a destination.
export default async function ListingsPage({ params, searchParams }: Props) {
  const { locale } = await areaPage(params);
  const [t, pages, query] = await Promise.all([getTranslations('results'), getTranslations('pages'), searchParams]);
  return (
    <div data-testid="listings-page">
      <PageIntro title={pages('listings.title')} lead={pages('listings.lead')} />
      <ResultsView
        context={await pageContext(locale)}
        locale={locale}
        basePath="/listings"
        scope={{ kind: 'all' }}
        searchParams={query}
        title={t('listings.heading')}
      />
    </div>
  );
}
