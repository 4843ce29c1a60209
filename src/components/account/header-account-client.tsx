'use client';

import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { AccountMenu } from '@/components/account/account-menu';
import { FavoritesCount } from '@/components/favorites/favorites-count';
import { QueuedLink } from '@/components/system/queued-link';
import { AccountSync } from './account-sync';
import { browserStorage, readJson, STORAGE_KEYS } from '@/components/ui/browser-storage';
import type { HeaderAccount } from './header-account';
import { HeaderAccountContext, type HeaderAccountState, useHeaderAccount } from './header-account-context';

// Only a signed-in header shows it: a visitor's first load does not carry the live event stream of
// the unread count. (A plain link, it works before its code arrives; the account menu's button
// would not, so that one is part of the header's code.)
const UnreadBadge = lazy(() => import('@/components/messaging/unread-badge').then((m) => ({ default: m.UnreadBadge })));

/**
 * Holds the account part of the site header. A page rendered per request passes the account it
 * rendered; a cached public page (docs/decisions/031) renders the visitor's and asks
 * GET /api/account/header once in the browser, so one cached document serves everyone.
 */
export function HeaderAccountProvider({
  initial,
  deferred,
  locale,
  children,
}: {
  initial: HeaderAccount;
  deferred: boolean;
  locale: string;
  children: ReactNode;
}) {
  // The server's account follows every render (a refresh after logging in or out re-renders the
  // layout); a cached page's is replaced by the browser's answer once it is in.
  const [fetched, setFetched] = useState<HeaderAccount | null>(null);
  const [expectUser, setExpectUser] = useState(false);

  useEffect(() => {
    if (!deferred) return;
    let live = true;
    if (readJson(browserStorage(), STORAGE_KEYS.profile) !== null) setExpectUser(true);
    fetch(`/api/account/header?locale=${encodeURIComponent(locale)}`, { headers: { accept: 'application/json' }, cache: 'no-store' })
      .then((res) => (res.ok ? (res.json() as Promise<{ data: HeaderAccount }>) : null))
      .then((body) => {
        if (live && body?.data) setFetched(body.data);
      })
      // Offline or failing: the header stays the visitor's and nothing stored is touched.
      .catch(() => undefined)
      .finally(() => {
        if (live) setExpectUser(false);
      });
    return () => {
      live = false;
    };
  }, [deferred, locale]);

  const settled = !deferred || fetched !== null;
  const state: HeaderAccountState = { account: deferred && fetched ? fetched : initial, settled, expectUser: expectUser && !settled };

  return (
    <HeaderAccountContext.Provider value={state}>
      {children}
      {state.settled ? <AccountSync profile={state.account.profile} favoriteIds={state.account.favoriteIds} /> : null}
    </HeaderAccountContext.Provider>
  );
}

/** The header row's account links: favourites, messages, and the account menu or log in / register. */
export function HeaderAccountLinks({ desktop, labels }: { desktop: boolean; labels: { login: string; register: string } }) {
  const state = useHeaderAccount();
  if (!state) return null;
  const { account, expectUser } = state;
  return (
    <>
      <FavoritesCount href={account.wishlistHref} serverIds={account.favoriteIds} labels={account.favorites} />
      {/* A phone's header row has no room for it: there Messages is in the menu. */}
      {account.messages ? (
        <div className={desktop ? 'contents' : 'hidden sm:contents'}>
          <Suspense>
            <UnreadBadge href={account.messages.href} label={account.messages.label} unreadLabel={account.messages.unread} />
          </Suspense>
        </div>
      ) : null}
      {desktop && account.menu ? (
        <div className="hidden lg:block">
          <AccountMenu labels={account.menu} />
        </div>
      ) : null}
      {desktop && !account.menu ? (
        <div className={`hidden items-center gap-2 md:gap-3 lg:flex ${expectUser ? 'invisible' : ''}`}>
          <QueuedLink
            href="/login"
            className="rounded-md px-2 py-2 text-[0.7rem] font-semibold tracking-[0.18em] text-ink-soft uppercase transition hover:text-ink"
          >
            {labels.login}
          </QueuedLink>
          <QueuedLink
            href="/register"
            className="rounded-full bg-ink px-5 py-2.5 text-[0.7rem] font-semibold tracking-[0.18em] text-white uppercase transition hover:bg-sea-deep"
          >
            {labels.register}
          </QueuedLink>
        </div>
      ) : null}
    </>
  );
}
