import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { FormNotice } from '@/components/ui/form-parts';
import { ResetForm } from '@/components/account/reset-form';
import { pageMetadataFor } from '@/components/page/intro-page';
import { QueuedLink } from '@/components/system/queued-link';
import { areaPage } from '@/server/http/area-page';

export const generateMetadata = pageMetadataFor('newPassword', '/new-password');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NewPasswordPage({ params, searchParams }: Props) {
  const [, query] = await Promise.all([areaPage(params), searchParams]);
  const [t, page] = await Promise.all([getTranslations('account'), getTranslations('pages.newPassword')]);
  const token = typeof query.token === 'string' ? query.token.trim().slice(0, 200) : '';
  return (
    <AccountPage title={page('title')} lead={page('lead')}>
      {token ? (
        <ResetForm
          token={token}
          labels={{
            password: t('fields.newPassword'),
            passwordHint: t('fields.passwordHint'),
            confirmation: t('fields.confirmation'),
            submit: t('reset.submit'),
            submitting: t('reset.submitting'),
            done: t('reset.done'),
            toLogin: t('reset.toLogin'),
            requestNew: t('reset.requestNew'),
            mismatch: t('errors.mismatch'),
            network: t('errors.network'),
          }}
        />
      ) : (
        <FormNotice message={t('reset.missingToken')}>
          <QueuedLink href="/recover-password" className="mt-3 inline-block font-semibold text-sea underline underline-offset-4">
            {t('reset.requestNew')}
          </QueuedLink>
        </FormNotice>
      )}
    </AccountPage>
  );
}
