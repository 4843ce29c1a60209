'use client';

import { QueuedLink } from '@/components/system/queued-link';
import { useUnreadCount } from '@/lib/live/use-live-events';

/**
 * The header's way to the messages, with the unread count kept live by the shared event stream
 * (or polling where a browser lacks it). Shown to signed-in accounts only.
 */
export function UnreadBadge({ href, label, unreadLabel, dark }: { href: string; label: string; unreadLabel: string; dark?: boolean }) {
  const count = useUnreadCount();
  const unread = count ?? 0;
  return (
    <QueuedLink
      href={href}
      aria-label={unread > 0 ? unreadLabel.replace('{count}', String(unread)) : label}
      className={`relative inline-flex min-h-10 min-w-10 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none ${
        dark ? 'text-white/85 hover:bg-white/10' : 'text-ink-soft hover:bg-sand'
      }`}
      data-testid="unread-link"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.6">
        <path d="M4 6h16v10H8l-4 4z" strokeLinejoin="round" />
      </svg>
      {unread > 0 ? (
        <span
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-gold px-1 text-center text-[0.68rem] leading-5 font-semibold text-ink tabular-nums"
          data-testid="unread-count"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </QueuedLink>
  );
}
