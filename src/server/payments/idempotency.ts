import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { idempotencyKeySchema } from '../booking/booking.schema';
import type { Orm } from '../db/open';
import { idempotencyKeys } from '../db/schema/booking';
import { AppError } from '../core/errors';
import { moneyError } from '../ledger/ledger';

/**
 * One store of Idempotency-Keys for every call that makes a payment (the guest's card or bank
 * transfer start, the demonstration card's confirmation, a concierge's recorded transfer), shared
 * with the booking's keys (idempotency_keys, one row per user and key). The key is recorded
 * before any work, with a fingerprint of what the call asks for (its kind, trip and body): the same
 * key with the same call answers the first answer again; with anything else (another body, another
 * kind of payment, a booking) it is a 409 `idempotency_conflict`, and while the first call still
 * runs a 409 `idempotency_in_progress`.
 */

/** The request's `Idempotency-Key` header, if any; a malformed one is a 400 naming the header. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const checked = idempotencyKeySchema.safeParse(req.headers.get('idempotency-key') ?? undefined);
  if (!checked.success) {
    throw new AppError(400, 'validation_failed', { fields: { 'Idempotency-Key': { key: 'errors.fields.invalid_value' } } });
  }
  return checked.data;
}

/** A claim left without an answer this long belongs to a call that died (a crashed server): it may be taken over. */
export const ABANDONED_CLAIM_MS = 2 * 60 * 1000;

/** The fingerprint of one call: its kind and the parts of its body that decide what it does. */
export function callFingerprint(kind: string, parts: readonly unknown[]): string {
  return createHash('sha256')
    .update(JSON.stringify([kind, ...parts]))
    .digest('hex');
}

export interface KeyClaim {
  userId: number;
  key: string;
  fingerprint: string;
  now: Date;
}

const keyOf = (c: Pick<KeyClaim, 'userId' | 'key'>) => and(eq(idempotencyKeys.userId, c.userId), eq(idempotencyKeys.key, c.key));

/**
 * Records the key before the call does anything: `null` when this call now holds it, else the
 * first call's answer (the same call again). 409 `idempotency_conflict` when the key was used for
 * another call, `idempotency_in_progress` while that call has not answered yet. Inside a
 * transaction, a concurrent call with the same key waits on the key's unique index until this one
 * ends (PostgreSQL), then replays its answer.
 */
export async function claimKey<T>(orm: Orm, claim: KeyClaim): Promise<{ replay: T } | null> {
  // A claim a dead call left unanswered (a crashed server) is freed first: only an old one without an answer.
  const abandoned = new Date(claim.now.getTime() - ABANDONED_CLAIM_MS);
  await orm
    .delete(idempotencyKeys)
    .where(and(keyOf(claim), isNull(idempotencyKeys.responseBody), lt(idempotencyKeys.createdAt, abandoned)));
  const claimed = await orm
    .insert(idempotencyKeys)
    .values({ userId: claim.userId, key: claim.key, fingerprint: claim.fingerprint, createdAt: claim.now })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (claimed.length > 0) return null;
  const [stored] = await orm.select().from(idempotencyKeys).where(keyOf(claim));
  if (stored && stored.fingerprint !== claim.fingerprint) throw moneyError(409, 'idempotency_conflict');
  if (!stored || stored.responseBody === null) throw moneyError(409, 'idempotency_in_progress');
  return { replay: stored.responseBody as T };
}

/** The call's answer, kept for the same call made again with its key. */
export async function keepAnswer(orm: Orm, claim: KeyClaim, answer: object): Promise<void> {
  await orm.update(idempotencyKeys).set({ responseStatus: 200, responseBody: answer }).where(keyOf(claim));
}

/** A call that failed gives its key back (only while unanswered), so that the client may retry it. */
export async function releaseKey(orm: Orm, claim: KeyClaim): Promise<void> {
  await orm.delete(idempotencyKeys).where(and(keyOf(claim), isNull(idempotencyKeys.responseBody)));
}

/**
 * Runs `work` once per (user, key) outside a transaction (it may call a card provider); with no key
 * it simply runs. A call that fails gives its key back: use it only where a retry cannot double
 * what a failed call left behind (a card payment's open intent is reused or superseded).
 */
export async function oncePerKey<T extends object>(
  orm: Orm,
  claim: Omit<KeyClaim, 'key'> & { key: string | undefined },
  work: () => Promise<T>,
): Promise<{ value: T; replayed: boolean }> {
  const { key } = claim;
  if (!key) return { value: await work(), replayed: false };
  const held = { ...claim, key };
  const stored = await claimKey<T>(orm, held);
  if (stored) return { value: stored.replay, replayed: true };
  let value: T;
  try {
    value = await work();
  } catch (err) {
    await releaseKey(orm, held);
    throw err;
  }
  await keepAnswer(orm, held, value);
  return { value, replayed: false };
}
