import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('contactUs', '/contact-us');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="contactUs" params={params} />;
}
