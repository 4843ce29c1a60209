import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('error', '/error');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="error" params={params} />;
}
