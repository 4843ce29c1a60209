'use client';

import { useParams, usePathname } from 'next/navigation';
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

/**
 * The owner portal's navigation: the current section is marked (aria-current), a villa's page counts
 * as the listings section. On a phone the items wrap rather than widen the page.
 */
export function OwnerNav({ items, label }: { items: OwnerNavItem[]; label: string }) {
  const params = useParams<{ locale?: string }>();
  const path = withoutLocale(usePathname(), params.locale ?? 'en');
  const current = (href: string) =>
    href === '/broker'
      ? path === '/broker'
      : path === href || path.startsWith(`${href}/`) || (href === '/broker/listings' && /^\/broker\/\d+$/.test(path));
  return (
    <nav aria-label={label} className="min-w-0">
      <ul className="flex flex-wrap gap-1.5 md:flex-col md:flex-nowrap">
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
