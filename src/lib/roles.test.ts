import { describe, expect, it } from 'vitest';
import { roleFromGroups } from './roles';

describe('roleFromGroups (SPEC §4)', () => {
  it.each([
    ['hbl-concierge', 'concierge'],
    ['hbl-destination-manager', 'concierge'],
    ['hbl-country-manager', 'concierge'],
    ['hbl-broker', 'owner'],
    ['hbl-owners', 'owner'],
    ['hbl-administrators', 'owner'],
    ['hbl-brokers', 'owner'],
    ['hbl-reps', 'owner'],
  ])('%s makes a %s', (code, role) => {
    expect(roleFromGroups([code])).toBe(role);
  });

  it('is a plain user without a staff group, or with an unknown one', () => {
    expect(roleFromGroups([])).toBe('user');
    expect(roleFromGroups(['hbl-guests'])).toBe('user');
  });

  it('makes a concierge who is also an owner a concierge', () => {
    expect(roleFromGroups(['hbl-owners', 'hbl-concierge'])).toBe('concierge');
  });
});
