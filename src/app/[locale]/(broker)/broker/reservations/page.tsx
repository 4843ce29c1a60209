import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('brokerReservations', '/broker/reservations');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="brokerReservations" params={params} />;
}
