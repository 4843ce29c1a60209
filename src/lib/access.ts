import { ROLE_HOME, type Role } from './roles';
import type { RouteDef } from './routes';

/** What the server knows of the visitor of a page: no session, a revoked/expired one, or a role. */
export type Visitor = { kind: 'none' } | { kind: 'expired' } | { kind: 'valid'; role: Role; admin?: boolean };

export type NoticeReason = 'concierge' | 'notOwner' | 'notConcierge' | 'notAdmin';

/**
 * What a page request becomes (SPEC §6 guards; DESIGN §6):
 * - `allow`: render the page;
 * - `login`: go to /login?next=… (anonymous on a private page, or a session that has expired);
 * - `redirect`: go elsewhere at once (a user on a concierge page, someone logged in on /login);
 * - `notice`: show a short notice, then go to `to` after REDIRECT_DELAY_MS.
 * `clearSession` asks for the session cookie to be removed (an expired or revoked session).
 */
export type AccessDecision =
  | { kind: 'allow'; clearSession?: boolean }
  | { kind: 'login'; clearSession?: boolean }
  | { kind: 'redirect'; to: string }
  | { kind: 'notice'; to: string; reason: NoticeReason };

/** Pages of the user area where a concierge is turned away (SPEC §6); the booking confirmation only needs a login. */
const USER_CHECK_ONLY = new Set(['bookingConfirmation']);
const LOGIN_CHECK = new Set(['login', 'register']);
/** Concierge pages an administrator works on too, whatever role their other groups give (issue 32: the review queue). */
const ADMIN_DESK = new Set(['conciergeReviews']);

export function accessDecision(route: Pick<RouteDef, 'key' | 'area'>, visitor: Visitor): AccessDecision {
  // SPEC §4/§8: an expired session is cleared and the visitor logs in again (the forms themselves just clear it).
  if (visitor.kind === 'expired') {
    return route.area === 'public' || route.area === 'guestbook' ? publicExpired(route) : { kind: 'login', clearSession: true };
  }
  if (LOGIN_CHECK.has(route.key)) {
    return visitor.kind === 'valid' ? { kind: 'redirect', to: ROLE_HOME[visitor.role] } : { kind: 'allow' };
  }
  switch (route.area) {
    case 'public':
    case 'guestbook':
      return { kind: 'allow' };
    case 'user':
      if (visitor.kind === 'none') return { kind: 'login' };
      if (visitor.role === 'concierge' && !USER_CHECK_ONLY.has(route.key)) {
        return { kind: 'notice', to: ROLE_HOME.concierge, reason: 'concierge' };
      }
      return { kind: 'allow' };
    case 'concierge':
      if (visitor.kind === 'none') return { kind: 'login' };
      if (visitor.role === 'concierge' || (visitor.admin && ADMIN_DESK.has(route.key))) return { kind: 'allow' };
      if (visitor.role === 'user') return { kind: 'redirect', to: ROLE_HOME.user };
      return { kind: 'notice', to: ROLE_HOME[visitor.role], reason: 'notConcierge' };
    case 'broker':
      if (visitor.kind === 'none') return { kind: 'login' };
      if (visitor.role === 'owner') return { kind: 'allow' };
      return { kind: 'notice', to: ROLE_HOME[visitor.role], reason: 'notOwner' };
    case 'admin':
      // Administration (issue 17): hbl-administrators only, whatever role their other groups give.
      if (visitor.kind === 'none') return { kind: 'login' };
      if (visitor.admin) return { kind: 'allow' };
      return { kind: 'notice', to: ROLE_HOME[visitor.role], reason: 'notAdmin' };
  }
}

/** On a public page an expired session still sends the visitor to log in (SPEC §8); on the account forms it is only cleared. */
function publicExpired(route: Pick<RouteDef, 'key'>): AccessDecision {
  if (['login', 'register', 'recoverPassword', 'newPassword'].includes(route.key)) return { kind: 'allow', clearSession: true };
  return { kind: 'login', clearSession: true };
}
