import 'server-only';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Orm } from '../db/open';
import { loginDevices, loginThrottles } from '../db/schema/accounts';
import { tooManyRequests } from '../http/errors';
import { hashToken, newToken } from './session';

/**
 * Login throttling without lockout (issue 12 finding 2, decision 013), after OWASP's
 * Authentication and Credential Stuffing cheat sheets:
 * - an unknown browser counts failures per (client address, account) – progressive delays – and
 *   per client address across accounts – a window limit;
 * - a browser that holds a device cookie of the account counts only on its own device counter.
 * Nothing counts per account alone, so failures from elsewhere never keep the owner out.
 * A delay answers 429 with Retry-After before the password is checked; it is never a lockout.
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
  const factor = Number(process.env.RATE_LIMIT_MULTIPLIER ?? '1');
  const { limit } = LOGIN_THROTTLE.perAddress;
  return Number.isFinite(factor) && factor >= 1 ? Math.floor(limit * factor) : limit;
}

/** The counters one login attempt answers to. */
export type ThrottleSubject = { kind: 'device'; deviceId: number } | { kind: 'unknown'; ip: string; email: string };

function keysOf(subject: ThrottleSubject): { progressive: string; window?: string } {
  if (subject.kind === 'device') return { progressive: `device:${subject.deviceId}` };
  return { progressive: `pair:${subject.ip}|${subject.email.trim().toLowerCase()}`, window: `address:${subject.ip}` };
}

/** 429 with Retry-After while any counter of the subject has a delay running. */
export async function assertNotThrottled(orm: Orm, subject: ThrottleSubject, now: Date): Promise<void> {
  const keys = Object.values(keysOf(subject)).filter((k): k is string => Boolean(k));
  const rows = await orm
    .select({ blockedUntil: loginThrottles.blockedUntil })
    .from(loginThrottles)
    .where(and(inArray(loginThrottles.key, keys), gt(loginThrottles.blockedUntil, now)));
  const until = Math.max(0, ...rows.map((r) => r.blockedUntil?.getTime() ?? 0));
  if (until > now.getTime()) throw tooManyRequests((until - now.getTime()) / 1000);
}

/** Counts a failed login against each counter of the subject and starts its delay. */
export async function recordLoginFailure(orm: Orm, subject: ThrottleSubject, now: Date): Promise<void> {
  const keys = keysOf(subject);
  const forgetBefore = new Date(now.getTime() - LOGIN_THROTTLE.forgetAfterSeconds * 1000);
  const failures = await bump(
    orm,
    keys.progressive,
    now,
    sql`${loginThrottles.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz`,
  );
  const delay = delayAfter(failures);
  if (delay > 0)
    await orm
      .update(loginThrottles)
      .set({ blockedUntil: new Date(now.getTime() + delay * 1000) })
      .where(eq(loginThrottles.key, keys.progressive));
  if (keys.window) {
    const { windowSeconds } = LOGIN_THROTTLE.perAddress;
    const windowOpenedBefore = new Date(now.getTime() - windowSeconds * 1000);
    const count = await bump(orm, keys.window, now, sql`${loginThrottles.windowStart} <= ${windowOpenedBefore.toISOString()}::timestamptz`);
    if (count >= perAddressLimit())
      await orm
        .update(loginThrottles)
        .set({ blockedUntil: sql`${loginThrottles.windowStart} + ${windowSeconds}::int * interval '1 second'` })
        .where(eq(loginThrottles.key, keys.window));
  }
  if (Math.random() < 0.02) await orm.delete(loginThrottles).where(lt(loginThrottles.lastFailureAt, forgetBefore));
}

/** One atomic upsert: +1, or a fresh count of 1 when `expired` holds for the stored row. */
async function bump(orm: Orm, key: string, now: Date, expired: ReturnType<typeof sql>): Promise<number> {
  const [row] = await orm
    .insert(loginThrottles)
    .values({ key, failures: 1, windowStart: now, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottles.failures} + 1 end`,
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${loginThrottles.windowStart} end`,
        blockedUntil: sql`case when ${expired} then null else ${loginThrottles.blockedUntil} end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginThrottles.failures });
  return row?.failures ?? 1;
}

/**
 * After a right password: the pair's (or device's) counter starts again. The address's window is
 * left alone, or an attacker could clear it by logging in to an account of their own now and then.
 */
export async function recordLoginSuccess(orm: Orm, subject: ThrottleSubject): Promise<void> {
  await orm.delete(loginThrottles).where(eq(loginThrottles.key, keysOf(subject).progressive));
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
