import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('profile', '/user/profile');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="profile" params={params} />;
}
