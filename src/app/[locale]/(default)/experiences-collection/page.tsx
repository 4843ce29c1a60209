import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('experiencesCollection', '/experiences-collection');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="experiencesCollection" params={params} />;
}
