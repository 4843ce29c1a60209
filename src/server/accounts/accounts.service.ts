import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { type Role, roleFromGroups } from '@/lib/roles';
import { requireUser } from '../access/actor';
import type { ServiceContext } from '../access/context';
import type { Orm } from '../db/open';
import { users } from '../db/schema/accounts';
import { countries } from '../db/schema/catalog';
import { AppError, sqlState } from '../core/errors';
import type { ProfileUpdate } from './accounts.schema';
import {
  claimLoginAttempt,
  type DeviceGrant,
  knownDevice,
  rememberDevice,
  settleLoginSuccess,
  type ThrottleSubject,
} from './login-throttle';
import { hashPassword, verifyPassword } from './password';
import { limitAttempts } from './rate-limits';
import { createSession, groupCodesOf, revokeOtherSessions, revokeSession } from './session';
import { inTransaction } from '../db/transaction';

/** The account as every call of the API answers it (`user` of login/signup, `data` of the profile). */
export interface ApiProfile {
  id: number;
  email: string;
  name: string;
  phone: string;
  /** The guest's country when it is one of our destinations (its id in /v1/locations/places), else null (decision 029). */
  country_id: number | null;
  /** The guest's country: ISO 3166-1 alpha-2, any country. */
  country_code: string | null;
  locale: string;
  /** The person's IANA time zone (issue 31), or null: their browser's, else the villa's or the business's. */
  time_zone: string | null;
  groups: { code: string }[];
  role: Role;
}

/** A new session for the browser cookie and for API clients (`token`), with the account. */
export interface SessionGrant {
  token: string;
  expiresAt: Date;
  user: ApiProfile;
  /** The device cookie to set (login only): this browser is known to the account from now on. */
  device?: DeviceGrant;
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

/** The signed-in user's own profile (401 for anyone else). */
export async function getProfile(ctx: ServiceContext): Promise<ApiProfile> {
  return profileOf(ctx.orm, requireUser(ctx.actor).userId);
}

export async function profileOf(orm: Orm, userId: number): Promise<ApiProfile> {
  const [row] = await orm
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      phone: users.phone,
      countryCode: users.countryCode,
      destinationCountryId: countries.id,
      locale: users.locale,
      timeZone: users.timeZone,
    })
    .from(users)
    .leftJoin(countries, eq(countries.isoCode, users.countryCode))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError(401, 'unauthorized');
  const codes = await groupCodesOf(orm, userId);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    country_id: row.destinationCountryId,
    country_code: row.countryCode,
    locale: row.locale,
    time_zone: row.timeZone,
    groups: codes.map((code) => ({ code })),
    role: roleFromGroups(codes),
  };
}

/** Verified against when the email is unknown, so both failures take as long (no account probing). */
let dummyHash: Promise<string> | undefined;
const timingDummy = () => {
  dummyHash ??= hashPassword('alma-villas-timing-dummy-password');
  return dummyHash;
};

const invalidCredentials = () => new AppError(401, 'invalid_credentials', { message: { key: 'accounts.errors.invalid_credentials' } });

/**
 * Checks the password and opens a new session (a new token on every login). The answer is the
 * same for an unknown email and a wrong password. `replacedToken` (the session the request
 * already carried, if any) is revoked so a planted session cannot outlive a login.
 * Throttled without lockout (login-throttle.ts, decision 013): a browser with the account's
 * device cookie only on its own counter, any other per (address, account) and per address.
 */
export async function login(
  ctx: ServiceContext,
  input: { email: string; password: string },
  client: ClientInfo & { replacedToken?: string | null; deviceToken?: string | null },
): Promise<SessionGrant> {
  const { orm, now } = ctx;
  const [row] = await orm
    .select({ id: users.id, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(byEmail(input.email))
    .limit(1);
  const deviceId = row && client.deviceToken ? await knownDevice(orm, row.id, client.deviceToken, now) : null;
  const subject: ThrottleSubject =
    deviceId !== null ? { kind: 'device', deviceId } : { kind: 'unknown', ip: client.ip, email: input.email };
  await claimLoginAttempt(orm, subject, now);
  const valid = row ? await verifyPassword(row.passwordHash, input.password) : await verifyPassword(await timingDummy(), input.password);
  if (!row || !valid) throw invalidCredentials();
  await settleLoginSuccess(orm, subject);
  // A disabled account (issue 17) is told so, but only after the right password: no account probing.
  if (row.disabledAt) throw new AppError(403, 'account_disabled', { message: { key: 'accounts.errors.account_disabled' } });
  const device = await rememberDevice(
    orm,
    row.id,
    deviceId !== null && client.deviceToken ? { id: deviceId, token: client.deviceToken } : null,
    now,
  );
  if (client.replacedToken) await revokeSession(orm, client.replacedToken, now);
  const session = await createSession(orm, row.id, { userAgent: client.userAgent, now });
  await orm.update(users).set({ lastLoginAt: now }).where(eq(users.id, row.id));
  return { token: session.token, expiresAt: session.expiresAt, user: await profileOf(orm, row.id), device };
}

const emailTaken = () => new AppError(400, 'validation_failed', { fields: { email: { key: 'accounts.errors.email_taken' } } });

/** Creates an account (email unique case-insensitively, argon2id hash) and signs it in (anyone may sign up). */
export async function signup(
  ctx: ServiceContext,
  input: { email: string; password: string },
  client: ClientInfo & { locale: Locale },
): Promise<SessionGrant> {
  const { orm, now } = ctx;
  const email = input.email.trim();
  const [existing] = await orm.select({ id: users.id }).from(users).where(byEmail(email)).limit(1);
  if (existing) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    const [row] = await orm
      .insert(users)
      .values({ email, passwordHash, locale: client.locale, createdAt: now, updatedAt: now })
      .returning({ id: users.id });
    if (!row) throw new Error('user insert returned nothing');
    userId = row.id;
  } catch (err) {
    // Two signups with one email at once: the unique index on lower(email) decides.
    if (sqlState(err) === '23505') throw emailTaken();
    throw err;
  }
  const session = await createSession(orm, userId, { userAgent: client.userAgent, now });
  // Signup signs in: this browser is known to the new account from the start (decision 013).
  const device = await rememberDevice(orm, userId, null, now);
  return { token: session.token, expiresAt: session.expiresAt, user: await profileOf(orm, userId), device };
}

/** Saves the fields given (others untouched) of the user's own profile; an unknown country is a field error. */
export async function updateProfile(ctx: ServiceContext, input: ProfileUpdate): Promise<ApiProfile> {
  const actor = requireUser(ctx.actor);
  const { orm, now } = ctx;
  const set: Partial<typeof users.$inferInsert> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.phone !== undefined) set.phone = input.phone;
  if (input.locale !== undefined) set.locale = input.locale;
  if (input.time_zone !== undefined) set.timeZone = input.time_zone;
  const countryCode = await countryCodeOf(orm, input);
  if (countryCode !== undefined) set.countryCode = countryCode;
  if (Object.keys(set).length > 0)
    await orm
      .update(users)
      .set({ ...set, updatedAt: now })
      .where(eq(users.id, actor.userId));
  return profileOf(orm, actor.userId);
}

/**
 * The country to save: country_code if sent, else SPEC's country_id (an ISO code, or one of our
 * destinations' ids, turned into its ISO code); undefined when neither was sent.
 */
async function countryCodeOf(orm: Orm, input: ProfileUpdate): Promise<string | null | undefined> {
  if (input.country_code !== undefined) return input.country_code;
  const legacy = input.country_id;
  if (legacy === undefined || legacy === null) return legacy;
  if ('code' in legacy) return legacy.code;
  const [country] = await orm.select({ isoCode: countries.isoCode }).from(countries).where(eq(countries.id, legacy.destinationId)).limit(1);
  if (!country?.isoCode)
    throw new AppError(400, 'validation_failed', { fields: { country_id: { key: 'accounts.errors.country_unknown' } } });
  return country.isoCode;
}

/** A password the user may choose: not their email (case-insensitive); length is the schema's job. */
export function checkNewPassword(email: string, password: string) {
  if (password.toLowerCase() === email.trim().toLowerCase())
    throw new AppError(400, 'validation_failed', { fields: { password: { key: 'accounts.errors.password_same_as_email' } } });
}

/** Changes the password after checking the current one; every other session is signed out. */
export async function changePassword(ctx: ServiceContext, input: { current_password: string; password: string }): Promise<void> {
  const actor = requireUser(ctx.actor);
  const { orm, now } = ctx;
  await limitAttempts(orm, [['passwordChangePerUser', String(actor.userId)]], now);
  const [row] = await orm.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.userId)).limit(1);
  if (!row) throw new AppError(401, 'unauthorized');
  if (!(await verifyPassword(row.passwordHash, input.current_password)))
    throw new AppError(400, 'validation_failed', {
      fields: { current_password: { key: 'accounts.errors.current_password_wrong' } },
    });
  checkNewPassword(actor.email, input.password);
  const passwordHash = await hashPassword(input.password);
  await inTransaction(orm, async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, actor.userId));
    await revokeOtherSessions(tx, actor.userId, actor.sessionId, now);
  });
}

/** Ends the session the request carries, if any (an unknown or already revoked token is fine): whoever holds a token may end it. */
export async function logout(ctx: ServiceContext, token: string | null | undefined): Promise<void> {
  if (token && token.length <= 200) await revokeSession(ctx.orm, token, ctx.now);
}
