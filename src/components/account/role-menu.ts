import type { Role } from '@/lib/roles';

/** The header's account menu by role (paths of the route table; `key` names the label in account.menu). */
export const ROLE_MENU: Record<Role, readonly { href: string; key: string }[]> = {
  user: [
    { href: '/user/trips', key: 'trips' },
    { href: '/user/message', key: 'messages' },
    { href: '/user/profile', key: 'profile' },
    { href: '/user/wishlist', key: 'wishlist' },
  ],
  concierge: [
    { href: '/concierges/reservations', key: 'reservations' },
    { href: '/concierges/messages', key: 'messages' },
  ],
  owner: [
    { href: '/broker', key: 'dashboard' },
    { href: '/broker/listings', key: 'listings' },
    { href: '/broker/reservations', key: 'reservations' },
    { href: '/broker/earnings', key: 'earnings' },
  ],
};
