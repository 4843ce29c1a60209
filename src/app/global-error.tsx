'use client';

import { useEffect } from 'react';
import { NotFoundView } from '@/components/system/not-found-view';
import en from '../../messages/en/system.json';
import es from '../../messages/es/system.json';
import './globals.css';

/** The root layout itself failed: no translations provider is available, so read the path. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const spanish = typeof window !== 'undefined' && /^\/es(\/|$)/.test(window.location.pathname);
  const t = (spanish ? es : en).notFound;
  return (
    <html lang={spanish ? 'es' : 'en'}>
      <body>
        <NotFoundView heading={t.heading} text={t.text} imageAlt={t.imageAlt} homeHref={spanish ? '/es' : '/'} homeLabel={t.home} />
      </body>
    </html>
  );
}
