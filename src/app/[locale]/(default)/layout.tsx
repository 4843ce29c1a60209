import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { getViewport } from '@/lib/request-context';
import { pageContext } from '@/server/http/page-context';

export default async function DefaultLayout({ children }: { children: ReactNode }) {
  const { variant } = await getViewport();
  return (
    <div data-layout="default" className="flex min-h-dvh flex-col">
      <SiteHeader variant={variant} context={await pageContext()} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
