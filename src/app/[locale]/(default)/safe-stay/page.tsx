import { InfoPage } from '@/components/info/info-page';
import { pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('safeStay', '/safe-stay');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <InfoPage infoKey="safeStay" params={params} />;
}
