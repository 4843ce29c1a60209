import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatStayRange } from '@/lib/format';
import { localizeHref } from '@/lib/locale-path';
import type { ConversationSummary } from '@/server/messaging/inbox';

/**
 * Conversations, newest message first: the trip, a line of the last message and the unread
 * count. `hrefOf` builds each one's link (the page keeps its filters in it).
 */
export async function ConversationList({
  locale,
  items,
  selected,
  hrefOf,
  side,
}: {
  locale: Locale;
  items: ConversationSummary[];
  selected: number | null;
  hrefOf: (tripId: number) => string;
  side: 'guest' | 'concierge';
}) {
  const t = await getTranslations('inbox.list');
  return (
    <ul className="divide-y divide-line" data-testid="conversation-list">
      {items.map((c) => {
        const current = c.trip_id === selected;
        const last = c.last_message;
        const preview = !last ? t('noMessages') : last.body ? last.body : t('filesOnly');
        const mine = last && last.sender_role === side;
        return (
          <li key={c.trip_id}>
            <a
              href={localizeHref(locale, hrefOf(c.trip_id))}
              aria-current={current ? 'page' : undefined}
              className="block px-3 py-3 hover:bg-sand/60 focus-visible:ring-2 focus-visible:ring-sea focus-visible:outline-none aria-[current=page]:bg-sand"
              data-testid="conversation-item"
              data-trip-id={c.trip_id}
              data-unread={c.unread_count}
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className="truncate font-semibold">{side === 'guest' ? c.property_name : c.guest_name || c.confirmation_number}</span>
                {c.unread_count > 0 ? (
                  <span
                    className="shrink-0 rounded-full bg-sea-deep px-2 py-0.5 text-xs font-semibold text-white"
                    data-testid="conversation-unread"
                  >
                    {t('unread', { count: c.unread_count })}
                  </span>
                ) : null}
              </span>
              {/* ink-soft, not muted: muted on the current item's sand is under 4.5:1 (axe color-contrast). */}
              <span className="block truncate text-xs text-ink-soft">
                {side === 'guest' ? c.confirmation_number : `${c.property_name} · ${c.confirmation_number}`} ·{' '}
                {formatStayRange(locale, c.check_in, c.check_out)}
              </span>
              <span className={`mt-1 block truncate text-sm ${c.unread_count > 0 ? 'font-semibold text-ink' : 'text-ink-soft'}`}>
                {mine ? t('youWrote', { text: preview }) : preview}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
