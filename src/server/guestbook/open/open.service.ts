import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { type ServiceContext, withContext } from '../../access/context';
import { guestbookOpenFailures } from '../../db/schema/guestbook';
import { AppError } from '../../core/errors';
import { enforceRateLimits, type RateLimit } from '../../core/rate-limit';
import { findStayByNumber, guestbookOpens } from '../guestbook-access';
import { createGuestbookSession } from '../guestbook-session';
import { comparableName } from '../person-name';
import { guestbookNotAfter } from './not-after';
import type { OpenGuestbookInput } from './open.schema';
import { config } from '../../core/config.mjs';
import { inTransaction } from '../../db/transaction';

export { guestbookNotAfter } from './not-after';

/**
 * Whether the typed last name is the lead guest's (accents, case and punctuation ignored). A name
 * with no letter or digit ("-", ".") compares as empty and never matches, not even a lead guest
 * recorded as "-": otherwise any punctuation would open such a stay (issue 28, finding 9).
 */
export function lastNameMatches(typed: string, leadGuestLastName: string): boolean {
  const given = comparableName(typed);
  return given !== '' && given === comparableName(leadGuestLastName);
}

/** The one answer to an unknown number, a wrong name or a stay that does not open: nothing tells them apart. */
export const openRefused = () => new AppError(404, 'guestbook_not_found', { message: { key: 'guestbook.errors.guestbook_not_found' } });

/**
 * The hard limit per client address on opening attempts (the hardening issue's limiter): scaled by
 * RATE_LIMIT_MULTIPLIER like the accounts API's (src/server/accounts/rate-limits.ts), for an
 * end-to-end run whose browsers all come from one address.
 */
export const OPEN_PER_IP: RateLimit = { limit: 20, windowSeconds: 15 * 60 };

function scaled(rule: RateLimit): RateLimit {
  const factor = config().rateLimitMultiplier;
  return Number.isFinite(factor) && factor >= 1 ? { ...rule, limit: Math.floor(rule.limit * factor) } : rule;
}

/** Failures of a number that cost nothing; each one after them doubles the wait. */
export const FREE_FAILURES = 3;
/** The longest wait between two attempts on one number: a delay, never a lockout. */
export const MAX_DELAY_SECONDS = 30;
/** Failures older than this are forgotten: the count starts over. */
export const FAILURE_MEMORY_MS = 60 * 60 * 1000;
/** Every answer of the opening (success or refusal) takes at least this long: their times do not tell them apart. */
export const OPEN_MIN_DURATION_MS = 300;

/** Seconds the next attempt on a number must wait after its `failures`-th failure: 0, 0, 0, 1, 2, 4, 8, 16, 30, 30… */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES));
}

/** A name no lead guest has: compared when the number is unknown, so every branch does the same work. */
const NO_NAME = '\u0000no lead guest\u0000';

/**
 * Opens a stay's guestbook with its confirmation number and the lead guest's last name: a guestbook
 * session for that one reservation, lasting 7 days from its last use and never past
 * guestbookNotAfter. An unknown number, a wrong name and a stay that does not open (guestbookOpens)
 * get the same 404 after the same work (a query, a comparison, a write) and the same minimum time.
 *
 * Guessing is slowed twice: a hard limit per address (429 `rate_limited`) and, per number, a wait
 * that grows with its recent failures (429 `guestbook_slow_down`, Retry-After). Never a lockout:
 * the right name after the wait always opens, and a success forgets the number's failures.
 */
export async function openGuestbook(
  ctx: ServiceContext,
  input: OpenGuestbookInput,
  opts: { ip?: string; minDurationMs?: number } = {},
): Promise<{ token: string; expiresAt: Date; notAfter: Date; confirmationNumber: string }> {
  const started = Date.now();
  const { orm, now } = ctx;
  await enforceRateLimits(orm, [{ key: `guestbookOpenPerIp:${opts.ip ?? 'unknown'}`, rule: scaled(OPEN_PER_IP) }], now);
  const number = input.confirmation_number.toUpperCase();
  try {
    // One attempt per number at a time: its failures row is locked from the wait check to the
    // recorded outcome, so a burst of guesses at once is slowed like guesses one after another.
    const outcome = await inTransaction(orm, async (tx) => {
      const t = withContext(ctx, { orm: tx });
      await tx
        .insert(guestbookOpenFailures)
        .values({ confirmationNumber: number, failures: 0, lastFailureAt: new Date(0) })
        .onConflictDoNothing();
      const [row] = await tx.select().from(guestbookOpenFailures).where(eq(guestbookOpenFailures.confirmationNumber, number)).for('update');
      assertWaitedEnough(t, row);
      const stay = await findStayByNumber(t.orm, number, now);
      const matches = lastNameMatches(input.last_name, stay?.leadGuestLastName ?? NO_NAME);
      if (!stay || !matches || !guestbookOpens(stay)) {
        await recordFailure(t, number);
        return null;
      }
      await tx.delete(guestbookOpenFailures).where(eq(guestbookOpenFailures.confirmationNumber, number));
      const notAfter = guestbookNotAfter(stay);
      const opened = await createGuestbookSession(t.orm, stay.reservationId, { now, notAfter });
      return { token: opened.token, expiresAt: opened.expiresAt, notAfter, confirmationNumber: stay.confirmationNumber };
    });
    // The failure is committed before the refusal is thrown.
    if (!outcome) throw openRefused();
    return outcome;
  } finally {
    const rest = (opts.minDurationMs ?? OPEN_MIN_DURATION_MS) - (Date.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
}

/** 429 `guestbook_slow_down` while the number's last failure is more recent than its delay. */
function assertWaitedEnough(ctx: ServiceContext, row: typeof guestbookOpenFailures.$inferSelect | undefined): void {
  if (!row) return;
  const since = ctx.now.getTime() - row.lastFailureAt.getTime();
  if (since >= FAILURE_MEMORY_MS) return;
  const waitMs = delayAfter(row.failures) * 1000 - since;
  if (waitMs <= 0) return;
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  throw new AppError(429, 'guestbook_slow_down', {
    message: { key: 'guestbook.errors.guestbook_slow_down', values: { seconds } },
    headers: { 'Retry-After': String(seconds) },
  });
}

/** One more failure for the number (known or not); a count older than FAILURE_MEMORY_MS starts over. */
async function recordFailure(ctx: ServiceContext, number: string): Promise<void> {
  const memory = new Date(ctx.now.getTime() - FAILURE_MEMORY_MS);
  await ctx.orm
    .insert(guestbookOpenFailures)
    .values({ confirmationNumber: number, failures: 1, lastFailureAt: ctx.now })
    .onConflictDoUpdate({
      target: guestbookOpenFailures.confirmationNumber,
      set: {
        failures: sql`case when ${guestbookOpenFailures.lastFailureAt} < ${memory.toISOString()}::timestamptz then 1 else ${guestbookOpenFailures.failures} + 1 end`,
        lastFailureAt: ctx.now,
      },
    });
}
