import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { welcomeLabels } from '@/components/account/form-labels';
import { RegisterForm } from '@/components/account/register-form';
import { pageMetadataFor } from '@/components/page/intro-page';
import { QueuedLink } from '@/components/system/queued-link';
import { countryOptions } from '@/lib/countries';
import { safeNextPath } from '@/lib/next-path';
import { areaPage } from '@/server/http/area-page';

export const generateMetadata = pageMetadataFor('register', '/register');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RegisterPage({ params, searchParams }: Props) {
  const [{ locale }, query] = await Promise.all([areaPage(params), searchParams]);
  const [t, page, shared] = await Promise.all([getTranslations('account'), getTranslations('pages.register'), welcomeLabels()]);
  const next = safeNextPath(query.next);
  return (
    <AccountPage
      title={page('title')}
      lead={page('lead')}
      footer={
        <p>
          {t('register.haveAccount')}{' '}
          <QueuedLink
            href={next ? `/login?next=${encodeURIComponent(next)}` : '/login'}
            className="font-medium text-sea underline-offset-4 hover:underline"
          >
            {t('register.toLogin')}
          </QueuedLink>
        </p>
      }
    >
      <RegisterForm
        next={next}
        countries={countryOptions(locale)}
        labels={{
          accountStep: t('register.accountStep'),
          profileStep: t('register.profileStep'),
          email: t('fields.email'),
          password: t('fields.password'),
          passwordHint: t('fields.passwordHint'),
          confirmation: t('fields.confirmation'),
          name: t('fields.name'),
          country: t('fields.country'),
          countryPlaceholder: t('fields.countryPlaceholder'),
          phone: t('fields.phone'),
          phoneHint: t('fields.phoneHint'),
          submit: t('register.submit'),
          submitting: t('register.submitting'),
          retryProfile: t('register.retryProfile'),
          accountCreated: t('register.accountCreated'),
          mismatch: t('errors.mismatch'),
          ...shared,
        }}
      />
    </AccountPage>
  );
}
