import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/layout/site-header';
import { getViewport } from '@/lib/request-context';
import { pageContext } from '@/server/http/page-context';

/** Results: the header spans the window and the page below uses all of it (list beside map). */
export default async function ResultsLayout({ children }: { children: ReactNode }) {
  const { variant } = await getViewport();
  return (
    <div data-layout="results" className="flex min-h-dvh flex-col">
      <SiteHeader variant={variant} context={await pageContext()} compact />
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
