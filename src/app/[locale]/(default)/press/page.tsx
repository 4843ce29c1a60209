import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('press', '/press');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="press" params={params} />;
}
