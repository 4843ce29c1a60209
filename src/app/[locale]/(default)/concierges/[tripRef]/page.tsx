import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('conciergeTrip', '/concierges/trip-:id');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="conciergeTrip" params={params} />;
}
