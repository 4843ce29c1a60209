import 'server-only';
import { eq } from 'drizzle-orm';
import { hashToken, newToken } from '../accounts/session';
import type { Orm } from '../db/open';
import { guestbookSessions } from '../db/schema/guestbook';

/** The httpOnly cookie that carries a guestbook session's token (never an account's session). */
export const GUESTBOOK_COOKIE = 'alma_guestbook';

/** A guestbook session lasts this long from its last use (sliding), never past its `not_after`. */
export const GUESTBOOK_SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_used_at (and with it expires_at) is refreshed at most this often, to spare writes. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** When a session used at `now` ends: GUESTBOOK_SESSION_IDLE_MS later, or at `notAfter` if sooner. */
export function slidingExpiry(now: Date, notAfter: Date | null | undefined, idleMs = GUESTBOOK_SESSION_IDLE_MS): Date {
  const idle = now.getTime() + idleMs;
  return new Date(notAfter ? Math.min(idle, notAfter.getTime()) : idle);
}

/**
 * Opens a guestbook session scoped to one reservation (DESIGN §10). The token is returned once and
 * stored only as its SHA-256, like an account session's. It lasts `ttlMs` (default 7 days) from its
 * last use and never past `notAfter` (14 days after check-out: guestbookNotAfter).
 */
export async function createGuestbookSession(
  orm: Orm,
  reservationId: number,
  opts: { now?: Date; ttlMs?: number; notAfter?: Date | null } = {},
): Promise<{ token: string; sessionId: number; expiresAt: Date; notAfter: Date | null }> {
  const now = opts.now ?? new Date();
  const token = newToken();
  const notAfter = opts.notAfter ?? null;
  const expiresAt = slidingExpiry(now, notAfter, opts.ttlMs);
  const [row] = await orm
    .insert(guestbookSessions)
    .values({ reservationId, tokenHash: hashToken(token), createdAt: now, lastUsedAt: now, expiresAt, notAfter })
    .returning({ id: guestbookSessions.id });
  if (!row) throw new Error('guestbook session insert returned nothing');
  return { token, sessionId: row.id, expiresAt, notAfter };
}

/**
 * The reservation a token opens; null for an unknown, expired or revoked token, or one past its
 * `not_after` (the caller is then a visitor). A use slides the session: at most every five minutes,
 * last_used_at becomes now and expires_at now + 7 days, capped at not_after.
 */
export async function lookupGuestbookSession(
  orm: Orm,
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<{ sessionId: number; reservationId: number } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await orm
    .select({
      sessionId: guestbookSessions.id,
      reservationId: guestbookSessions.reservationId,
      expiresAt: guestbookSessions.expiresAt,
      revokedAt: guestbookSessions.revokedAt,
      lastUsedAt: guestbookSessions.lastUsedAt,
      notAfter: guestbookSessions.notAfter,
    })
    .from(guestbookSessions)
    .where(eq(guestbookSessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return null;
  if (row.notAfter && row.notAfter.getTime() <= now.getTime()) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    // A session opened before not_after existed keeps its absolute end.
    const expiresAt = row.notAfter ? slidingExpiry(now, row.notAfter) : row.expiresAt;
    await orm.update(guestbookSessions).set({ lastUsedAt: now, expiresAt }).where(eq(guestbookSessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, reservationId: row.reservationId };
}
