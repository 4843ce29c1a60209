import { InfoPage } from '@/components/info/info-page';
import { pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('travelAgent', '/travel-agent');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <InfoPage infoKey="travelAgent" params={params} />;
}
