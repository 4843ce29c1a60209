import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '@/server/accounts/session';
import { reservations } from '@/server/db/schema/booking';
import { guestbookSessions } from '@/server/db/schema/guestbook';
import { createCountry, createProperty, createReservation, createState, createUser } from '@/test/factories';
import { createTestDatabase } from '@/test/test-database';
import { createGuestbookSession, GUESTBOOK_COOKIE, lookupGuestbookSession } from './guestbook-session';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let reservationId = 0;
let otherReservationId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const orm = database.orm;
  const country = await createCountry(orm);
  const state = await createState(orm, country.id);
  const villa = await createProperty(orm, { countryId: country.id, stateId: state.id });
  const guest = await createUser(orm);
  reservationId = (await createReservation(orm, { userId: guest.id, propertyId: villa.id })).id;
  otherReservationId = (
    await createReservation(orm, { userId: guest.id, propertyId: villa.id }, { checkIn: '2027-04-01', checkOut: '2027-04-05' })
  ).id;
});
afterAll(async () => {
  await database?.dispose();
});

const at = (iso: string) => new Date(iso);

describe('guestbook sessions', () => {
  it('names its cookie alma_guestbook, apart from the account session', () => {
    expect(GUESTBOOK_COOKIE).toBe('alma_guestbook');
  });

  it('opens a session for one reservation: the token finds it, and only its SHA-256 is stored', async () => {
    const now = at('2027-02-20T12:00:00Z');
    const opened = await createGuestbookSession(database.orm, reservationId, { now, ttlMs: 60_000 });
    expect(opened.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(opened.expiresAt.toISOString()).toBe('2027-02-20T12:01:00.000Z');
    expect(await lookupGuestbookSession(database.orm, opened.token, now)).toEqual({ sessionId: opened.sessionId, reservationId });
    const [row] = await database.orm.select().from(guestbookSessions).where(eq(guestbookSessions.id, opened.sessionId));
    expect(row?.tokenHash).toBe(hashToken(opened.token));
    expect(JSON.stringify(row)).not.toContain(opened.token);
  });

  it('gives each session its own token, and each token its own reservation', async () => {
    const a = await createGuestbookSession(database.orm, reservationId);
    const b = await createGuestbookSession(database.orm, otherReservationId);
    expect(a.token).not.toBe(b.token);
    expect((await lookupGuestbookSession(database.orm, a.token))?.reservationId).toBe(reservationId);
    expect((await lookupGuestbookSession(database.orm, b.token))?.reservationId).toBe(otherReservationId);
  });

  it('lasts seven days unless told otherwise', async () => {
    const now = at('2027-02-20T12:00:00Z');
    const opened = await createGuestbookSession(database.orm, reservationId, { now });
    expect(opened.expiresAt.toISOString()).toBe('2027-02-27T12:00:00.000Z');
  });

  it('is null for no token, an unknown or overlong token, once expired, and once revoked', async () => {
    const now = at('2027-02-20T12:00:00Z');
    expect(await lookupGuestbookSession(database.orm, undefined, now)).toBeNull();
    expect(await lookupGuestbookSession(database.orm, '', now)).toBeNull();
    expect(await lookupGuestbookSession(database.orm, 'not-a-token', now)).toBeNull();
    expect(await lookupGuestbookSession(database.orm, 'x'.repeat(201), now)).toBeNull();

    const short = await createGuestbookSession(database.orm, reservationId, { now, ttlMs: 60_000 });
    expect(await lookupGuestbookSession(database.orm, short.token, at('2027-02-20T12:00:59Z'))).not.toBeNull();
    expect(await lookupGuestbookSession(database.orm, short.token, at('2027-02-20T12:01:00Z'))).toBeNull();

    const revoked = await createGuestbookSession(database.orm, reservationId, { now });
    await database.orm.update(guestbookSessions).set({ revokedAt: now }).where(eq(guestbookSessions.id, revoked.sessionId));
    expect(await lookupGuestbookSession(database.orm, revoked.token, now)).toBeNull();
  });

  it('records its last use, at most every five minutes, without extending its life', async () => {
    const now = at('2027-02-20T12:00:00Z');
    const opened = await createGuestbookSession(database.orm, reservationId, { now });
    const lastUsed = async () => (await database.orm.select().from(guestbookSessions).where(eq(guestbookSessions.id, opened.sessionId)))[0];
    await lookupGuestbookSession(database.orm, opened.token, at('2027-02-20T12:04:00Z'));
    expect((await lastUsed())?.lastUsedAt.toISOString()).toBe('2027-02-20T12:00:00.000Z');
    await lookupGuestbookSession(database.orm, opened.token, at('2027-02-20T12:06:00Z'));
    const row = await lastUsed();
    expect(row?.lastUsedAt.toISOString()).toBe('2027-02-20T12:06:00.000Z');
    expect(row?.expiresAt.toISOString()).toBe('2027-02-27T12:00:00.000Z');
  });

  it('goes with its reservation', async () => {
    const orm = database.orm;
    const country = await createCountry(orm);
    const state = await createState(orm, country.id);
    const villa = await createProperty(orm, { countryId: country.id, stateId: state.id });
    const stay = await createReservation(orm, { userId: (await createUser(orm)).id, propertyId: villa.id });
    const opened = await createGuestbookSession(orm, stay.id);
    await orm.delete(reservations).where(eq(reservations.id, stay.id));
    expect(await lookupGuestbookSession(orm, opened.token)).toBeNull();
  });
});
