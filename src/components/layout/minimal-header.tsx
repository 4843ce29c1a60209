import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { AccountMenu } from '@/components/account/account-menu';
import { headerAccount } from '@/components/account/header-account';
import { UnreadBadge } from '@/components/messaging/unread-badge';
import { QueuedLink } from '@/components/system/queued-link';
import type { ServiceContext } from '@/server/access/context';
import { BrandMark } from './brand-mark';
import { LanguageSwitcher } from './language-switcher';

/**
 * A quiet header for focused flows (booking, guestbook) and the owner portal: the brand, a label,
 * the language. `menu` (the owner portal's sections on a phone) ends the row; with it, a phone shows
 * the brand's mark without its name, so the row keeps to the screen.
 */
export async function MinimalHeader({
  label,
  context,
  dark = false,
  menu,
}: {
  label: ReactNode;
  context: ServiceContext;
  dark?: boolean;
  menu?: ReactNode;
}) {
  const [t, account] = await Promise.all([getTranslations('common'), headerAccount(context)]);
  return (
    <header data-testid="site-header" className={dark ? 'bg-sea-deep text-white' : 'border-b border-line bg-[#fffdf9]'}>
      <div className="container-page flex h-16 items-center gap-4 md:h-[4.5rem]">
        <QueuedLink href="/" className="-m-1 flex items-center gap-2.5 rounded-md p-1" aria-label={t('brand')}>
          <BrandMark className="size-8" inverted={dark} />
          <span
            className={`font-serif text-[1.35rem] leading-none tracking-[0.14em] uppercase ${menu ? 'whitespace-nowrap max-sm:hidden' : ''}`}
          >
            {t('brand')}
          </span>
        </QueuedLink>
        <span aria-hidden="true" className={`hidden h-5 w-px sm:block ${dark ? 'bg-white/25' : 'bg-line'}`} />
        <span
          className={`hidden text-[0.68rem] font-semibold tracking-[0.25em] uppercase sm:inline ${dark ? 'text-[#e7cf9f]' : 'text-muted'}`}
        >
          {label}
        </span>
        <div className="ml-auto flex items-center gap-3">
          <Suspense>
            <LanguageSwitcher labels={{ short: t('language.short'), switchTo: t('language.switchTo') }} />
          </Suspense>
          {account.messages ? (
            <UnreadBadge href={account.messages.href} label={account.messages.label} unreadLabel={account.messages.unread} dark={dark} />
          ) : null}
          {account.menu ? <AccountMenu labels={account.menu} dark={dark} /> : null}
          {menu}
        </div>
      </div>
    </header>
  );
}
