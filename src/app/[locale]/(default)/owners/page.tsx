import { InfoPage, infoLocale } from '@/components/info/info-page';
import { OwnerInquirySection } from '@/components/inquiries/inquiry-sections';
import { pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('owners', '/owners');

// GET /owners – what owners get, then the "list your villa" form.
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await infoLocale(params);
  return <InfoPage infoKey="owners" params={params} after={<OwnerInquirySection locale={locale} />} />;
}
