'use client';

import { useRouter } from 'next/navigation';
import { type ComponentProps, useCallback, useEffect, useRef } from 'react';
import { getPathname, Link } from '@/i18n/navigation';
import { useLocale } from 'next-intl';
import { createLoadQueue } from '@/lib/load-queue';

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

type Props = Omit<ComponentProps<typeof Link>, 'prefetch' | 'href'> & { href: string };

/** A locale-aware link whose route is preloaded through the shared queue when it nears the screen or is hovered. */
export function QueuedLink({ href, onMouseEnter, onFocus, ...rest }: Props) {
  const router = useRouter();
  const locale = useLocale();
  const ref = useRef<HTMLAnchorElement>(null);

  const preload = useCallback(() => {
    const pathname = getPathname({ locale, href });
    preloads.enqueue(pathname, () => {
      const done = waitForRouteData(pathname);
      router.prefetch(pathname);
      return done;
    });
  }, [href, locale, router]);

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
    <Link
      ref={ref}
      href={href}
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
