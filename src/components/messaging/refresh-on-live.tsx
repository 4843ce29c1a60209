'use client';

import { useRouter } from 'next/navigation';
import { useRef } from 'react';
import { useLiveEvents } from '@/lib/live/use-live-events';

/**
 * Re-renders the page's server parts (a conversation list, its unread counts) when a message or
 * a read mark arrives, without a reload: client state, such as a draft being written, is kept.
 * Bursts are folded into one refresh.
 */
export function RefreshOnLive() {
  const router = useRouter();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useLiveEvents((event) => {
    if (event.kind !== 'message' && event.kind !== 'read' && event.kind !== 'unread') return;
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      router.refresh();
    }, 150);
  });
  return null;
}
