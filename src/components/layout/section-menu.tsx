'use client';

import { QueuedLink } from '@/components/system/queued-link';
import { PhoneSheet } from './phone-sheet';

export interface SectionMenuItem {
  href: string;
  label: string;
  /** The link's test id is `<menu's testId>-<key>`. */
  key: string;
}

export interface SectionMenuLabels {
  /** The navigation's accessible name. */
  label: string;
  /** The sheet's heading (the area's name). */
  title: string;
  open: string;
  close: string;
}

/**
 * A work area's sections on a phone (below md): a menu button in the header opens the phone's
 * sheet (PhoneSheet, as the public site's menu) with every section as a full-width line, the
 * current one marked. No section hides in a sideways strip. The desk, the administration and the
 * owner portal show it in place of their section bar; the header behind the button is dark.
 */
export function SectionMenu({
  labels,
  items,
  current,
  testId,
}: {
  labels: SectionMenuLabels;
  items: SectionMenuItem[];
  /** Whether a section is the page's. */
  current: (href: string) => boolean;
  /** The button's and the sheet's test ids: `<testId>-button`, `<testId>`. */
  testId: string;
}) {
  return (
    <div className="md:hidden">
      <PhoneSheet
        openLabel={labels.open}
        closeLabel={labels.close}
        title={labels.title}
        buttonTestId={`${testId}-button`}
        testId={testId}
        buttonClassName="-mr-1.5 hover:bg-white/10"
      >
        {(closeSheet) => (
          <nav aria-label={labels.label} className="mt-6">
            <ul className="divide-y divide-line/80 border-y border-line/80">
              {items.map((item) => (
                <li key={item.href}>
                  <QueuedLink
                    href={item.href}
                    onClick={closeSheet}
                    data-testid={`${testId}-${item.key}`}
                    aria-current={current(item.href) ? 'page' : undefined}
                    className="group flex items-center justify-between gap-3 py-3.5 text-lg font-medium text-ink outline-none focus-visible:text-gold-deep focus-visible:underline aria-[current=page]:text-sea-deep"
                  >
                    <span className="group-aria-[current=page]:underline group-aria-[current=page]:decoration-gold group-aria-[current=page]:decoration-2 group-aria-[current=page]:underline-offset-6">
                      {item.label}
                    </span>
                    <span aria-hidden="true" className="text-base text-gold transition group-hover:translate-x-1">
                      →
                    </span>
                  </QueuedLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </PhoneSheet>
    </div>
  );
}
