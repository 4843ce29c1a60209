import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('guestbookAuthorization', '/guestbook/:confirmationNumber/authorization');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="guestbookAuthorization" params={params} />;
}
