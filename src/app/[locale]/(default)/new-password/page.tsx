import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('newPassword', '/new-password');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="newPassword" params={params} />;
}
