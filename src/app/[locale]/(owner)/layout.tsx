import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { MinimalHeader } from '@/components/layout/minimal-header';
import { OwnerMenu, OwnerNav } from '@/components/owner/portal/owner-nav';
import { pageContext } from '@/server/http/page-context';

const OWNER_NAV = [
  { href: '/broker', key: 'home' },
  { href: '/broker/listings', key: 'listings' },
  { href: '/broker/reservations', key: 'reservations' },
  { href: '/broker/calendar', key: 'calendar' },
  { href: '/broker/earnings', key: 'earnings' },
  { href: '/broker/reviews', key: 'reviews' },
] as const;

/** The owner portal's frame: the dark header (on a phone with the sections' menu), the sections beside the page from md up. */
export default async function OwnerLayout({ children }: { children: ReactNode }) {
  const [t, common] = await Promise.all([getTranslations('common.layouts'), getTranslations('common.menu')]);
  const items = OWNER_NAV.map((item) => ({ href: item.href, label: t(`brokerNav.${item.key}`) }));
  const menu = (
    <OwnerMenu labels={{ label: t('brokerNav.label'), title: t('broker'), open: common('open'), close: common('close') }} items={items} />
  );
  return (
    <div data-layout="broker" className="flex min-h-dvh flex-col bg-sand">
      <MinimalHeader context={await pageContext()} label={t('broker')} dark menu={menu} />
      <div className="container-page grid flex-1 grid-cols-[minmax(0,1fr)] gap-6 py-6 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8 md:py-8">
        <OwnerNav label={t('brokerNav.label')} items={items} />
        <main id="main" className="min-w-0">
          {children}
        </main>
      </div>
    </div>
  );
}
