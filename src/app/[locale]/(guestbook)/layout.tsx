import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { MinimalHeader } from '@/components/layout/minimal-header';
import { pageContext } from '@/server/http/page-context';

export default async function GuestbookLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('common.layouts');
  return (
    <div data-layout="guestbook" className="flex min-h-dvh flex-col bg-sand">
      <MinimalHeader context={await pageContext()} label={t('guestbook')} dark />
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
