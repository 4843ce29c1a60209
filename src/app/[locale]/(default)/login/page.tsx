import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('login', '/login');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="login" params={params} />;
}
