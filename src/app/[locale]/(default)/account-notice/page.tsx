import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DelayedRedirect } from '@/components/account/delayed-redirect';
import type { NoticeReason } from '@/lib/access';
import { localizeHref } from '@/lib/locale-path';
import { ROLE_HOME } from '@/lib/roles';
import { areaPage } from '@/server/http/area-page';

export const metadata: Metadata = { robots: { index: false } };

const REASONS: readonly NoticeReason[] = ['concierge', 'notOwner', 'notConcierge', 'notAdmin'];
const HOMES = Object.values(ROLE_HOME);

/**
 * The SPEC §6 role notice ("You are signed in as a concierge; taking you to reservations…"),
 * then the redirect after REDIRECT_DELAY_MS. Only reachable through the proxy's access guard,
 * which rewrites the guarded page here (the address bar keeps the page asked for).
 */
export default async function AccountNoticePage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ locale }, query] = await Promise.all([areaPage(params), searchParams]);
  const t = await getTranslations({ locale, namespace: 'account.notice' });
  const to = typeof query.to === 'string' && HOMES.includes(query.to) ? query.to : '/';
  const reason = REASONS.find((r) => r === query.reason) ?? 'notOwner';
  const href = localizeHref(locale, to);
  return (
    <section className="container-page flex min-h-[50vh] items-center justify-center py-16">
      <div className="max-w-lg text-center">
        <h1 className="font-serif text-3xl md:text-4xl">{t('heading')}</h1>
        <p role="status" data-testid="account-notice" className="mt-4 text-lg text-ink-soft">
          {t(reason)}
        </p>
        <a href={href} className="mt-6 inline-block text-sm font-semibold text-sea underline underline-offset-4">
          {t('goNow')}
        </a>
        <DelayedRedirect href={href} />
      </div>
    </section>
  );
}
