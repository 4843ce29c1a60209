import { InfoPage, infoLocale } from '@/components/info/info-page';
import { TravelAgentInquirySection } from '@/components/inquiries/inquiry-sections';
import { pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('travelAgent', '/travel-agent');

// GET /travel-agent – the agent program, then the application form.
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await infoLocale(params);
  return <InfoPage infoKey="travelAgent" params={params} after={<TravelAgentInquirySection locale={locale} />} />;
}
