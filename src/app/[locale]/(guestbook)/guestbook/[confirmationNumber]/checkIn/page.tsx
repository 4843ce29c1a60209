import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('guestbookCheckIn', '/guestbook/:confirmationNumber/checkIn');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="guestbookCheckIn" params={params} />;
}
