/**
 * Every screen of SPEC §2, with the layout it renders in. Patterns use `:name` for a parameter
 * (`/user/trip-:id` matches /user/trip-12). The e2e route table, the not-found screen and the
 * sitemap read this list, so a route added here is tested in both languages.
 */
export type LayoutName = 'default' | 'results' | 'reservation' | 'broker' | 'guestbook' | 'admin';
export type Area = 'public' | 'user' | 'concierge' | 'broker' | 'guestbook' | 'admin';

export interface RouteDef {
  key: string;
  pattern: string;
  layout: LayoutName;
  area: Area;
}

const r = (key: string, pattern: string, area: Area = 'public', layout: LayoutName = 'default'): RouteDef => ({
  key,
  pattern,
  layout,
  area,
});

export const ROUTES: readonly RouteDef[] = [
  r('home', '/'),
  r('error', '/error'),
  r('login', '/login'),
  r('register', '/register'),
  r('recoverPassword', '/recover-password'),
  r('newPassword', '/new-password'),
  r('owners', '/owners'),
  // An administrator's invitation (issue 17): public, never indexed nor in the sitemap.
  r('invitation', '/invitation/:token'),
  r('aboutUs', '/about-us'),
  r('listings', '/listings'),
  r('wishlist', '/wishlist'),
  r('safeStay', '/safe-stay'),
  r('contactUs', '/contact-us'),
  r('destination', '/destination'),
  r('press', '/press'),
  r('pressArticle', '/press/:slug'),
  r('travelAgent', '/travel-agent'),
  r('property', '/property/:id'),
  r('termConditions', '/term-conditions'),
  r('covidInformation', '/covid-information'),
  r('reserveCollection', '/reserve-collection'),
  r('cancellationPolicies', '/cancellation-policies'),
  r('luxuryServices', '/luxury-services'),
  r('luxuryService', '/luxury-services/:slug'),
  r('experiencesCollection', '/experiences-collection'),
  r('destinationResults', '/d/:id', 'public', 'results'),

  r('trips', '/user/trips', 'user'),
  r('userMessages', '/user/message', 'user'),
  r('profile', '/user/profile', 'user'),
  r('userWishlist', '/user/wishlist', 'user'),
  r('trip', '/user/trip-:id', 'user'),
  r('tripCharges', '/user-trip-charges/:id', 'user'),
  r('tripOverview', '/user-trip-overview/:id', 'user'),
  r('tripGroceries', '/user-trip-groceries/:id', 'user'),
  r('tripItinerary', '/user-trip-itinerary/:id', 'user'),
  r('tripTravelers', '/user-trip-travelers/:id', 'user'),
  r('bookingRequest', '/user-booking-request', 'user', 'reservation'),
  r('bookingConfirmation', '/user-booking-confirmation/:id', 'user'),

  r('conciergeReservations', '/concierges/reservations', 'concierge'),
  r('conciergeMessages', '/concierges/messages', 'concierge'),
  r('conciergeReviews', '/concierges/reviews', 'concierge'),
  r('conciergeCalendar', '/concierges/calendar', 'concierge'),
  r('conciergeTrip', '/concierges/trip-:id', 'concierge'),

  r('brokerHome', '/broker', 'broker', 'broker'),
  r('brokerListing', '/broker/:id', 'broker', 'broker'),
  r('brokerEarnings', '/broker/earnings', 'broker', 'broker'),
  r('brokerListings', '/broker/listings', 'broker', 'broker'),
  r('brokerReservations', '/broker/reservations', 'broker', 'broker'),
  r('brokerReviews', '/broker/reviews', 'broker', 'broker'),
  r('brokerCalendar', '/broker/calendar', 'broker', 'broker'),

  // Administration (issue 17; not in SPEC: docs/decisions/030): hbl-administrators only.
  r('adminHome', '/admin', 'admin', 'admin'),
  r('adminUsers', '/admin/users', 'admin', 'admin'),
  r('adminUser', '/admin/users/:id', 'admin', 'admin'),
  r('adminProperties', '/admin/properties', 'admin', 'admin'),
  r('adminCalendar', '/admin/calendar', 'admin', 'admin'),
  r('adminAudit', '/admin/audit', 'admin', 'admin'),
  r('adminOutbox', '/admin/outbox', 'admin', 'admin'),

  r('guestbookPreview', '/guestbook/preview/:slug', 'guestbook', 'guestbook'),
  r('guestbook', '/guestbook/:confirmationNumber', 'guestbook', 'guestbook'),
  r('guestbookCheckIn', '/guestbook/:confirmationNumber/checkIn', 'guestbook', 'guestbook'),
  r('guestbookAddRoommate', '/guestbook/:confirmationNumber/add-roomate', 'guestbook', 'guestbook'),
  r('guestbookInstructions', '/guestbook/:confirmationNumber/instructions', 'guestbook', 'guestbook'),
  r('guestbookAuthorization', '/guestbook/:confirmationNumber/authorization', 'guestbook', 'guestbook'),
];

function toRegExp(pattern: string) {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([a-zA-Z]+)/g, '([^/]+)');
  return new RegExp(`^${escaped}/?$`);
}

const compiled = ROUTES.map((route) => ({
  route,
  re: toRegExp(route.pattern),
  names: [...route.pattern.matchAll(/:([a-zA-Z]+)/g)].map((m) => m[1] ?? ''),
}));

/** Strips the /es prefix: /es/press/x → /press/x. */
export function stripLocale(path: string): string {
  const stripped = path.replace(/^\/es(?=\/|$)/, '');
  return stripped === '' ? '/' : stripped;
}

/** The route a path would render, ignoring whether its ids exist; undefined when none matches. */
export function matchRoute(path: string): RouteDef | undefined {
  return matchRouteWithParams(path)?.route;
}

/** Like matchRoute, with the decoded parameters: /es/press/a → { route: pressArticle, params: { slug: 'a' } }. */
export function matchRouteWithParams(path: string): { route: RouteDef; params: Record<string, string> } | undefined {
  const bare = stripLocale(path.split('?')[0] ?? '/');
  // Static routes win over parameterised ones (/broker/earnings is not /broker/:id), as in the app router.
  const candidates = compiled.filter(({ re }) => re.test(bare));
  const best = candidates.find((c) => c.names.length === 0) ?? candidates[0];
  if (!best) return undefined;
  const values = best.re.exec(bare)?.slice(1) ?? [];
  const params: Record<string, string> = {};
  best.names.forEach((name, i) => {
    params[name] = safeDecode(values[i] ?? '');
  });
  return { route: best.route, params };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Fills a pattern: fillPattern('/press/:slug', { slug: 'x' }) → '/press/x'. */
export function fillPattern(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing route parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
