'use client';

import { useEffect, useRef, useState } from 'react';
import { type LiveMessage, subscribeLiveEvents } from './live-client';

/** Calls `onEvent` for each live event of the signed-in user while the component is mounted (one stream per browser). */
export function useLiveEvents(onEvent: (message: LiveMessage) => void, enabled = true): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    if (!enabled) return;
    return subscribeLiveEvents((message) => handler.current(message));
  }, [enabled]);
}

/** The header's unread count: fetched once, then again whenever a message or a read mark arrives (or polled). */
export function useUnreadCount(enabled = true): number | null {
  const [total, setTotal] = useState<number | null>(null);
  const refresh = useRef(async () => {
    try {
      const res = await fetch('/v1/account/unread', { credentials: 'same-origin', cache: 'no-store' });
      if (res.ok) setTotal(((await res.json()) as { data: { total: number } }).data.total);
    } catch {}
  });
  useEffect(() => {
    if (enabled) void refresh.current();
  }, [enabled]);
  useLiveEvents((message) => {
    if (message.kind === 'unread') setTotal(Number(message.data.total ?? 0));
    else if (message.kind === 'message' || message.kind === 'read' || message.kind === 'reconnected') void refresh.current();
  }, enabled);
  return total;
}
