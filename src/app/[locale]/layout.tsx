import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BuildWatcher } from '@/components/system/build-watcher';
import { ChunkErrorReload } from '@/components/system/chunk-error-reload';
import { ViewportSync } from '@/components/system/viewport-sync';
import { routing } from '@/i18n/routing';
import { bodyFont, displayFont } from '@/lib/fonts';
import { getViewport } from '@/lib/request-context';
import '../globals.css';

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

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const { breakpoint, variant } = await getViewport();

  return (
    <html lang={locale} data-viewport={breakpoint} data-variant={variant} className={`${displayFont.variable} ${bodyFont.variable}`}>
      <body className="min-h-dvh bg-[#fffdf9] text-ink">
        <NextIntlClientProvider>
          {children}
          <BuildWatcher />
          <ChunkErrorReload />
          <ViewportSync serverBreakpoint={breakpoint} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
