import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('destination', '/destination');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="destination" params={params} />;
}
