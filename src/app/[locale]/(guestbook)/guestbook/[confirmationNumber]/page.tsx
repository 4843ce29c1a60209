import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('guestbook', '/guestbook/:confirmationNumber');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="guestbook" params={params} />;
}
