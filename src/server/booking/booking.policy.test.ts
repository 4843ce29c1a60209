import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guestbookActor, policyUser } from '@/test/context';
import { type Actor, systemActor, VISITOR } from '../access/actor';
import { canActAsConcierge, canBook, canCancelReservation, canDecideRequest, canViewTrip, guestScopeSql } from './booking.policy';

const user = policyUser;
const guestbook = guestbookActor(9, 1);
const render = (actor: Actor) => new PgDialect().sqlToQuery(guestScopeSql(actor, { userId: sql.raw('r.user_id') }));

describe('booking policy', () => {
  it('a trip is its guest’s alone: not another user’s, a guestbook guest’s, a job’s or a visitor’s', () => {
    const trip = { userId: 4 };
    expect(canViewTrip(user(4), trip)).toBe(true);
    expect(canCancelReservation(user(4), trip)).toBe(true);
    for (const other of [user(5), user(6, ['hbl-administrators']), guestbook, VISITOR, systemActor('job')]) {
      expect(canViewTrip(other, trip)).toBe(false);
      expect(canCancelReservation(other, trip)).toBe(false);
    }
  });

  it('the guest scope is the same rule in SQL: the user’s id, and nothing for anyone else', () => {
    expect(render(user(4))).toMatchObject({ sql: 'r.user_id = $1', params: [4] });
    for (const other of [guestbook, VISITOR, systemActor('job')]) expect(render(other)).toMatchObject({ sql: 'false', params: [] });
  });

  it('only signed-in users book', () => {
    expect(canBook(user(1))).toBe(true);
    expect(canBook(guestbook)).toBe(false);
    expect(canBook(VISITOR)).toBe(false);
  });

  it('requests are decided by a concierge in scope or an administrator anywhere', () => {
    const concierge = user(2, ['hbl-concierge']);
    const manager = user(3, ['hbl-country-manager']);
    const admin = user(4, ['hbl-administrators']);
    expect(canDecideRequest(concierge, { inScope: true })).toBe(true);
    expect(canDecideRequest(concierge, { inScope: false })).toBe(false);
    expect(canDecideRequest(manager, { inScope: true })).toBe(true);
    expect(canDecideRequest(admin, { inScope: false })).toBe(true);
    for (const other of [user(5), user(6, ['hbl-owners']), guestbook, VISITOR]) {
      expect(canActAsConcierge(other)).toBe(false);
      expect(canDecideRequest(other, { inScope: true })).toBe(false);
    }
  });
});
