'use client';

import { useParams, usePathname } from 'next/navigation';
import { SectionMenu, type SectionMenuLabels } from '@/components/layout/section-menu';
import { QueuedLink } from '@/components/system/queued-link';

export interface OwnerNavItem {
  href: string;
  label: string;
}

/** "/es/broker/listings" → "/broker/listings". */
function withoutLocale(pathname: string, locale: string): string {
  const prefix = `/${locale}`;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}

/** Whether the section is the page's: a villa's page counts as the listings section. */
function useCurrent(): (href: string) => boolean {
  const params = useParams<{ locale?: string }>();
  const path = withoutLocale(usePathname(), params.locale ?? 'en');
  return (href: string) =>
    href === '/broker'
      ? path === '/broker'
      : path === href || path.startsWith(`${href}/`) || (href === '/broker/listings' && /^\/broker\/\d+$/.test(path));
}

/**
 * The owner portal's navigation from md up, a column beside the page: the current section is
 * marked (aria-current). A phone has the OwnerMenu in the header instead.
 */
export function OwnerNav({ items, label }: { items: OwnerNavItem[]; label: string }) {
  const current = useCurrent();
  return (
    <nav aria-label={label} className="hidden min-w-0 md:block">
      <ul className="flex flex-col gap-1.5">
        {items.map((item) => (
          <li key={item.href}>
            <QueuedLink
              href={item.href}
              aria-current={current(item.href) ? 'page' : undefined}
              data-testid={`broker-nav-${item.href.split('/')[2] ?? 'home'}`}
              className="block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-ink-soft hover:bg-sand-deep hover:text-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none aria-[current=page]:bg-sea-deep aria-[current=page]:text-white"
            >
              {item.label}
            </QueuedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The same sections on a phone (below md): the work areas' phone menu (SectionMenu) in the header. */
export function OwnerMenu({ items, labels }: { items: OwnerNavItem[]; labels: SectionMenuLabels }) {
  const menuItems = items.map((item) => ({ ...item, key: item.href.split('/')[2] ?? 'home' }));
  return <SectionMenu labels={labels} items={menuItems} current={useCurrent()} testId="broker-menu" />;
}
