import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('conciergeMessages', '/concierges/messages');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="conciergeMessages" params={params} />;
}
