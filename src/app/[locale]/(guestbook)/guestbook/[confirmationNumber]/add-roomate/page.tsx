import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('guestbookAddRoommate', '/guestbook/:confirmationNumber/add-roomate');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="guestbookAddRoommate" params={params} />;
}
