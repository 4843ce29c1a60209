import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('reserveCollection', '/reserve-collection');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="reserveCollection" params={params} />;
}
