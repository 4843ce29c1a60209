import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('brokerEarnings', '/broker/earnings');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="brokerEarnings" params={params} />;
}
