import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { MinimalHeader } from '@/components/layout/minimal-header';
import { QueuedLink } from '@/components/system/queued-link';

const BROKER_NAV = [
  { href: '/broker', key: 'home' },
  { href: '/broker/listings', key: 'listings' },
  { href: '/broker/reservations', key: 'reservations' },
  { href: '/broker/earnings', key: 'earnings' },
] as const;

export default async function BrokerLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('common.layouts');
  return (
    <div data-layout="broker" className="flex min-h-dvh flex-col bg-sand">
      <MinimalHeader label={t('broker')} dark />
      {/* minmax(0, 1fr): the nav's unwrapped links scroll inside it instead of widening a phone's page. */}
      <div className="container-page grid flex-1 grid-cols-[minmax(0,1fr)] gap-8 py-8 md:grid-cols-[13rem_minmax(0,1fr)]">
        <nav aria-label={t('brokerNav.label')} className="min-w-0">
          <ul className="flex gap-2 overflow-x-auto md:flex-col">
            {BROKER_NAV.map((item) => (
              <li key={item.href}>
                <QueuedLink
                  href={item.href}
                  className="block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-ink-soft hover:bg-sand-deep hover:text-ink"
                >
                  {t(`brokerNav.${item.key}`)}
                </QueuedLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main">{children}</main>
      </div>
    </div>
  );
}
