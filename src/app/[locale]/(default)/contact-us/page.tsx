import { ContactDetails } from '@/components/info/contact-details';
import { InfoPage, infoLocale } from '@/components/info/info-page';
import { pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('contactUs', '/contact-us');

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await infoLocale(params);
  return (
    <InfoPage infoKey="contactUs" params={params}>
      <ContactDetails locale={locale} />
    </InfoPage>
  );
}
