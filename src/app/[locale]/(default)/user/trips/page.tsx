import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('trips', '/user/trips');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="trips" params={params} />;
}
