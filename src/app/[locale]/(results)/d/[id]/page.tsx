import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('destinationResults', '/d/:id');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="destinationResults" params={params} />;
}
