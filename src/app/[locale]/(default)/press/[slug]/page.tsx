import { IntroPage, pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('pressArticle', '/press/:slug');

export default function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <IntroPage pageKey="pressArticle" params={params} />;
}
