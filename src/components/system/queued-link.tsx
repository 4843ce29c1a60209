'use client';

import { usePageLocale } from '@/components/system/page-locale';
import { useRouter } from 'next/navigation';
import { type ComponentProps, type MouseEvent, useCallback, useEffect, useRef } from 'react';
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

let loadedAndIdle: Promise<void> | null = null;
/** Resolves once the page has loaded and the browser is idle: links on screen preload no sooner. */
function afterLoadAndIdle(): Promise<void> {
  loadedAndIdle ??= new Promise((resolve) => {
    const idle = () =>
      window.requestIdleCallback ? window.requestIdleCallback(() => resolve(), { timeout: 3_000 }) : window.setTimeout(resolve, 1_000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return loadedAndIdle;
}

/**
 * Whether a click is the browser's to handle (as next/link decides): a new tab or window
 * (modifier keys, middle button, a target), a download, or a page of another origin.
 */
function leaveToBrowser(e: MouseEvent<HTMLAnchorElement>): boolean {
  const a = e.currentTarget;
  const target = a.getAttribute('target');
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return true;
  if ((target && target !== '_self') || a.hasAttribute('download')) return true;
  return new URL(a.href, window.location.href).origin !== window.location.origin;
}

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A link in the current language (`href` is written without the locale: "/press") whose route
 * is preloaded through the shared queue when it is on screen (once the page has loaded), is
 * hovered or focused. A plain
 * click navigates in the app (the router's push, as next/link does); next/link itself is not
 * shipped: with prefetching handled here it would only add its code to every page's first load.
 */
export function QueuedLink({ href, onMouseEnter, onFocus, onClick, ...rest }: Props) {
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

  // Links on screen preload once the page has loaded and the browser is idle, so that these
  // loads do not compete with the page's own start; a hover or the focus preloads at once.
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    let io: IntersectionObserver | undefined;
    let cancelled = false;
    void afterLoadAndIdle().then(() => {
      if (cancelled) return;
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          preload();
          observer.disconnect();
        }
      });
      observer.observe(el);
      io = observer;
    });
    return () => {
      cancelled = true;
      io?.disconnect();
    };
  }, [preload]);

  return (
    <a
      ref={ref}
      href={target}
      onMouseEnter={(e) => {
        preload();
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        preload();
        onFocus?.(e);
      }}
      onClick={(e) => {
        onClick?.(e);
        if (leaveToBrowser(e)) return;
        e.preventDefault();
        router.push(target);
      }}
      {...rest}
    />
  );
}
