import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('tripGroceries', '/user-trip-groceries/:id');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="tripGroceries" params={params} />;
}
