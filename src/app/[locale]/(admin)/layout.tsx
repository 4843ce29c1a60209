import type { ReactNode } from 'react';
import { StaffHeader } from '@/components/concierge/staff-header';
import { TimesNote } from '@/components/ui/times-note';
import { isLocale } from '@/i18n/routing';
import { pageContext } from '@/server/http/page-context';
import { readerTimeZone } from '@/server/http/reader-zone';

/**
 * The administration's frame (issue 17; docs/decisions/030): the compact staff header with the
 * administration's sections, and the full width for dense tables. The proxy lets only
 * hbl-administrators in (src/lib/access.ts, area `admin`); every service checks again.
 */
export default async function AdminLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return (
    <div data-layout="admin" className="flex min-h-dvh flex-col bg-[#fbf8f3]">
      <StaffHeader context={await pageContext()} area="admin" />
      <main id="main" className="flex-1">
        {children}
      </main>
      {/* Every time on these pages is on the reader's clock (src/lib/time-format.ts): named once, here. */}
      <footer className="px-3 pb-4 sm:px-5">
        <TimesNote locale={isLocale(locale) ? locale : 'en'} reader={await readerTimeZone()} />
      </footer>
    </div>
  );
}
