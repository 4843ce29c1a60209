import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('listings', '/listings');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="listings" params={params} />;
}
