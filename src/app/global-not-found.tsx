import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { NotFoundView } from '@/components/system/not-found-view';
import { bodyFont, displayFont } from '@/lib/fonts';
import en from '../../messages/en/system.json';
import es from '../../messages/es/system.json';
import './globals.css';

export const metadata: Metadata = { title: 'Page not found · Alma Villas', robots: { index: false } };

/** Paths outside every localized route (e.g. /missing.txt): the same screen, in the visitor's language. */
export default async function GlobalNotFound() {
  const h = await headers();
  const spanish = /^es\b/i.test(h.get('accept-language') ?? '') || /NEXT_LOCALE=es/.test(h.get('cookie') ?? '');
  const t = (spanish ? es : en).notFound;
  return (
    <html lang={spanish ? 'es' : 'en'} className={`${displayFont.variable} ${bodyFont.variable}`}>
      <body>
        <NotFoundView heading={t.heading} text={t.text} imageAlt={t.imageAlt} homeHref={spanish ? '/es' : '/'} homeLabel={t.home} />
      </body>
    </html>
  );
}
