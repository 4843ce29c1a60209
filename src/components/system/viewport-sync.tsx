'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { type Breakpoint, breakpointForWidth, VIEWPORT_COOKIE, VIEWPORT_COOKIE_MAX_AGE, variantOf } from '@/lib/viewport';

/**
 * Keeps the viewport cookie true to the window's width (SPEC §9). When the server guessed a
 * different layout variant, it renders again with the right one.
 */
export function ViewportSync({ serverBreakpoint }: { serverBreakpoint: Breakpoint }) {
  const router = useRouter();
  useEffect(() => {
    let current = serverBreakpoint;
    const sync = () => {
      const actual = breakpointForWidth(window.innerWidth);
      if (actual === current && document.cookie.includes(`${VIEWPORT_COOKIE}=${actual}`)) return;
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
      document.cookie = `${VIEWPORT_COOKIE}=${actual}; Max-Age=${VIEWPORT_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
      const variantChanged = variantOf(actual) !== variantOf(current);
      current = actual;
      if (variantChanged) router.refresh();
    };
    sync();
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(sync);
    };
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
    };
  }, [serverBreakpoint, router]);
  return null;
}
