import { describe, expect, it } from 'vitest';
import { policyUser } from '@/test/context';
import { VISITOR } from '../access/actor';
import { type EventAudience, maySee } from './audience';

const audience = (over: Partial<EventAudience['event']> = {}, staff: number[] = [3]): EventAudience => ({
  event: { id: 1, kind: 'message', reservationId: 10, userId: null, payload: {}, ...over },
  guestUserId: 1,
  scopeStaffIds: new Set(staff),
});

describe('who may see a live event', () => {
  it('a trip’s event: its guest, concierges of its scope, administrators', () => {
    expect(maySee(policyUser(1), audience())).toBe(true);
    expect(maySee(policyUser(2), audience())).toBe(false);
    expect(maySee(policyUser(3, ['hbl-concierge']), audience())).toBe(true);
    expect(maySee(policyUser(4, ['hbl-concierge']), audience())).toBe(false);
    // Assigned to the state but no longer a concierge: no.
    expect(maySee(policyUser(3), audience())).toBe(false);
    expect(maySee(policyUser(9, ['hbl-administrators']), audience())).toBe(true);
    expect(maySee(VISITOR, audience())).toBe(false);
  });

  it('an event for one user reaches that user only', () => {
    const own = audience({ userId: 3 });
    expect(maySee(policyUser(3, ['hbl-concierge']), own)).toBe(true);
    expect(maySee(policyUser(1), own)).toBe(false);
    expect(maySee(policyUser(9, ['hbl-administrators']), own)).toBe(false);
  });
});
