import { describe, expect, it } from 'vitest';
import { type Actor, systemActor, type UserActor, VISITOR } from '../access/actor';
import { canReadOutbox } from './outbox.policy';

const user = (groups: string[]): UserActor => ({
  kind: 'user',
  userId: 1,
  sessionId: 1,
  email: 'a@example.test',
  name: 'A',
  locale: 'en',
  groups,
  role: 'user',
});
const guestbook: Actor = { kind: 'guestbook', reservationId: 1, sessionId: 1 };

describe('canReadOutbox', () => {
  it('lets only an administrator read, and only where the page is enabled', () => {
    expect(canReadOutbox(user(['hbl-administrators']), true)).toBe(true);
    expect(canReadOutbox(user(['hbl-owners', 'hbl-administrators']), true)).toBe(true);
    expect(canReadOutbox(user(['hbl-administrators']), false)).toBe(false);
    for (const groups of [[], ['hbl-concierge'], ['hbl-owners'], ['hbl-broker'], ['hbl-country-manager']])
      expect(canReadOutbox(user(groups), true)).toBe(false);
    for (const other of [VISITOR, guestbook, systemActor('job')]) expect(canReadOutbox(other, true)).toBe(false);
  });
});
