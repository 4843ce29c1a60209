import { describe, expect, it } from 'vitest';
import { canReadOutbox } from './outbox.policy';

describe('canReadOutbox', () => {
  it('lets only an administrator read, and only where the page is enabled', () => {
    expect(canReadOutbox({ groups: ['hbl-administrators'] }, true)).toBe(true);
    expect(canReadOutbox({ groups: ['hbl-owners', 'hbl-administrators'] }, true)).toBe(true);
    expect(canReadOutbox({ groups: ['hbl-administrators'] }, false)).toBe(false);
    for (const groups of [[], ['hbl-concierge'], ['hbl-owners'], ['hbl-broker'], ['hbl-country-manager']])
      expect(canReadOutbox({ groups }, true)).toBe(false);
    expect(canReadOutbox(null, true)).toBe(false);
  });
});
