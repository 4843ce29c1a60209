import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AccountMenu } from '@/components/account/account-menu';
import { headerAccount } from '@/components/account/header-account';
import { BrandMark } from '@/components/layout/brand-mark';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { QueuedLink } from '@/components/system/queued-link';
import { UnreadBadge } from '@/components/messaging/unread-badge';
import type { ServiceContext } from '@/server/access/context';
import { StaffMenu, StaffNav, type StaffNavItem } from './staff-nav';

/** The administration's sections (issue 17), in the header's order. */
const ADMIN_NAV = ['home', 'users', 'properties', 'calendar', 'audit', 'outbox'] as const;

/**
 * The concierge area's header (and, with `area="admin"`, the administration's): a work tool's single compact row (brand, the desk's sections, the
 * language and the account menu with log out) instead of the marketing header. Shared by every
 * page under /concierges through the (concierge) layout. On a phone the sections move into a menu
 * (StaffMenu) at the row's end: the row keeps the brand, the language, the messages and the account.
 */
export async function StaffHeader({ context, area = 'desk' }: { context: ServiceContext; area?: 'desk' | 'admin' }) {
  const [t, common, account] = await Promise.all([
    getTranslations(area === 'admin' ? 'admin.header' : 'desk.header'),
    getTranslations('common'),
    headerAccount(context),
  ]);
  const items: StaffNavItem[] =
    area === 'admin'
      ? ADMIN_NAV.map((key) => ({ key, href: key === 'home' ? '/admin' : `/admin/${key}`, label: t(key), testId: `admin-nav-${key}` }))
      : (['reservations', 'messages', 'calendar', 'reviews'] as const).map((key) => ({
          key,
          href: `/concierges/${key}`,
          label: t(key),
          testId: `staff-nav-${key}`,
        }));
  return (
    <header data-testid="staff-header" className="sticky top-0 z-40 bg-sea-deep text-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:text-ink"
      >
        {common('skipToContent')}
      </a>
      <div className="flex h-14 items-center gap-2 px-3 sm:gap-3 sm:px-5">
        {/* Its name starts with its visible text (axe's label-content-name-mismatch): "Concierge desk (view the site)". */}
        <QueuedLink href="/" className="-m-1 flex shrink-0 items-center gap-2 rounded-md p-1">
          <BrandMark className="size-7" inverted />
          <span className="text-[0.68rem] font-semibold tracking-[0.22em] text-[#e7cf9f] uppercase max-md:sr-only">
            {t('label')}
            <span className="sr-only"> ({t('site')})</span>
          </span>
        </QueuedLink>
        <StaffNav label={t('nav')} items={items} />
        <div className="ml-auto flex shrink-0 items-center gap-1.5 sm:gap-2">
          <Suspense>
            <LanguageSwitcher
              labels={{ short: common('language.short'), switchTo: common('language.switchTo') }}
              className="text-white/80"
            />
          </Suspense>
          {account.messages ? (
            <UnreadBadge href={account.messages.href} label={account.messages.label} unreadLabel={account.messages.unread} dark />
          ) : null}
          {account.menu ? <AccountMenu labels={account.menu} dark /> : null}
          <StaffMenu
            labels={{ label: t('nav'), title: t('label'), open: common('menu.open'), close: common('menu.close') }}
            items={items}
          />
        </div>
      </div>
    </header>
  );
}
