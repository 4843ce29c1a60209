import { getLocale, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { headerAccount, visitorHeaderAccount } from '@/components/account/header-account';
import { HeaderAccountLinks, HeaderAccountProvider } from '@/components/account/header-account-client';
import { QueuedLink } from '@/components/system/queued-link';
import { isCacheRender } from '@/lib/request-context';
import type { Variant } from '@/lib/viewport';
import type { ServiceContext } from '@/server/access/context';
import { BrandMark } from './brand-mark';
import type { LanguageSwitcherLabels } from './language-switcher';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu, type MobileMenuLabels } from './mobile-menu';
import { MAIN_NAV } from './nav-items';

/** Strings for the header's client islands, resolved on the server (no client i18n runtime). */
export async function headerLabels(context: ServiceContext | null) {
  const [t, account] = await Promise.all([getTranslations('common'), context ? headerAccount(context) : visitorHeaderAccount()]);
  const language: LanguageSwitcherLabels = { short: t('language.short'), switchTo: t('language.switchTo') };
  const menu: MobileMenuLabels = {
    open: t('menu.open'),
    close: t('menu.close'),
    title: t('menu.title'),
    navLabel: t('nav.label'),
    login: t('account.login'),
    register: t('account.register'),
    contactLine: t('footer.contactLine'),
    language,
    items: MAIN_NAV.map((item) => ({ href: item.href, label: t(`nav.${item.key}`) })),
  };
  return { language, menu, account };
}

/**
 * The site header. The server renders the variant the viewport cookie names (SPEC §9): the phone
 * variant has the menu button, the others the full navigation; CSS still adapts within a variant.
 * On a cached public page the account part is the visitor's until the browser has asked for the
 * user's (HeaderAccountProvider).
 */
export async function SiteHeader({
  variant,
  context,
  compact = false,
}: {
  variant: Variant;
  /**
   * The request's context (the layout's pageContext), or null when the account part comes from the
   * browser (the not-found screen, which Next renders with every page).
   */
  context: ServiceContext | null;
  compact?: boolean;
}) {
  const accountInBrowser = context === null;
  const [t, labels, cacheRender, locale] = await Promise.all([
    getTranslations('common'),
    headerLabels(context),
    isCacheRender(),
    getLocale(),
  ]);
  const deferred = accountInBrowser || cacheRender;
  const desktop = variant === 'desktop';
  return (
    <HeaderAccountProvider initial={labels.account} deferred={deferred} locale={locale}>
      <header
        data-testid="site-header"
        data-header-variant={desktop ? 'full' : 'compact'}
        className="sticky top-0 z-40 border-b border-line/70 bg-[#fffdf9]/92 backdrop-blur-md supports-[backdrop-filter]:bg-[#fffdf9]/80"
      >
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-ink focus:px-4 focus:py-2 focus:text-sm focus:text-white"
        >
          {t('skipToContent')}
        </a>
        <div
          className={`${compact ? 'max-w-none px-5 md:px-8' : 'container-page'} flex h-16 items-center gap-4 md:h-[4.5rem] ${desktop ? 'lg:grid lg:grid-cols-[1fr_auto_1fr]' : ''}`}
        >
          {desktop ? (
            <p className="hidden text-[0.68rem] font-medium tracking-[0.08em] text-muted xl:block">{t('footer.contactLine')}</p>
          ) : null}
          <QueuedLink
            href="/"
            className={`-m-1 flex shrink-0 items-center gap-3 rounded-md p-1 ${desktop ? 'lg:col-start-2 lg:justify-self-center' : ''}`}
            aria-label={t('brand')}
          >
            <BrandMark className="size-8 md:size-9" />
            <span className="font-serif text-[1.45rem] leading-none tracking-[0.14em] uppercase md:text-[1.65rem]">{t('brand')}</span>
          </QueuedLink>
          <div className={`ml-auto flex items-center gap-2 md:gap-3 ${desktop ? 'lg:col-start-3 lg:justify-self-end' : ''}`}>
            {/* On phones the switcher lives in the menu: the header row has room for two buttons only. */}
            <div className={desktop ? 'contents' : 'hidden sm:contents'}>
              <Suspense>
                <LanguageSwitcher labels={labels.language} className="text-ink-soft" />
              </Suspense>
            </div>
            <HeaderAccountLinks desktop={desktop} labels={{ login: t('account.login'), register: t('account.register') }} />
            <div className={desktop ? 'lg:hidden' : ''}>
              <MobileMenu labels={labels.menu} />
            </div>
          </div>
        </div>
        {desktop ? (
          // A second row: seven sections do not fit beside the brand on a laptop, and must all show (e2e site frame).
          <nav aria-label={t('nav.label')} className="hidden border-t border-line/60 lg:block">
            <ul className={`${compact ? 'max-w-none px-8' : 'container-page'} flex h-11 items-center justify-center gap-4 xl:gap-8`}>
              {MAIN_NAV.map((item) => (
                <li key={item.href}>
                  <QueuedLink
                    href={item.href}
                    className="relative block rounded-md px-1.5 py-2 text-[0.68rem] font-semibold tracking-[0.2em] whitespace-nowrap text-ink-soft uppercase transition after:absolute after:inset-x-1.5 after:bottom-1 after:h-px after:origin-left after:scale-x-0 after:bg-gold after:transition after:duration-300 hover:text-ink hover:after:scale-x-100"
                  >
                    {t(`nav.${item.key}`)}
                  </QueuedLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
    </HeaderAccountProvider>
  );
}
