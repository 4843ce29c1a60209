import { InfoPage } from '@/components/info/info-page';
import { pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('covidInformation', '/covid-information');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <InfoPage infoKey="covidInformation" params={params} />;
}
