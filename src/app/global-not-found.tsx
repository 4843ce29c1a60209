import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundPage } from '@/components/system/not-found-page';
import { getRequestPath, getViewport } from '@/lib/request-context';
import { DisplayFontWithoutScript, documentFontProps } from '@/components/system/document-fonts';
import './globals.css';

/**
 * The proxy has already resolved the language (a NEXT_LOCALE cookie or Accept-Language sends an
 * unprefixed path to /es first, with a 302), so the path's prefix names it.
 */
async function localeOfRequest() {
  return /^\/es(\/|$)/.test(await getRequestPath()) ? 'es' : 'en';
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOfRequest(), namespace: 'system.notFound' });
  return { title: `${t('metaTitle')} · Alma Villas`, robots: { index: false } };
}

/**
 * Every 404 that is known before rendering: paths no route matches, and (rewritten here by the
 * proxy) ids and slugs that fail page validity. Rendered whole on the server, header and footer
 * included, so it works without JavaScript (STACK-NOTES 3).
 */
export default async function GlobalNotFound() {
  const [locale, { breakpoint, variant }] = await Promise.all([localeOfRequest(), getViewport()]);
  return (
    <html lang={locale} data-viewport={breakpoint} data-variant={variant} {...documentFontProps}>
      <head>
        <DisplayFontWithoutScript />
      </head>
      <body className="min-h-dvh bg-[#fffdf9] text-ink">
        <NotFoundPage locale={locale} />
      </body>
    </html>
  );
}
