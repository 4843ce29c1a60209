import { ContactDetails } from '@/components/info/contact-details';
import { InfoPage, infoLocale } from '@/components/info/info-page';
import { ContactInquirySection } from '@/components/inquiries/inquiry-sections';
import { pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('contactUs', '/contact-us');

// GET /contact-us – the concierge desk's details, the contact form, then how we can help.
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await infoLocale(params);
  return (
    <InfoPage infoKey="contactUs" params={params}>
      <ContactDetails locale={locale} />
      <div className="mb-16 md:mb-20">
        <ContactInquirySection locale={locale} />
      </div>
    </InfoPage>
  );
}
