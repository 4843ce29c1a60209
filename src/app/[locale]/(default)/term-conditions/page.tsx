import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('termConditions', '/term-conditions');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="termConditions" params={params} />;
}
