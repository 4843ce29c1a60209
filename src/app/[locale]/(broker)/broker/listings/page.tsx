import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('brokerListings', '/broker/listings');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="brokerListings" params={params} />;
}
