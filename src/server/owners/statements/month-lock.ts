import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/open';
import { rows } from '../../db/raw';
import { AppError } from '../../core/errors';
import { monthOf } from './statement-math';
import { inTransaction } from '../../db/transaction';

// No 'server-only' marker: the issuing job runs outside Next.

/** The first key of the per-owner statement locks (pg_advisory_xact_lock(OWNER_MONTH_LOCK, owner id)). */
const OWNER_MONTH_LOCK = 0x4f5354; // "OST"

/**
 * Runs `fn` in a transaction holding the owner's statement lock: issuing a month and writing an
 * expense or payout into it take turns, so nothing lands in a month while it is being locked.
 */
export async function withOwnerLock<T>(orm: Orm, ownerId: number, fn: (tx: Orm) => Promise<T>): Promise<T> {
  return inTransaction(orm, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${OWNER_MONTH_LOCK}, ${ownerId})`);
    return fn(tx);
  });
}

/** The owner's last issued month: it and every month before it are locked (null: none yet). */
export async function lastIssuedMonth(orm: Orm, ownerId: number): Promise<string | null> {
  const [row] = await rows<{ month: string | null }>(
    orm,
    sql`select max(month) as month from owner_statements where owner_id = ${ownerId}`,
  );
  return row?.month ?? null;
}

/** 409 `month_locked` when the date falls in a month already issued for the owner. */
export async function assertMonthOpen(orm: Orm, ownerId: number, isoDate: string): Promise<void> {
  const locked = await lastIssuedMonth(orm, ownerId);
  const month = monthOf(isoDate);
  if (locked && month <= locked)
    throw new AppError(409, 'month_locked', { message: { key: 'ownerEarnings.errors.month_locked', values: { month } } });
}
