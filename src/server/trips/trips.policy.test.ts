import { describe, expect, it } from 'vitest';
import { guestbookActor, policyUser } from '@/test/context';
import { VISITOR } from '../access/actor';
import { canDecidePlan, canManageTrip, canViewTrip } from './trips.policy';

const user = policyUser;
const guestbook = guestbookActor(9, 1);

describe('trips policy', () => {
  it('the guest views and manages their own trip; nobody else does, a concierge included', () => {
    const trip = { userId: 1 };
    expect(canViewTrip(user(1), trip)).toBe(true);
    expect(canManageTrip(user(1), trip)).toBe(true);
    for (const other of [user(2), user(3, ['hbl-concierge']), user(4, ['hbl-administrators']), guestbook, VISITOR]) {
      expect(canViewTrip(other, trip)).toBe(false);
      expect(canManageTrip(other, trip)).toBe(false);
    }
  });

  it('plans are decided by a concierge in scope or an administrator', () => {
    expect(canDecidePlan(user(3, ['hbl-concierge']), { inScope: true })).toBe(true);
    expect(canDecidePlan(user(3, ['hbl-concierge']), { inScope: false })).toBe(false);
    expect(canDecidePlan(user(4, ['hbl-administrators']), { inScope: false })).toBe(true);
    expect(canDecidePlan(user(1), { inScope: true })).toBe(false);
  });
});
