import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('cancellationPolicies', '/cancellation-policies');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="cancellationPolicies" params={params} />;
}
