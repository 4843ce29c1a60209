import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('luxuryService', '/luxury-services/:slug');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="luxuryService" params={params} />;
}
