import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('safeStay', '/safe-stay');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="safeStay" params={params} />;
}
