import { getTranslations } from 'next-intl/server';
import { PasswordForm, ProfileForm } from '@/components/account/profile-forms';
import { pageMetadataFor } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/page-intro';
import { countryOptions } from '@/lib/countries';
import { timeZoneChoices, zoneLabel } from '@/lib/time-format';
import { currentProfile } from '@/server/http/page-context';
import { areaPage } from '@/server/http/area-page';

export const generateMetadata = pageMetadataFor('profile', '/user/profile');

/** The account's details and password (the proxy's guard has checked the login). */
export default async function ProfilePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await areaPage(params);
  const [page, t, profile] = await Promise.all([getTranslations('pages.profile'), getTranslations('account'), currentProfile()]);
  const card = 'rounded-3xl border border-line bg-white/70 p-6 shadow-sm md:p-8';
  const network = t('errors.network');
  return (
    <>
      <PageIntro title={page('title')} lead={page('lead')} />
      <div className="container-page grid gap-8 pb-20 lg:grid-cols-2">
        {profile ? (
          <section aria-labelledby="profile-details" className={card}>
            <h2 id="profile-details" className="font-serif text-2xl">
              {t('profile.detailsHeading')}
            </h2>
            <p className="mt-1 mb-6 text-sm text-muted">{t('profile.signedInAs', { email: profile.email })}</p>
            <ProfileForm
              profile={profile}
              countries={countryOptions(locale)}
              timeZones={timeZoneChoices().map((zone) => ({
                value: zone,
                label: `${zone.replace(/_/g, ' ')} · ${zoneLabel(locale, zone)}`,
              }))}
              labels={{
                name: t('fields.name'),
                phone: t('fields.phone'),
                phoneHint: t('fields.phoneHint'),
                country: t('fields.country'),
                countryPlaceholder: t('fields.countryPlaceholder'),
                language: t('fields.language'),
                languages: { en: t('languages.en'), es: t('languages.es') },
                timeZone: t('fields.timeZone'),
                timeZoneAuto: t('fields.timeZoneAuto'),
                timeZoneHint: t('fields.timeZoneHint'),
                save: t('profile.save'),
                saving: t('profile.saving'),
                network,
              }}
            />
          </section>
        ) : null}
        <section aria-labelledby="profile-password" className={card}>
          <h2 id="profile-password" className="font-serif text-2xl">
            {t('profile.passwordHeading')}
          </h2>
          <p className="mt-1 mb-6 text-sm text-muted">{t('profile.passwordIntro')}</p>
          <PasswordForm
            labels={{
              currentPassword: t('fields.currentPassword'),
              newPassword: t('fields.newPassword'),
              passwordHint: t('fields.passwordHint'),
              confirmation: t('fields.confirmation'),
              submit: t('profile.changePassword'),
              submitting: t('profile.changing'),
              mismatch: t('errors.mismatch'),
              network,
            }}
          />
        </section>
      </div>
    </>
  );
}
