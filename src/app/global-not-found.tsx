import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/system/not-found-screen';
import { bodyFont, displayFont } from '@/lib/fonts';
import { getRequestPath } from '@/lib/request-context';
import { getTranslations } from 'next-intl/server';
import './globals.css';

async function localeOfRequest() {
  return /^\/es(\/|$)/.test(await getRequestPath()) ? 'es' : 'en';
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOfRequest(), namespace: 'system.notFound' });
  return { title: `${t('metaTitle')} · Alma Villas`, robots: { index: false } };
}

/**
 * Every 404 that is known before rendering: paths no route matches, and (rewritten here by the
 * proxy) ids and slugs that fail page validity. Rendered whole on the server, so it works
 * without JavaScript (STACK-NOTES 3).
 */
export default async function GlobalNotFound() {
  const locale = await localeOfRequest();
  return (
    <html lang={locale} className={`${displayFont.variable} ${bodyFont.variable}`}>
      <body>
        <NotFoundScreen locale={locale} />
      </body>
    </html>
  );
}
