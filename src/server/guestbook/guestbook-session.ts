import 'server-only';
import { eq } from 'drizzle-orm';
import { hashToken, newToken } from '../accounts/session';
import type { Orm } from '../db/open';
import { guestbookSessions } from '../db/schema/guestbook';

/** The httpOnly cookie that carries a guestbook session's token (never an account's session). */
export const GUESTBOOK_COOKIE = 'alma_guestbook';

/** How long a guestbook session lasts when the caller does not say: an absolute lifetime, not sliding. */
const DEFAULT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** last_used_at is refreshed at most this often, to spare writes. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Opens a guestbook session scoped to one reservation (DESIGN §10). The token is returned once and
 * stored only as its SHA-256, like an account session's.
 */
export async function createGuestbookSession(
  orm: Orm,
  reservationId: number,
  opts: { now?: Date; ttlMs?: number } = {},
): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const now = opts.now ?? new Date();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + (opts.ttlMs ?? DEFAULT_TTL_MS));
  const [row] = await orm
    .insert(guestbookSessions)
    .values({ reservationId, tokenHash: hashToken(token), createdAt: now, lastUsedAt: now, expiresAt })
    .returning({ id: guestbookSessions.id });
  if (!row) throw new Error('guestbook session insert returned nothing');
  return { token, sessionId: row.id, expiresAt };
}

/** The reservation a token opens; null for an unknown, expired or revoked token (the caller is then a visitor). */
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
    })
    .from(guestbookSessions)
    .where(eq(guestbookSessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await orm.update(guestbookSessions).set({ lastUsedAt: now }).where(eq(guestbookSessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, reservationId: row.reservationId };
}
