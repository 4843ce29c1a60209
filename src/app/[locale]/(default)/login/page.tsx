import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { welcomeLabels } from '@/components/account/form-labels';
import { LoginForm } from '@/components/account/login-form';
import { pageMetadataFor } from '@/components/page/intro-page';
import { QueuedLink } from '@/components/system/queued-link';
import { safeNextPath } from '@/lib/next-path';
import { areaPage } from '@/server/http/area-page';

export const generateMetadata = pageMetadataFor('login', '/login');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ params, searchParams }: Props) {
  const [, query] = await Promise.all([areaPage(params), searchParams]);
  const [t, page, shared] = await Promise.all([getTranslations('account'), getTranslations('pages.login'), welcomeLabels()]);
  const next = safeNextPath(query.next);
  const registerHref = next ? `/register?next=${encodeURIComponent(next)}` : '/register';
  return (
    <AccountPage
      title={page('title')}
      lead={page('lead')}
      footer={
        <>
          <QueuedLink href="/recover-password" className="font-medium text-sea underline-offset-4 hover:underline">
            {t('login.forgot')}
          </QueuedLink>
          <p>
            {t('login.noAccount')}{' '}
            <QueuedLink href={registerHref} className="font-medium text-sea underline-offset-4 hover:underline">
              {t('login.toRegister')}
            </QueuedLink>
          </p>
        </>
      }
    >
      <LoginForm
        next={next}
        labels={{
          email: t('fields.email'),
          password: t('fields.password'),
          submit: t('login.submit'),
          submitting: t('login.submitting'),
          ...shared,
        }}
      />
    </AccountPage>
  );
}
