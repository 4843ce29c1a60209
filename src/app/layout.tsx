import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getViewport } from '@/lib/request-context';
import { DisplayFontWithoutScript, documentFontProps } from '@/components/system/document-fonts';
import './globals.css';
// The site header's client islands, imported (not rendered) here so that one chunk of the root
// layout carries them for every page: the root not-found boundary (its header, rendered into every
// page's data) and the site layouts below use the same modules, and Turbopack gave each of them
// its own copy, ~6 KB gzip twice on every page (docs/performance-pages.md).
import '@/components/account/header-account-client';
import '@/components/layout/language-switcher';
import '@/components/layout/mobile-menu';
import '@/components/system/queued-link';
import '@/components/system/page-locale';
// The domain's readers memoise per render through React's cache (src/server/core/cache.ts).
import '@/server/http/request-cache';

/**
 * The document. It sits above [locale] so that a not-found thrown inside [locale] renders within
 * a nested segment, in the server HTML (STACK-NOTES 3; docs/decisions/002-root-layout-above-locale.md).
 * The language comes from the locale the proxy resolved for this request.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, { breakpoint, variant }] = await Promise.all([getLocale(), getViewport()]);
  return (
    <html lang={locale} data-viewport={breakpoint} data-variant={variant} {...documentFontProps}>
      <head>
        <DisplayFontWithoutScript />
      </head>
      <body className="min-h-dvh bg-[#fffdf9] text-ink">{children}</body>
    </html>
  );
}
