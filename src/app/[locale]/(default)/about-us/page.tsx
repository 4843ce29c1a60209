import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('aboutUs', '/about-us');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="aboutUs" params={params} />;
}
