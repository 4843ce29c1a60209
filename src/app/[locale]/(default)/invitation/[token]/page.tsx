import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { FormNotice } from '@/components/ui/form-parts';
import { InvitationForm } from '@/components/account/invitation-form';
import { QueuedLink } from '@/components/system/queued-link';
import { formatWhen, zoneLabel } from '@/lib/time-format';
import { pageMetadata } from '@/lib/seo';
import { viewInvitation } from '@/server/admin/users/invitations.service';
import { pageContext } from '@/server/http/page-context';
import { areaPage, pageLocale } from '@/server/http/area-page';
import { readerTimeZone } from '@/server/http/reader-zone';

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { token }] = await Promise.all([pageLocale(params), params]);
  const t = await getTranslations({ locale, namespace: 'account.invitation' });
  return {
    ...pageMetadata({ locale, path: `/invitation/${token}`, title: t('title'), description: t('description') }),
    robots: { index: false, follow: false },
  };
}

// GET /invitation/{token} – who invited whom, and the form that opens the invited account (public, not indexed).
export default async function InvitationPage({ params }: Props) {
  const [{ locale }, { token }] = await Promise.all([areaPage(params), params]);
  const [t, account, roles] = await Promise.all([
    getTranslations('account.invitation'),
    getTranslations('account'),
    getTranslations('adminUsers.roles'),
  ]);
  const view = await viewInvitation(await pageContext(locale), decodeURIComponent(token));
  if (view.status !== 'open') {
    return (
      <AccountPage title={t('title')}>
        <div data-testid="invitation-invalid">
          <FormNotice message={t('invalid')}>
            <QueuedLink href="/login" className="mt-3 inline-block font-semibold text-sea underline underline-offset-4">
              {t('login')}
            </QueuedLink>
          </FormNotice>
        </div>
      </AccountPage>
    );
  }
  const role = roles(view.role as 'user' | 'concierge' | 'owner' | 'admin');
  // The invitee's clock: their browser's zone (the tz cookie), else the business's (src/lib/time-format.ts).
  const reader = await readerTimeZone();
  return (
    <AccountPage
      title={t('title')}
      lead={t('intro', { inviter: view.inviter, email: view.email, role })}
      footer={
        <p data-testid="invitation-expires" data-reader-zone={reader.zone} data-zone-source={reader.source}>
          {t('expires', { date: formatWhen(locale, view.expires_at, reader.zone), zone: zoneLabel(locale, reader.zone) })}
        </p>
      }
    >
      <InvitationForm
        token={decodeURIComponent(token)}
        defaultName={view.name}
        labels={{
          name: t('name'),
          password: account('fields.password'),
          passwordHint: account('fields.passwordHint'),
          confirmation: account('fields.confirmation'),
          submit: t('submit'),
          submitting: t('submitting'),
          welcome: t('welcome'),
          mismatch: account('errors.mismatch'),
          network: t('network'),
        }}
      />
    </AccountPage>
  );
}
