import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BuildWatcher } from '@/components/system/build-watcher';
import { ChunkErrorReload } from '@/components/system/chunk-error-reload';
import { ViewportSync } from '@/components/system/viewport-sync';
import { routing } from '@/i18n/routing';
import { getViewport } from '@/lib/request-context';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'common' });
  return {
    title: { template: `%s · ${t('brand')}`, default: t('brand') },
    description: t('tagline'),
    applicationName: t('brand'),
    icons: { icon: '/icon.svg' },
  };
}

export const viewport: Viewport = { themeColor: '#1f4e5a', width: 'device-width', initialScale: 1 };

/** Validates the locale and provides translations; the document itself is src/app/layout.tsx. */
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const { breakpoint } = await getViewport();

  return (
    <NextIntlClientProvider>
      {children}
      <BuildWatcher />
      <ChunkErrorReload />
      <ViewportSync serverBreakpoint={breakpoint} />
    </NextIntlClientProvider>
  );
}
