import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('covidInformation', '/covid-information');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="covidInformation" params={params} />;
}
