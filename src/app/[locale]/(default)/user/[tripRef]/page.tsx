import { notFound } from 'next/navigation';
import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('trip', '/user/trip-:id');

export default async function Page({ params }: { params: Promise<{ locale: string; tripRef: string }> }) {
  const { tripRef } = await params;
  if (!/^trip-\d+$/.test(tripRef)) notFound();
  return <IntroPage pageKey="trip" params={params} />;
}
