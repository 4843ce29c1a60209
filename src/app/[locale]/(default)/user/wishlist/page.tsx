import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('userWishlist', '/user/wishlist');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="userWishlist" params={params} />;
}
