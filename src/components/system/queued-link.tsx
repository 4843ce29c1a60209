'use client';

import { usePageLocale } from '@/components/system/page-locale';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { type ComponentProps, useCallback, useEffect, useRef } from 'react';
import { createLoadQueue } from '@/lib/load-queue';
import { localizeHref } from '@/lib/locale-path';

/** SPEC §9: at most 4 route preloads pending at once, shared by every link on the page. */
const MAX_PENDING_PRELOADS = 4;
const PRELOAD_TIMEOUT_MS = 8_000;
const preloads = createLoadQueue(MAX_PENDING_PRELOADS);

/** Resolves when the browser has fetched the route's data (a resource entry for it), or after a timeout. */
function waitForRouteData(pathname: string): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined') return resolve();
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const url = new URL(entry.name, window.location.href);
        if (url.pathname === pathname && url.searchParams.has('_rsc')) return finish();
      }
    });
    const timer = window.setTimeout(() => finish(), PRELOAD_TIMEOUT_MS);
    function finish() {
      window.clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'resource', buffered: false });
  });
}

type Props = Omit<ComponentProps<typeof NextLink>, 'prefetch' | 'href'> & { href: string };

/**
 * A link in the current language (`href` is written without the locale: "/press") whose route
 * is preloaded through the shared queue when it nears the screen, is hovered or focused.
 */
export function QueuedLink({ href, onMouseEnter, onFocus, ...rest }: Props) {
  const router = useRouter();
  const locale = usePageLocale();
  const target = localizeHref(locale, href);
  const ref = useRef<HTMLAnchorElement>(null);

  const preload = useCallback(() => {
    const pathname = target.split('?')[0] ?? target;
    preloads.enqueue(pathname, () => {
      const done = waitForRouteData(pathname);
      router.prefetch(target);
      return done;
    });
  }, [target, router]);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        preload();
        io.disconnect();
      }
    });
    io.observe(el);
    return () => io.disconnect();
  }, [preload]);

  return (
    <NextLink
      ref={ref}
      href={target}
      prefetch={false}
      onMouseEnter={(e) => {
        preload();
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        preload();
        onFocus?.(e);
      }}
      {...rest}
    />
  );
}
