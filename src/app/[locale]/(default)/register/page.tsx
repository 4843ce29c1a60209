import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('register', '/register');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="register" params={params} />;
}
