import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('property', '/property/:id');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="property" params={params} />;
}
