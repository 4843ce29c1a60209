import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('wishlist', '/wishlist');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="wishlist" params={params} />;
}
