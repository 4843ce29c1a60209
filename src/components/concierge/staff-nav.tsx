'use client';

import { usePathname } from 'next/navigation';
import { QueuedLink } from '@/components/system/queued-link';

/** The desk's sections; the current one is marked for assistive technology and the eye. */
export function StaffNav({ label, items }: { label: string; items: { href: string; label: string; testId: string }[] }) {
  const pathname = usePathname() ?? '';
  return (
    // On a phone the row is tight: the links scroll rather than widen the page.
    <nav aria-label={label} className="min-w-0 overflow-x-auto">
      <ul className="flex items-center gap-0.5">
        {items.map((item) => {
          const current = pathname === item.href || pathname.endsWith(item.href);
          return (
            <li key={item.href}>
              <QueuedLink
                href={item.href}
                data-testid={item.testId}
                aria-current={current ? 'page' : undefined}
                className="block rounded-md px-2 py-1.5 text-sm sm:px-2.5 font-medium whitespace-nowrap text-white/80 hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none aria-[current=page]:bg-white/15 aria-[current=page]:text-white"
              >
                {item.label}
              </QueuedLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
