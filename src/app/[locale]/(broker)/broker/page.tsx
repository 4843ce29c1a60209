import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('brokerHome', '/broker');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="brokerHome" params={params} />;
}
