import { pageMetadataFor } from '@/components/page/intro-page';
import { appErrorFromQuery } from '@/components/system/app-error';
import { ErrorScreen } from '@/components/system/error-screen';
import { areaPage } from '@/server/http/area-page';

export const generateMetadata = pageMetadataFor('error', '/error');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// GET /error?code=…&path=… – the app's error (SPEC §8), src/components/system/app-error.ts.
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await areaPage(params);
  return <ErrorScreen locale={locale} error={appErrorFromQuery(await searchParams)} />;
}
