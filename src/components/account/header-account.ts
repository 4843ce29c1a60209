import 'server-only';
import { createTranslator } from 'next-intl';
import { getLocale } from 'next-intl/server';
import { getMessages } from '@/i18n/messages';
import { isLocale, type Locale } from '@/i18n/routing';
import { getProfile } from '@/server/accounts/accounts.service';
import { listFavoriteIds } from '@/server/accounts/favorites.service';
import { ADMIN_GROUP } from '@/server/access/actor';
import type { ServiceContext } from '@/server/access/context';
import type { AccountMenuLabels } from './account-menu';
import { ROLE_MENU } from './role-menu';

export type HeaderAccount = Awaited<ReturnType<typeof headerAccount>>;

/**
 * The account part of the header: the user's menu (or null for a visitor), their favourites, and
 * where the wishlist lives. Server-rendered on pages rendered per request, so the first paint shows
 * the right state; a cached public page renders the visitor's and the browser asks
 * GET /api/account/header for this (src/components/account/header-account-client.tsx). The caller
 * (a layout, the header route) gives the request's context: components do not read the request.
 */
export async function headerAccount(ctx: ServiceContext, locale?: Locale) {
  const requested = locale ?? (await getLocale());
  const lang: Locale = isLocale(requested) ? requested : 'en';
  const t = accountTranslator(lang);
  const inbox = createTranslator({ locale: lang, messages: getMessages(lang), namespace: 'inbox.badge' });
  const profile = ctx.actor.kind === 'user' ? await getProfile(ctx) : null;
  if (!profile) return visitorAccount(t('favorites.link'));
  const name = profile.name.trim() || t('menu.fallbackName');
  const menu: AccountMenuLabels = {
    open: t('menu.open'),
    name,
    label: t('menu.label'),
    logout: t('menu.logout'),
    loggingOut: t('menu.loggingOut'),
    items: [
      ...ROLE_MENU[profile.role].map((item) => ({ href: item.href, label: t(`menu.${item.key}` as 'menu.trips') })),
      // Administrators (issue 17) keep their SPEC role's pages and reach the administration from here,
      // and the desk's review queue (issue 32) when the desk is not already theirs.
      ...(profile.groups.some((g) => g.code === ADMIN_GROUP)
        ? [
            { href: '/admin', label: t('menu.admin') },
            ...(profile.role === 'concierge' ? [] : [{ href: '/concierges/reviews', label: t('menu.adminReviews') }]),
          ]
        : []),
    ],
  };
  // A concierge's pages do not include the user area, so their saved villas show on the public wishlist.
  const favorites = { link: t('favorites.link') };
  const wishlistHref = profile.role === 'concierge' ? '/wishlist' : '/user/wishlist';
  // Guests and concierges have conversations; an owner's account has none (yet).
  const messages =
    profile.role === 'owner'
      ? null
      : {
          href: profile.role === 'concierge' ? '/concierges/messages' : '/user/message',
          label: inbox('label'),
          unread: inbox.raw('unread') as string,
        };
  return { profile, favoriteIds: await listFavoriteIds(ctx), menu, wishlistHref, favorites, messages };
}

function visitorAccount(favoritesLink: string) {
  return {
    profile: null,
    favoriteIds: null,
    menu: null,
    wishlistHref: '/wishlist',
    favorites: { link: favoritesLink },
    messages: null,
  } as const;
}

/** The app's own translator (not next-intl's request-bound one): the header route handler uses it too. */
function accountTranslator(lang: Locale) {
  return createTranslator({ locale: lang, messages: getMessages(lang), namespace: 'account' });
}

/** The visitor's account part, without looking anything up (the browser asks for the user's). */
export async function visitorHeaderAccount(): Promise<HeaderAccount> {
  const requested = await getLocale();
  return visitorAccount(accountTranslator(isLocale(requested) ? requested : 'en')('favorites.link'));
}
