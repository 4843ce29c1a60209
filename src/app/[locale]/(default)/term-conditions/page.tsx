import { InfoPage } from '@/components/info/info-page';
import { pageMetadataFor } from '@/components/page/intro-page';
import { TERMS_VALUES } from '@/components/info/terms-values';

export const generateMetadata = pageMetadataFor('termConditions', '/term-conditions');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <InfoPage infoKey="termConditions" params={params} numbered values={TERMS_VALUES} />;
}
