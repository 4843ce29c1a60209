'use client';

import { useEffect } from 'react';
import { REDIRECT_DELAY_MS } from '@/lib/roles';

/**
 * SPEC §4/§6: after a short notice, go to `href` (already localized) with a full load, so every
 * server-rendered part (header, guards) sees the new state. The notice's link works without JavaScript.
 */
export function DelayedRedirect({ href, delayMs = REDIRECT_DELAY_MS }: { href: string; delayMs?: number }) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(href), delayMs);
    return () => window.clearTimeout(timer);
  }, [href, delayMs]);
  return null;
}
