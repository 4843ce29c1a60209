import 'server-only';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Orm } from '../db/open';
import { loginDevices, loginThrottles } from '../db/schema/accounts';
import { tooManyRequests } from '../core/errors';
import { hashToken, newToken } from './session';
import { config } from '../core/config.mjs';

/**
 * Login throttling without lockout (issue 12 finding 2, decision 013), after OWASP's
 * Authentication and Credential Stuffing cheat sheets:
 * - an unknown browser counts failures per (client address, account) – progressive delays – and
 *   per client address across accounts – a window limit;
 * - a browser that holds a device cookie of the account counts only on its own device counter.
 * Nothing counts per account alone, so failures from elsewhere never keep the owner out.
 * A delay answers 429 with Retry-After before the password is checked; it is never a lockout.
 * Each attempt is counted before the password is checked and given back when it was right.
 */
export const LOGIN_THROTTLE = {
  /** Failures of a pair or device before delays start. */
  freeFailures: 3,
  /** The first delay; each further failure doubles it … */
  baseDelaySeconds: 2,
  /** … up to this cap. */
  maxDelaySeconds: 15 * 60,
  /** A pair or device with no failure for this long starts again from zero. */
  forgetAfterSeconds: 24 * 60 * 60,
  /** Failed logins one address may make across all accounts in a window. */
  perAddress: { limit: 30, windowSeconds: 15 * 60 },
  /** How long a device cookie lasts after its last successful login. */
  deviceLifetimeSeconds: 365 * 24 * 60 * 60,
} as const;

/** The browser cookie of a known device (httpOnly; sent only to /api/login). */
export const DEVICE_COOKIE = 'alma_device';
export const DEVICE_COOKIE_PATH = '/api/login';

/** The delay after `failures` consecutive failures of a pair or device, in seconds (0 = none). */
export function delayAfter(failures: number): number {
  const { freeFailures, baseDelaySeconds, maxDelaySeconds } = LOGIN_THROTTLE;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelaySeconds, baseDelaySeconds * 2 ** Math.min(failures - freeFailures, 30));
}

function perAddressLimit(): number {
  // RATE_LIMIT_MULTIPLIER (rate-limits.ts) widens it for an end-to-end run from one address.
  const factor = config().rateLimitMultiplier;
  const { limit } = LOGIN_THROTTLE.perAddress;
  return Number.isFinite(factor) && factor >= 1 ? Math.floor(limit * factor) : limit;
}

/** The counters one login attempt answers to. */
export type ThrottleSubject = { kind: 'device'; deviceId: number } | { kind: 'unknown'; ip: string; email: string };

function keysOf(subject: ThrottleSubject): { progressive: string; window?: string } {
  if (subject.kind === 'device') return { progressive: `device:${subject.deviceId}` };
  return { progressive: `pair:${subject.ip}|${subject.email.trim().toLowerCase()}`, window: `address:${subject.ip}` };
}

/**
 * Claims one login attempt before the password is checked: each counter of the subject counts it
 * as a failure at once, in one atomic upsert that refuses (429 with Retry-After) while a delay
 * runs. Counting first means a burst of parallel attempts cannot all pass the check before the
 * first failure is written. A right password then gives the attempt back (settleLoginSuccess).
 */
export async function claimLoginAttempt(orm: Orm, subject: ThrottleSubject, now: Date): Promise<void> {
  const keys = keysOf(subject);
  if (keys.window) {
    const blocked = await claimWindow(orm, keys.window, now);
    if (blocked) throw tooManyRequests(blocked);
  }
  const blocked = await claimProgressive(orm, keys.progressive, now);
  if (blocked) {
    if (keys.window) await giveBackWindow(orm, keys.window);
    throw tooManyRequests(blocked);
  }
  if (Math.random() < 0.02) {
    const forgetBefore = new Date(now.getTime() - LOGIN_THROTTLE.forgetAfterSeconds * 1000);
    await orm.delete(loginThrottles).where(lt(loginThrottles.lastFailureAt, forgetBefore));
  }
}

/**
 * After a right password: the pair's (or device's) counter starts again, and the address gets
 * its attempt back. The address's window is not reset, or an attacker could clear it by logging
 * in to an account of their own now and then.
 */
export async function settleLoginSuccess(orm: Orm, subject: ThrottleSubject): Promise<void> {
  const keys = keysOf(subject);
  await orm.delete(loginThrottles).where(eq(loginThrottles.key, keys.progressive));
  if (keys.window) await giveBackWindow(orm, keys.window);
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Seconds until the key's running delay ends (at least 1), or 0 when the attempt was counted. */
async function blockedFor(orm: Orm, key: string, counted: boolean, now: Date): Promise<number> {
  if (counted) return 0;
  const [row] = await orm.select({ until: loginThrottles.blockedUntil }).from(loginThrottles).where(eq(loginThrottles.key, key));
  const ms = (row?.until?.getTime() ?? now.getTime()) - now.getTime();
  return Math.max(1, Math.ceil(ms / 1000));
}

/** +1 on a pair or device, with the delay that many failures earn; nothing while a delay runs. */
async function claimProgressive(orm: Orm, key: string, now: Date): Promise<number> {
  const { freeFailures, baseDelaySeconds, maxDelaySeconds, forgetAfterSeconds } = LOGIN_THROTTLE;
  const forgotten = sql`${loginThrottles.lastFailureAt} < ${ts(new Date(now.getTime() - forgetAfterSeconds * 1000))}`;
  const failures = sql`(case when ${forgotten} then 1 else ${loginThrottles.failures} + 1 end)`;
  const rows = await orm
    .insert(loginThrottles)
    .values({
      key,
      failures: 1,
      windowStart: now,
      lastFailureAt: now,
      blockedUntil: delayAfter(1) ? new Date(now.getTime() + delayAfter(1) * 1000) : null,
    })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures,
        windowStart: sql`case when ${forgotten} then ${ts(now)} else ${loginThrottles.windowStart} end`,
        lastFailureAt: now,
        // delayAfter() in SQL: none for the free failures, then doubling from the base, capped.
        blockedUntil: sql`case when ${failures} < ${freeFailures}::int then null
          else ${ts(now)} + least(${maxDelaySeconds}::int, ${baseDelaySeconds}::int * power(2, least(${failures} - ${freeFailures}::int, 30))::bigint) * interval '1 second' end`,
      },
      setWhere: sql`${loginThrottles.blockedUntil} is null or ${loginThrottles.blockedUntil} <= ${ts(now)}`,
    })
    .returning({ failures: loginThrottles.failures });
  return blockedFor(orm, key, rows.length > 0, now);
}

/** +1 in the address's window, blocked to the window's end at the limit; nothing while blocked. */
async function claimWindow(orm: Orm, key: string, now: Date): Promise<number> {
  const { windowSeconds } = LOGIN_THROTTLE.perAddress;
  const limit = perAddressLimit();
  const expired = sql`${loginThrottles.windowStart} <= ${ts(new Date(now.getTime() - windowSeconds * 1000))}`;
  const failures = sql`(case when ${expired} then 1 else ${loginThrottles.failures} + 1 end)`;
  const windowStart = sql`(case when ${expired} then ${ts(now)} else ${loginThrottles.windowStart} end)`;
  const rows = await orm
    .insert(loginThrottles)
    .values({
      key,
      failures: 1,
      windowStart: now,
      lastFailureAt: now,
      blockedUntil: limit <= 1 ? new Date(now.getTime() + windowSeconds * 1000) : null,
    })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures,
        windowStart,
        lastFailureAt: now,
        blockedUntil: sql`case when ${failures} >= ${limit}::int then ${windowStart} + ${windowSeconds}::int * interval '1 second' else null end`,
      },
      setWhere: sql`${loginThrottles.blockedUntil} is null or ${loginThrottles.blockedUntil} <= ${ts(now)}`,
    })
    .returning({ failures: loginThrottles.failures });
  return blockedFor(orm, key, rows.length > 0, now);
}

/** Takes back an attempt counted in the address's window (a success, or one refused by its pair). */
async function giveBackWindow(orm: Orm, key: string): Promise<void> {
  const limit = perAddressLimit();
  await orm
    .update(loginThrottles)
    .set({
      failures: sql`greatest(${loginThrottles.failures} - 1, 0)`,
      blockedUntil: sql`case when ${loginThrottles.failures} - 1 >= ${limit}::int then ${loginThrottles.blockedUntil} else null end`,
    })
    .where(eq(loginThrottles.key, key));
}

/** The device id a cookie token stands for, if it belongs to this account and has not expired. */
export async function knownDevice(orm: Orm, userId: number, token: string | null | undefined, now: Date): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const [row] = await orm
    .select({ id: loginDevices.id })
    .from(loginDevices)
    .where(and(eq(loginDevices.tokenHash, hashToken(token)), eq(loginDevices.userId, userId), gt(loginDevices.expiresAt, now)))
    .limit(1);
  return row?.id ?? null;
}

export interface DeviceGrant {
  token: string;
  expiresAt: Date;
}

/**
 * Remembers the browser after a successful login: the known device lives another year under the
 * same token; an unknown one gets a new random token, stored only as its hash.
 */
export async function rememberDevice(
  orm: Orm,
  userId: number,
  known: { id: number; token: string } | null,
  now: Date,
): Promise<DeviceGrant> {
  const expiresAt = new Date(now.getTime() + LOGIN_THROTTLE.deviceLifetimeSeconds * 1000);
  if (known) {
    await orm.update(loginDevices).set({ lastUsedAt: now, expiresAt }).where(eq(loginDevices.id, known.id));
    return { token: known.token, expiresAt };
  }
  const token = newToken();
  await orm.insert(loginDevices).values({ userId, tokenHash: hashToken(token), createdAt: now, lastUsedAt: now, expiresAt });
  if (Math.random() < 0.02) await orm.delete(loginDevices).where(lt(loginDevices.expiresAt, now));
  return { token, expiresAt };
}

/** The device token the request's cookie carries; a malformed cookie is no device. */
export function deviceTokenFromRequest(req: Request): string | null {
  const raw = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([^;]*)`).exec(req.headers.get('cookie') ?? '')?.[1];
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
