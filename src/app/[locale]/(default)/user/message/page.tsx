import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('userMessages', '/user/message');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="userMessages" params={params} />;
}
