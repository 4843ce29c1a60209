'use client';

import { useEffect } from 'react';
import { NotFoundView } from '@/components/system/not-found-view';
import { ERROR_SCREEN_STRINGS } from '@/components/system/error-strings';
import './globals.css';

/** The root layout itself failed: no translations provider is available, so read the path. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const spanish = typeof window !== 'undefined' && /^\/es(\/|$)/.test(window.location.pathname);
  const t = ERROR_SCREEN_STRINGS[spanish ? 'es' : 'en'];
  return (
    <html lang={spanish ? 'es' : 'en'}>
      <body>
        <NotFoundView heading={t.heading} text={t.text} imageAlt={t.imageAlt} homeHref={spanish ? '/es' : '/'} homeLabel={t.home} />
      </body>
    </html>
  );
}
