import type { ReactNode } from 'react';
import { StaffHeader } from '@/components/concierge/staff-header';

/**
 * The concierge desk's frame: the staff header and the full width for tables. The other concierge
 * pages (the trip, messages) join this group to share it.
 */
export default function DeskLayout({ children }: { children: ReactNode }) {
  return (
    <div data-layout="desk" className="flex min-h-dvh flex-col bg-[#fbf8f3]">
      <StaffHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
