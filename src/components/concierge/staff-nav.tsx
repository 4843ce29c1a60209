'use client';

import { usePathname } from 'next/navigation';
import { SectionMenu, type SectionMenuLabels } from '@/components/layout/section-menu';
import { QueuedLink } from '@/components/system/queued-link';

export interface StaffNavItem {
  href: string;
  label: string;
  /** The desktop link's test id; the phone menu's is `staff-menu-<key>`. */
  testId: string;
  key: string;
}

/** Whether the section is the page's: "/es/admin/users" is "/admin/users". */
const isCurrent = (pathname: string, href: string) => pathname === href || pathname.endsWith(href);

/**
 * The desk's (or the administration's) sections in the header's row, from md up; the current one
 * is marked for assistive technology and the eye. A phone has the StaffMenu instead.
 */
export function StaffNav({ label, items }: { label: string; items: StaffNavItem[] }) {
  const pathname = usePathname() ?? '';
  return (
    // A tablet's row may be tight: the links scroll rather than widen the page.
    <nav aria-label={label} className="hidden min-w-0 overflow-x-auto md:block">
      <ul className="flex items-center gap-0.5">
        {items.map((item) => (
          <li key={item.href}>
            <QueuedLink
              href={item.href}
              data-testid={item.testId}
              aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}
              className="block rounded-md px-2.5 py-1.5 text-sm font-medium whitespace-nowrap text-white/80 hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none aria-[current=page]:bg-white/15 aria-[current=page]:text-white"
            >
              {item.label}
            </QueuedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The same sections on a phone (below md): the work areas' phone menu (SectionMenu). */
export function StaffMenu({ labels, items }: { labels: SectionMenuLabels; items: StaffNavItem[] }) {
  const pathname = usePathname() ?? '';
  return <SectionMenu labels={labels} items={items} current={(href) => isCurrent(pathname, href)} testId="staff-menu" />;
}
