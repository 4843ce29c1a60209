import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, sessions, users } from '@/server/db/schema/accounts';
import { properties } from '@/server/db/schema/catalog';
import { outbox } from '@/server/db/schema/platform';
import { AppError } from '@/server/core/errors';
import { createCountry, createProperty, createState, createUser } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { changePassword, login, signup } from './accounts.service';
import { listFavoriteIds, listFavorites, syncFavorites, toggleFavorite } from './favorites.service';
import { hashPassword, verifyPassword } from './password';
import { RESET_TTL_MS, requestPasswordReset, resetLink, resetPassword } from './password-reset.service';
import { hashToken, lookupSession } from './session';
import type { UserActor } from '@/server/access/actor';
import { contextFor } from '@/test/context';
import { VISITOR } from '@/server/access/actor';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const PASSWORD = 'Correct-Horse-9';
const place = { countryId: 0, stateId: 0 };
const T0 = new Date('2026-11-21T12:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

beforeAll(async () => {
  database = await useTestDatabase();
  const country = await createCountry(database.orm);
  place.countryId = country.id;
  place.stateId = (await createState(database.orm, country.id)).id;
});

afterAll(async () => {
  await database?.dispose();
});

let n = 0;
async function account(locale = 'en') {
  n += 1;
  const email = `svc${n}@example.test`;
  const user = await createUser(database.orm, { email, passwordHash: await hashPassword(PASSWORD), locale });
  return { email, id: user.id };
}

async function actorFor(email: string, now = new Date()): Promise<UserActor> {
  const grant = await login(contextFor(database.orm, VISITOR, { now }), { email, password: PASSWORD }, { ip: `10.0.0.${n}` });
  const found = await lookupSession(database.orm, grant.token, now);
  if (found.status !== 'valid') throw new Error('no session');
  return found.actor;
}

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
  return 'ok';
}

async function latestResetToken(email: string): Promise<string> {
  const mails = await database.orm.select().from(outbox).where(eq(outbox.toAddress, email));
  const last = mails.sort((a, b) => b.id - a.id)[0];
  return /token=([A-Za-z0-9_-]+)/.exec(last?.textBody ?? '')?.[1] ?? '';
}

describe('password reset tokens', () => {
  const site = 'https://almavillas.example';

  it('expire one hour after they are made (the clock is injected)', async () => {
    const { email } = await account();
    await requestPasswordReset(contextFor(database.orm, VISITOR, { now: T0 }), { email }, { ip: '10.1.0.1', site });
    const token = await latestResetToken(email);
    const [row] = await database.orm
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    expect((row?.expiresAt.getTime() ?? 0) - T0.getTime()).toBe(RESET_TTL_MS);
    expect(
      await codeOf(
        resetPassword(contextFor(database.orm, VISITOR, { now: minutes(60) }), { token, password: 'late-password-1' }, { ip: '10.1.0.1' }),
      ),
    ).toBe('invalid_reset_token');
    expect(
      await codeOf(
        resetPassword(contextFor(database.orm, VISITOR, { now: minutes(59) }), { token, password: 'in-time-pass-1' }, { ip: '10.1.0.1' }),
      ),
    ).toBe('ok');
    expect(
      await codeOf(
        resetPassword(contextFor(database.orm, VISITOR, { now: minutes(59) }), { token, password: 'twice-pass-1' }, { ip: '10.1.0.1' }),
      ),
    ).toBe('invalid_reset_token');
    const [user] = await database.orm.select().from(users).where(eq(users.email, email));
    expect(await verifyPassword(user?.passwordHash ?? '', 'in-time-pass-1')).toBe(true);
  });

  it('a new request invalidates the older unused links', async () => {
    const { email } = await account();
    await requestPasswordReset(contextFor(database.orm, VISITOR, { now: T0 }), { email }, { ip: '10.1.0.2', site });
    const first = await latestResetToken(email);
    await requestPasswordReset(contextFor(database.orm, VISITOR, { now: minutes(5) }), { email }, { ip: '10.1.0.2', site });
    const second = await latestResetToken(email);
    expect(second).not.toBe(first);
    expect(
      await codeOf(
        resetPassword(
          contextFor(database.orm, VISITOR, { now: minutes(6) }),
          { token: first, password: 'first-link-1' },
          { ip: '10.1.0.2' },
        ),
      ),
    ).toBe('invalid_reset_token');
    expect(
      await codeOf(
        resetPassword(
          contextFor(database.orm, VISITOR, { now: minutes(6) }),
          { token: second, password: 'second-link-1' },
          { ip: '10.1.0.2' },
        ),
      ),
    ).toBe('ok');
  });

  it('two resets racing with one link: exactly one wins', async () => {
    const { email } = await account();
    await requestPasswordReset(contextFor(database.orm, VISITOR, { now: T0 }), { email }, { ip: '10.1.0.3', site });
    const token = await latestResetToken(email);
    const results = await Promise.all([
      codeOf(resetPassword(contextFor(database.orm, VISITOR, { now: minutes(1) }), { token, password: 'racer-one-1' }, { ip: '10.1.0.3' })),
      codeOf(resetPassword(contextFor(database.orm, VISITOR, { now: minutes(1) }), { token, password: 'racer-two-2' }, { ip: '10.1.0.3' })),
    ]);
    expect(results.sort()).toEqual(['invalid_reset_token', 'ok']);
  });

  it('links to /new-password, under /es for Spanish', () => {
    expect(resetLink('https://a.example/', 'en', 'tok')).toBe('https://a.example/new-password?token=tok');
    expect(resetLink('https://a.example', 'es', 'tok')).toBe('https://a.example/es/new-password?token=tok');
  });
});

describe('sessions', () => {
  it('signup stores the email as typed, and emails stay unique case-insensitively even when racing', async () => {
    const results = await Promise.all(
      ['Race@Example.test', 'race@example.TEST'].map((email) =>
        codeOf(signup(contextFor(database.orm), { email, password: 'racing-pass-1' }, { ip: '10.2.0.1', locale: 'en' })),
      ),
    );
    expect(results.sort()).toEqual(['ok', 'validation_failed']);
  });

  it('a password change keeps the current session and revokes the others', async () => {
    const { email, id } = await account();
    const current = await actorFor(email);
    const other = await actorFor(email);
    await changePassword(contextFor(database.orm, current), { current_password: PASSWORD, password: 'changed-pass-1' });
    const rows = await database.orm.select().from(sessions).where(eq(sessions.userId, id));
    expect(rows.find((s) => s.id === current.sessionId)?.revokedAt).toBeNull();
    expect(rows.find((s) => s.id === other.sessionId)?.revokedAt).not.toBeNull();
  });

  it('a password change is rate limited per user', async () => {
    const { email } = await account();
    const actor = await actorFor(email);
    for (let i = 0; i < 10; i++) {
      expect(
        await codeOf(changePassword(contextFor(database.orm, actor, { now: T0 }), { current_password: 'wrong', password: 'whatever-1' })),
      ).toBe('validation_failed');
    }
    expect(
      await codeOf(changePassword(contextFor(database.orm, actor, { now: T0 }), { current_password: PASSWORD, password: 'whatever-1' })),
    ).toBe('rate_limited');
  });
});

describe('favorites', () => {
  it('a villa unpublished after it was saved leaves the list and the count', async () => {
    const { email } = await account();
    const actor = await actorFor(email);
    const a = await createProperty(database.orm, place);
    const b = await createProperty(database.orm, place);
    await syncFavorites(contextFor(database.orm, actor, { locale: 'en' }), [a.id, b.id]);
    expect((await listFavorites(contextFor(database.orm, actor, { locale: 'en' }))).map((c) => c.id)).toEqual([a.id, b.id]);
    await database.orm.update(properties).set({ status: 'draft' }).where(eq(properties.id, b.id));
    expect((await listFavorites(contextFor(database.orm, actor, { locale: 'en' }))).map((c) => c.id)).toEqual([a.id]);
    // The header's count and hearts read the same ids as the API.
    expect(await listFavoriteIds(contextFor(database.orm, actor))).toEqual([a.id]);
    const c = await createProperty(database.orm, place);
    expect(await toggleFavorite(contextFor(database.orm, actor), c.id)).toEqual({ property_id: c.id, favorite: true, count: 2 });
  });
});
