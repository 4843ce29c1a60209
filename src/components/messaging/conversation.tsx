'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { useLiveEvents } from '@/lib/live/use-live-events';
import { Composer } from './composer';
import { type ConversationLabels, mergeMessages, newestFromOther, type ThreadMessage, type ThreadPage } from './conversation-types';
import { MessageBubble } from './message-bubble';

/**
 * One trip's conversation, for the guest or for the desk: the messages (older pages on demand),
 * new ones live from the shared event stream, the read mark moved while the page is visible, and
 * the composer. `base` is the side's trip path: /v1/account/trips/{id} or /v1/concierge/trips/{id}.
 */
export function Conversation({
  locale,
  tripId,
  base,
  initial,
  labels,
  timeZone,
}: {
  locale: Locale;
  tripId: number;
  base: string;
  initial: ThreadPage;
  labels: ConversationLabels;
  /** The reader's zone (readerTimeZone), which the page's TimesNote names. */
  timeZone: string;
}) {
  const [messages, setMessages] = useState<ThreadMessage[]>(initial.messages);
  const [hasMore, setHasMore] = useState(initial.has_more);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const readUpTo = useRef(initial.last_read_id);
  const listRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);

  const refresh = useCallback(async () => {
    const res = await fetch(`${base}/messages?limit=50`, { credentials: 'same-origin', cache: 'no-store' });
    if (!res.ok) return;
    const page = ((await res.json()) as { data: ThreadPage }).data;
    setMessages((current) => mergeMessages(current, page.messages));
  }, [base]);

  useLiveEvents((event) => {
    if (event.kind === 'message' && Number(event.data.trip_id) === tripId) void refresh();
  });

  // The read mark follows what the reader can see: only while the page is in front of them.
  useEffect(() => {
    const mark = () => {
      const newest = newestFromOther(messages);
      if (document.visibilityState !== 'visible' || newest <= readUpTo.current) return;
      readUpTo.current = newest;
      void fetch(`${base}/messages/read`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ up_to: newest }),
      });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [messages, base]);

  // New messages scroll into view unless the reader has scrolled up to read older ones.
  const newestId = messages.at(-1)?.id ?? 0;
  useEffect(() => {
    const list = listRef.current;
    if (list && stickToBottom.current && newestId) list.scrollTop = list.scrollHeight;
  }, [newestId]);

  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    setLoadingOlder(true);
    stickToBottom.current = false;
    try {
      const res = await fetch(`${base}/messages?limit=50&before=${first.id}`, { credentials: 'same-origin', cache: 'no-store' });
      if (res.ok) {
        const page = ((await res.json()) as { data: ThreadPage }).data;
        setMessages((current) => mergeMessages(page.messages, current));
        setHasMore(page.has_more);
      }
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="conversation" data-trip-id={tripId}>
      {/* The live region scrolls; the messages inside it stay a list (role="log" on the list itself hid its items' list). */}
      <div
        ref={listRef}
        role="log"
        aria-label={labels.live}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable and scrollable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        className="min-h-64 flex-1 overflow-y-auto rounded-md px-1 py-3 focus-visible:ring-2 focus-visible:ring-sea focus-visible:outline-none md:max-h-[60vh]"
        data-testid="message-list"
        onScroll={(e) => {
          const el = e.currentTarget;
          stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
        }}
      >
        <ol className="space-y-3">
          {hasMore ? (
            <li className="text-center">
              <button
                type="button"
                onClick={loadOlder}
                disabled={loadingOlder}
                className="min-h-10 rounded-full border border-line px-4 text-sm text-ink-soft hover:bg-sand focus-visible:ring-2 focus-visible:ring-sea focus-visible:outline-none"
              >
                {loadingOlder ? labels.loading : labels.older}
              </button>
            </li>
          ) : null}
          {messages.length === 0 ? (
            <li className="rounded-2xl border border-dashed border-line p-6 text-center text-ink-soft" data-testid="conversation-empty">
              {labels.empty}
            </li>
          ) : (
            messages.map((m) => <MessageBubble key={m.id} locale={locale} message={m} labels={labels} timeZone={timeZone} />)
          )}
        </ol>
      </div>
      <Composer
        base={base}
        labels={labels.composer}
        onSent={(message) => {
          stickToBottom.current = true;
          setMessages((current) => mergeMessages(current, [message]));
        }}
      />
    </div>
  );
}
