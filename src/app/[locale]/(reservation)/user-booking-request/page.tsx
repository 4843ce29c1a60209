import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('bookingRequest', '/user-booking-request');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="bookingRequest" params={params} />;
}
