import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('recoverPassword', '/recover-password');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="recoverPassword" params={params} />;
}
