import { CancellationPolicyTable } from '@/components/info/cancellation-policy-table';
import { InfoPage, infoLocale } from '@/components/info/info-page';
import { pageMetadataFor } from '@/components/page/intro-page';

export const generateMetadata = pageMetadataFor('cancellationPolicies', '/cancellation-policies');

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await infoLocale(params);
  return (
    <InfoPage infoKey="cancellationPolicies" params={params}>
      <CancellationPolicyTable locale={locale} />
    </InfoPage>
  );
}
