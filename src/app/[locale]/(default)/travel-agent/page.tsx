import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('travelAgent', '/travel-agent');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="travelAgent" params={params} />;
}
