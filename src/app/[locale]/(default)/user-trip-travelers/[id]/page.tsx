import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('tripTravelers', '/user-trip-travelers/:id');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="tripTravelers" params={params} />;
}
