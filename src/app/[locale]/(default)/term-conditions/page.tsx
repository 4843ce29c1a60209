import { InfoPage } from '@/components/info/info-page';
import { pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('termConditions', '/term-conditions');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <InfoPage infoKey="termConditions" params={params} numbered />;
}
