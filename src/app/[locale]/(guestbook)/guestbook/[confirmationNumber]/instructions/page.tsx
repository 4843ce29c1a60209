import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('guestbookInstructions', '/guestbook/:confirmationNumber/instructions');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="guestbookInstructions" params={params} />;
}
