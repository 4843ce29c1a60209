'use client';

import { usePageLocale } from '@/components/system/page-locale';
import { usePathname, useSearchParams } from 'next/navigation';
import { useSyncExternalStore } from 'react';

export interface LanguageSwitcherLabels {
  /** The other language's short code, shown: "ES". */
  short: string;
  /** What the link does, for screen readers: "Ver en español". */
  switchTo: string;
}

/**
 * Links to the same page and query in the other language. English goes through /en/…, which the
 * proxy answers with a 302 to the unprefixed path and remembers in the locale cookie; a plain
 * link, so it works before hydration and without JavaScript. Labels come from the server and the
 * path from next/navigation, so next-intl's client runtime stays out of the bundle.
 */
export function LanguageSwitcher({ className = '', labels }: { className?: string; labels: LanguageSwitcherLabels }) {
  const locale = usePageLocale();
  const pathname = withoutLocale(usePathname(), locale);
  // A cached villa or results page was rendered without the visitor's stay (check_in, check_out,
  // guests: docs/decisions/032): the query joins the link once hydrated, not in the server's HTML.
  const params = useSearchParams();
  const search = useSyncExternalStore(
    noChange,
    () => params.toString(),
    () => '',
  );
  const target = locale === 'en' ? 'es' : 'en';
  const path = pathname === '/' ? '' : pathname;
  const href = `/${target}${path}${search ? `?${search}` : ''}`;
  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      data-testid="language-switcher"
      className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border border-current/25 px-3.5 py-1.5 text-[0.7rem] font-semibold tracking-[0.2em] uppercase transition hover:border-current/60 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5 opacity-70" fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
      </svg>
      <span aria-hidden="true">{labels.short}</span>
      <span className="sr-only">{labels.switchTo}</span>
    </a>
  );
}

const noChange = () => () => {};

/** "/es/press" → "/press" and "/es" → "/" (the path as next-intl's usePathname gives it). */
function withoutLocale(pathname: string, locale: string): string {
  const prefix = `/${locale}`;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}
