import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BuildWatcher } from '@/components/system/build-watcher';
import { ChunkErrorReload } from '@/components/system/chunk-error-reload';
import { TimeZoneSync } from '@/components/system/time-zone-sync';
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

/**
 * Validates the locale. Client components get their strings as props from server components,
 * so next-intl's client runtime stays out of the first-load JavaScript (DESIGN §8 budget).
 * The document itself is src/app/layout.tsx.
 */
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [{ breakpoint }, t] = await Promise.all([getViewport(), getTranslations({ locale, namespace: 'system.newBuild' })]);

  return (
    <>
      {children}
      <BuildWatcher labels={{ message: t('message'), reload: t('reload'), dismiss: t('dismiss') }} />
      <ChunkErrorReload />
      <ViewportSync serverBreakpoint={breakpoint} />
      <TimeZoneSync />
    </>
  );
}
