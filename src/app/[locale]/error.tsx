'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { NotFoundView } from '@/components/system/not-found-view';
import { localeFromParam, localizeHref } from '@/lib/locale-path';
import { ERROR_SCREEN_STRINGS } from '@/components/system/error-strings';

/**
 * SPEC §8: an error while starting a page is logged to the console and becomes the app error,
 * which shows the not-found screen.
 */
export default function AppError({ error }: { error: Error & { digest?: string } }) {
  const locale = localeFromParam(useParams().locale);
  const t = ERROR_SCREEN_STRINGS[locale];
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <NotFoundView heading={t.heading} text={t.text} imageAlt={t.imageAlt} homeHref={localizeHref(locale, '/')} homeLabel={t.home} />;
}
