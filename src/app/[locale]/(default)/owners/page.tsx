import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('owners', '/owners');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="owners" params={params} />;
}
