import { describe, expect, it } from 'vitest';
import { accessDecision, type Visitor } from './access';
import { ROUTES } from './routes';

const route = (key: string) => {
  const found = ROUTES.find((r) => r.key === key);
  if (!found) throw new Error(key);
  return found;
};
const none: Visitor = { kind: 'none' };
const expired: Visitor = { kind: 'expired' };
const as = (role: 'user' | 'concierge' | 'owner'): Visitor => ({ kind: 'valid', role });

describe('accessDecision', () => {
  it('lets anyone see public and guestbook pages', () => {
    for (const v of [none, as('user'), as('concierge'), as('owner')]) {
      expect(accessDecision(route('home'), v)).toEqual({ kind: 'allow' });
      expect(accessDecision(route('guestbook'), v)).toEqual({ kind: 'allow' });
    }
  });

  it('sends anonymous visitors of every private page to log in', () => {
    for (const r of ROUTES.filter((x) => ['user', 'concierge', 'broker'].includes(x.area))) {
      expect(accessDecision(r, none), r.key).toEqual({ kind: 'login' });
    }
  });

  it('sends a concierge away from user pages after a notice, except the booking confirmation', () => {
    for (const key of ['trips', 'userMessages', 'profile', 'userWishlist', 'trip', 'tripCharges', 'tripTravelers', 'bookingRequest']) {
      expect(accessDecision(route(key), as('concierge'))).toEqual({ kind: 'notice', to: '/concierges/reservations', reason: 'concierge' });
    }
    expect(accessDecision(route('bookingConfirmation'), as('concierge'))).toEqual({ kind: 'allow' });
    expect(accessDecision(route('trips'), as('user'))).toEqual({ kind: 'allow' });
    expect(accessDecision(route('trips'), as('owner'))).toEqual({ kind: 'allow' });
  });

  it('sends a plain user on concierge pages to their trips, and keeps them for concierges', () => {
    for (const key of ['conciergeReservations', 'conciergeMessages', 'conciergeReviews', 'conciergeTrip', 'conciergeCalendar']) {
      expect(accessDecision(route(key), as('user'))).toEqual({ kind: 'redirect', to: '/user/trips' });
      expect(accessDecision(route(key), as('concierge'))).toEqual({ kind: 'allow' });
      expect(accessDecision(route(key), as('owner'))).toEqual({ kind: 'notice', to: '/broker', reason: 'notConcierge' });
    }
  });

  it('lets an administrator work on the review queue, not on the rest of the desk', () => {
    const admin: Visitor = { kind: 'valid', role: 'owner', admin: true };
    expect(accessDecision(route('conciergeReviews'), admin)).toEqual({ kind: 'allow' });
    expect(accessDecision(route('conciergeReservations'), admin)).toEqual({ kind: 'notice', to: '/broker', reason: 'notConcierge' });
    expect(accessDecision(route('conciergeReviews'), as('owner'))).toEqual({ kind: 'notice', to: '/broker', reason: 'notConcierge' });
    expect(accessDecision(route('conciergeReviews'), as('concierge'))).toEqual({ kind: 'allow' });
  });

  it('keeps broker pages for owners; other roles go home after a notice', () => {
    expect(accessDecision(route('brokerListings'), as('owner'))).toEqual({ kind: 'allow' });
    expect(accessDecision(route('brokerListings'), as('user'))).toEqual({ kind: 'notice', to: '/user/trips', reason: 'notOwner' });
    expect(accessDecision(route('brokerHome'), as('concierge'))).toEqual({
      kind: 'notice',
      to: '/concierges/reservations',
      reason: 'notOwner',
    });
  });

  it('sends logged-in visitors of /login and /register to their home', () => {
    expect(accessDecision(route('login'), as('user'))).toEqual({ kind: 'redirect', to: '/user/trips' });
    expect(accessDecision(route('register'), as('concierge'))).toEqual({ kind: 'redirect', to: '/concierges/reservations' });
    expect(accessDecision(route('login'), as('owner'))).toEqual({ kind: 'redirect', to: '/broker' });
    expect(accessDecision(route('login'), none)).toEqual({ kind: 'allow' });
  });

  it('clears an expired session and asks for a login, except on the account forms', () => {
    expect(accessDecision(route('trips'), expired)).toEqual({ kind: 'login', clearSession: true });
    expect(accessDecision(route('home'), expired)).toEqual({ kind: 'login', clearSession: true });
    expect(accessDecision(route('login'), expired)).toEqual({ kind: 'allow', clearSession: true });
    expect(accessDecision(route('newPassword'), expired)).toEqual({ kind: 'allow', clearSession: true });
  });
});
