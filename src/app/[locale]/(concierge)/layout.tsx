import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { StaffHeader } from '@/components/concierge/staff-header';
import { isLocale } from '@/i18n/routing';

/**
 * The concierge desk's frame: the staff header and the full width for tables. The other concierge
 * pages (the trip, messages) join this group to share it. Its client components read the desk's
 * words with useTranslations: only the `desk` messages travel to the browser.
 */
export default async function DeskLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params;
  const locale = isLocale(raw) ? raw : 'en';
  const { desk } = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={{ desk }}>
      <div data-layout="desk" className="flex min-h-dvh flex-col bg-[#fbf8f3]">
        <StaffHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
      </div>
    </NextIntlClientProvider>
  );
}
