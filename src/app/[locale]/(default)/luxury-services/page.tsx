import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('luxuryServices', '/luxury-services');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="luxuryServices" params={params} />;
}
