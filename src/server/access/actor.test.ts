import { describe, expect, it } from 'vitest';
import { guestbookActor, policyUser } from '@/test/context';
import { AppError } from '../core/errors';
import {
  isAdministrator,
  isConcierge,
  isConciergeOrAdministrator,
  isCountryManager,
  isPropertyOwner,
  isUser,
  requireSystem,
  requireUser,
  requireUserWith,
  systemActor,
  VISITOR,
} from './actor';

const user = (groups: string[] = [], userId = 1) => policyUser(userId, groups);
const guestbook = guestbookActor(7, 3);
const job = systemActor('expire-requests');

function statusOf(fn: () => unknown): number | 'ok' {
  try {
    fn();
    return 'ok';
  } catch (err) {
    if (err instanceof AppError) return err.status;
    throw err;
  }
}

describe('actor roles', () => {
  it('reads roles from group codes, and only for signed-in users', () => {
    expect(isAdministrator(user(['hbl-administrators']))).toBe(true);
    expect(isAdministrator(user(['hbl-owners']))).toBe(false);
    expect(isConcierge(user(['hbl-destination-manager']))).toBe(true);
    expect(isConcierge(user(['hbl-country-manager']))).toBe(true);
    expect(isCountryManager(user(['hbl-country-manager']))).toBe(true);
    expect(isCountryManager(user(['hbl-concierge']))).toBe(false);
    expect(isPropertyOwner(user(['hbl-brokers']))).toBe(true);
    expect(isPropertyOwner(user(['hbl-reps']))).toBe(true);
    expect(isPropertyOwner(user([]))).toBe(false);
    expect(isConciergeOrAdministrator(user(['hbl-administrators']))).toBe(true);
    expect(isConciergeOrAdministrator(user(['hbl-owners']))).toBe(false);
    for (const other of [VISITOR, guestbook, job]) {
      expect(isUser(other)).toBe(false);
      expect(isAdministrator(other)).toBe(false);
      expect(isConcierge(other)).toBe(false);
      expect(isPropertyOwner(other)).toBe(false);
    }
  });

  it('requireUser is 401 for visitors, guestbook guests and jobs alike', () => {
    expect(statusOf(() => requireUser(user()))).toBe('ok');
    expect(statusOf(() => requireUser(VISITOR))).toBe(401);
    expect(statusOf(() => requireUser(guestbook))).toBe(401);
    expect(statusOf(() => requireUser(job))).toBe(401);
  });

  it('requireUserWith is 401 without an account and 403 for the wrong role', () => {
    expect(statusOf(() => requireUserWith(user(['hbl-concierge']), isConcierge))).toBe('ok');
    expect(statusOf(() => requireUserWith(user([]), isConcierge))).toBe(403);
    expect(statusOf(() => requireUserWith(guestbook, isConcierge))).toBe(401);
    expect(statusOf(() => requireUserWith(VISITOR, isConcierge))).toBe(401);
  });

  it('requireSystem refuses every person', () => {
    expect(statusOf(() => requireSystem(job))).toBe('ok');
    expect(statusOf(() => requireSystem(user(['hbl-administrators'])))).toBe(403);
    expect(statusOf(() => requireSystem(VISITOR))).toBe(403);
  });
});
