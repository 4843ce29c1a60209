import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { QueuedLink } from '@/components/system/queued-link';
import { LanguageSwitcher } from './language-switcher';

/** A quiet header for focused flows (booking, guestbook): the brand, a label, the language. */
export async function MinimalHeader({ label, dark = false }: { label: ReactNode; dark?: boolean }) {
  const t = await getTranslations('common');
  return (
    <header data-testid="site-header" className={dark ? 'bg-sea-deep text-white' : 'border-b border-line bg-[#fffdf9]'}>
      <div className="container-page flex h-16 items-center gap-4">
        <QueuedLink href="/" className="font-serif text-2xl tracking-wide">
          {t('brand')}
        </QueuedLink>
        <span className={`hidden text-xs tracking-[0.2em] uppercase sm:inline ${dark ? 'text-[#e7cf9f]' : 'text-muted'}`}>{label}</span>
        <div className="ml-auto">
          <Suspense>
            <LanguageSwitcher />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
