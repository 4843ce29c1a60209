'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { NotFoundView } from '@/components/system/not-found-view';

/**
 * SPEC §8: an error while starting a page is logged to the console and becomes the app error,
 * which shows the not-found screen.
 */
export default function AppError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('system.notFound');
  const locale = useLocale();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <NotFoundView
      heading={t('heading')}
      text={t('text')}
      imageAlt={t('imageAlt')}
      homeHref={locale === 'en' ? '/' : `/${locale}`}
      homeLabel={t('home')}
    />
  );
}
