import { getTranslations } from 'next-intl/server';
import { pageMetadataFor } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/page-intro';
import { ResultsView } from '@/components/search/results-view';
import { areaPage } from '@/server/http/area-page';
import { pageContext } from '@/server/http/page-context';

export const generateMetadata = pageMetadataFor('reserveCollection', '/reserve-collection');

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// GET /reserve-collection – the Reserve collection (is_reserve_collection), searched like any destination.
export default async function ReserveCollectionPage({ params, searchParams }: Props) {
  const { locale } = await areaPage(params);
  const [t, pages, query] = await Promise.all([getTranslations('results'), getTranslations('pages'), searchParams]);
  return (
    <div data-testid="reserve-page">
      <PageIntro eyebrow={t('reserve.heading')} title={pages('reserveCollection.title')} lead={pages('reserveCollection.lead')} />
      <ResultsView
        context={await pageContext(locale)}
        locale={locale}
        basePath="/reserve-collection"
        scope={{ kind: 'reserve' }}
        searchParams={query}
        title={t('reserve.heading')}
      />
    </div>
  );
}
