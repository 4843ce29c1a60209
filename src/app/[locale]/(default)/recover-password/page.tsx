import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { RecoverForm } from '@/components/account/recover-form';
import { pageMetadataFor } from '@/components/page/intro-page';
import { QueuedLink } from '@/components/system/queued-link';
import { areaPage } from '@/server/http/area-page';

export const generateMetadata = pageMetadataFor('recoverPassword', '/recover-password');

export default async function RecoverPasswordPage({ params }: { params: Promise<{ locale: string }> }) {
  await areaPage(params);
  const [t, page] = await Promise.all([getTranslations('account'), getTranslations('pages.recoverPassword')]);
  return (
    <AccountPage
      title={page('title')}
      lead={page('lead')}
      footer={
        <QueuedLink href="/login" className="font-medium text-sea underline-offset-4 hover:underline">
          {t('recover.backToLogin')}
        </QueuedLink>
      }
    >
      <RecoverForm
        labels={{
          email: t('fields.email'),
          submit: t('recover.submit'),
          submitting: t('recover.submitting'),
          sent: t('recover.sent', { email: '{email}' }),
          network: t('errors.network'),
        }}
      />
    </AccountPage>
  );
}
