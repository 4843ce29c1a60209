import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { QueuedLink } from '@/components/system/queued-link';
import type { Variant } from '@/lib/viewport';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { MAIN_NAV } from './nav-items';

/**
 * The site header. The server renders the variant the viewport cookie names (SPEC §9): the phone
 * variant has the menu button, the others the full navigation; CSS still adapts within a variant.
 */
export async function SiteHeader({ variant, compact = false }: { variant: Variant; compact?: boolean }) {
  const t = await getTranslations('common');
  const desktop = variant === 'desktop';
  return (
    <header
      data-testid="site-header"
      data-header-variant={desktop ? 'full' : 'compact'}
      className="sticky top-0 z-40 border-b border-line/70 bg-[#fffdf9]/95 backdrop-blur"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <div className={`${compact ? 'max-w-none px-5' : 'container-page'} flex h-16 items-center gap-6 md:h-20`}>
        <QueuedLink href="/" className="flex items-center gap-2.5" aria-label={t('brand')}>
          <svg aria-hidden="true" viewBox="0 0 64 64" className="size-8 md:size-9">
            <rect width="64" height="64" rx="14" fill="#1f4e5a" />
            <path
              d="M18 46 L32 16 L46 46 M23 36 H41"
              fill="none"
              stroke="#e7cf9f"
              strokeWidth="4.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="font-serif text-2xl tracking-wide md:text-[1.7rem]">{t('brand')}</span>
        </QueuedLink>
        {desktop ? (
          <nav aria-label={t('nav.label')} className="ml-4 hidden flex-1 lg:block">
            <ul className="flex items-center gap-5 text-[0.8rem] font-medium tracking-wide text-ink-soft uppercase">
              {MAIN_NAV.map((item) => (
                <li key={item.href}>
                  <QueuedLink href={item.href} className="py-2 transition hover:text-gold-deep">
                    {t(`nav.${item.key}`)}
                  </QueuedLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <div className="flex-1" />
        )}
        <div className="flex items-center gap-2 md:gap-3">
          <Suspense>
            <LanguageSwitcher className={desktop ? '' : 'hidden sm:inline-flex'} />
          </Suspense>
          {desktop ? (
            <>
              <QueuedLink href="/login" className="hidden px-2 py-2 text-sm font-semibold text-ink-soft hover:text-ink lg:inline">
                {t('account.login')}
              </QueuedLink>
              <QueuedLink
                href="/register"
                className="hidden rounded-full bg-sea px-5 py-2.5 text-sm font-semibold text-white transition hover:bg-sea-deep lg:inline"
              >
                {t('account.register')}
              </QueuedLink>
            </>
          ) : null}
          <div className={desktop ? 'lg:hidden' : ''}>
            <Suspense>
              <MobileMenu />
            </Suspense>
          </div>
        </div>
      </div>
    </header>
  );
}
