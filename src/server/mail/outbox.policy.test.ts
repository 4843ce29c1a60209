import { describe, expect, it } from 'vitest';
import { guestbookActor, policyUser } from '@/test/context';
import { systemActor, VISITOR } from '../access/actor';
import { canReadOutbox } from './outbox.policy';

const user = (groups: string[]) => policyUser(1, groups);
const guestbook = guestbookActor(1, 1);

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
