import type { ReactNode } from 'react';
import { StaffHeader } from '@/components/concierge/staff-header';
import { pageContext } from '@/server/http/page-context';

/**
 * The administration's frame (issue 17; docs/decisions/030): the compact staff header with the
 * administration's sections, and the full width for dense tables. The proxy lets only
 * hbl-administrators in (src/lib/access.ts, area `admin`); every service checks again.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div data-layout="admin" className="flex min-h-dvh flex-col bg-[#fbf8f3]">
      <StaffHeader context={await pageContext()} area="admin" />
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
