import 'server-only';
import { getTranslations } from 'next-intl/server';
import { ADMIN_GROUP } from '@/server/access/actor';
import { currentFavoriteIds, currentProfile } from '@/server/http/page-context';
import type { AccountMenuLabels } from './account-menu';
import { ROLE_MENU } from './role-menu';

/**
 * The account part of the header, server-rendered so the first paint shows the right state:
 * the user's menu (or null for a visitor), their favourites, and where the wishlist lives.
 */
export async function headerAccount() {
  const [profile, t] = await Promise.all([currentProfile(), getTranslations('account')]);
  const favorites = { link: t('favorites.link') };
  if (!profile) return { profile: null, favoriteIds: null, menu: null, wishlistHref: '/wishlist', favorites, messages: null };
  const name = profile.name.trim() || t('menu.fallbackName');
  const menu: AccountMenuLabels = {
    open: t('menu.open', { name }),
    name,
    label: t('menu.label'),
    logout: t('menu.logout'),
    loggingOut: t('menu.loggingOut'),
    items: [
      ...ROLE_MENU[profile.role].map((item) => ({ href: item.href, label: t(`menu.${item.key}` as 'menu.trips') })),
      // Administrators (issue 17) keep their SPEC role's pages and reach the administration from here.
      ...(profile.groups.some((g) => g.code === ADMIN_GROUP) ? [{ href: '/admin', label: t('menu.admin') }] : []),
    ],
  };
  // A concierge's pages do not include the user area, so their saved villas show on the public wishlist.
  const wishlistHref = profile.role === 'concierge' ? '/wishlist' : '/user/wishlist';
  // Guests and concierges have conversations; an owner's account has none (yet).
  const inbox = await getTranslations('inbox.badge');
  const messages =
    profile.role === 'owner'
      ? null
      : {
          href: profile.role === 'concierge' ? '/concierges/messages' : '/user/message',
          label: inbox('label'),
          unread: inbox.raw('unread') as string,
        };
  return { profile, favoriteIds: await currentFavoriteIds(), menu, wishlistHref, favorites, messages };
}
