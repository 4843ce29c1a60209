import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { roleFromGroups } from '@/lib/roles';
import { sessionCookieName, sessionCookieSecure } from '@/lib/session-cookie';
import type { UserActor } from '../access/actor';
import type { Orm } from '../db/open';
import { groups, sessions, userGroups, users } from '../db/schema/accounts';

/** A session lasts 30 days from its last use (the sliding idle expiry)… */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** …and never more than 30 days from the login that opened it, however often it is used. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_used_at (and so the expiry) is refreshed at most this often, to spare writes. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export type SessionLookup = { status: 'none' } | { status: 'expired' } | { status: 'valid'; actor: UserActor };

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session and returns its token, which is shown once and stored only as a hash. */
export async function createSession(
  orm: Orm,
  userId: number,
  opts: { userAgent?: string; now?: Date } = {},
): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const now = opts.now ?? new Date();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const [row] = await orm
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      userAgent: (opts.userAgent ?? '').slice(0, 300),
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, sessionId: row.id, expiresAt };
}

/** Resolves a token: unknown tokens are `none`; revoked or past their expiry are `expired`. */
export async function lookupSession(orm: Orm, token: string | null | undefined, now = new Date()): Promise<SessionLookup> {
  if (!token || token.length > 200) return { status: 'none' };
  const [row] = await orm
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      lastUsedAt: sessions.lastUsedAt,
      createdAt: sessions.createdAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      locale: users.locale,
      disabledAt: users.disabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { status: 'none' };
  // A stolen cookie cannot be kept alive by using it: the absolute lifetime counts from login.
  const absoluteEnd = row.createdAt.getTime() + SESSION_MAX_AGE_MS;
  if (row.revokedAt || row.expiresAt.getTime() <= now.getTime() || absoluteEnd <= now.getTime()) return { status: 'expired' };
  // A disabled account's sessions are revoked when it is disabled; this is the belt beside those braces.
  if (row.disabledAt) return { status: 'expired' };

  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await orm
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(Math.min(now.getTime() + SESSION_TTL_MS, absoluteEnd)) })
      .where(eq(sessions.id, row.sessionId));
  }
  const codes = await groupCodesOf(orm, row.userId);
  return {
    status: 'valid',
    actor: {
      kind: 'user',
      userId: row.userId,
      sessionId: row.sessionId,
      email: row.email,
      name: row.name,
      locale: row.locale,
      groups: codes,
      role: roleFromGroups(codes),
    },
  };
}

export async function groupCodesOf(orm: Orm, userId: number): Promise<string[]> {
  const rows = await orm
    .select({ code: groups.code })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .where(eq(userGroups.userId, userId))
    .orderBy(groups.code);
  return rows.map((r) => r.code);
}

export async function revokeSession(orm: Orm, token: string, now = new Date()): Promise<void> {
  await orm
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Revokes every session of a user but one (a password change keeps the current one). */
export async function revokeOtherSessions(orm: Orm, userId: number, keepSessionId: number | null, now = new Date()) {
  await orm
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepSessionId === null ? sql`true` : ne(sessions.id, keepSessionId)),
    );
}

/** Reads the session token of a request: `Authorization: Bearer …` for API clients, else the cookie. */
export function tokenFromRequest(req: Request): { token: string; via: 'bearer' | 'cookie' } | null {
  const auth = req.headers.get('authorization');
  const bearer = auth && /^Bearer\s+(\S+)$/i.exec(auth)?.[1];
  if (bearer) return { token: bearer, via: 'bearer' };
  const token = sessionTokenOfCookieHeader(req.headers.get('cookie'));
  return token ? { token, via: 'cookie' } : null;
}

/**
 * The session token in a Cookie header, or null. A value that is not valid percent-encoding (a
 * forged `alma_session=%`) is no session, as an unknown token is: never an error.
 */
export function sessionTokenOfCookieHeader(header: string | null | undefined): string | null {
  const name = sessionCookieName();
  for (const pair of (header ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(eq + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The cookie's attributes: httpOnly, SameSite=Lax, Secure when the site is served over https. */
export function sessionCookieOptions(expiresAt: Date) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: sessionCookieSecure(),
    path: '/',
    expires: expiresAt,
  };
}

/** The attributes that remove the cookie (the same flags, or a `__Host-` cookie would be refused). */
export function clearedSessionCookieOptions() {
  return { httpOnly: true, sameSite: 'lax' as const, secure: sessionCookieSecure(), path: '/', maxAge: 0 };
}
