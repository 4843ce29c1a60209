import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('conciergeReservations', '/concierges/reservations');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="conciergeReservations" params={params} />;
}
