import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('home', '/');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="home" params={params} />;
}
