// No 'server-only' marker: the queue's worker and scripts/jobs/* deliver mail outside Next.
import { and, eq, lte, or, type SQL, sql } from 'drizzle-orm';
import { config } from '../core/config.mjs';
import { metrics } from '../core/metrics.mjs';
import type { Orm } from '../db/open';
import { outbox } from '../db/schema/platform';
import { inTransaction } from '../db/transaction';

/**
 * Delivery of one outbox row (decision 041). The row is the mail: a worker leases it (`sending`,
 * until `lease_until` = now + config().mailExpireInSeconds, the job's expireIn), hands it to SMTP
 * with the row's Message-ID, then records `sent`; on an SMTP error it records the error and, while
 * the retry schedule (config().mailRetrySeconds) lasts, puts it back to `queued` with its next
 * attempt time and re-enqueues it with that explicit startAfter, in one transaction; after the last
 * retry it is `failed`.
 *
 * A worker that dies between the SMTP server's acceptance and recording `sent` leaves the row
 * `sending`: once its lease is over the next job takes it again and sends it once more, with the
 * same Message-ID (the at-least-once window). Every lease counts an attempt, and the attempt number
 * is the lease's token: a late answer from a worker presumed dead changes nothing.
 */

/** The part of nodemailer's transport used here. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html: string; messageId: string }): Promise<unknown>;
}

/** Puts a `send-mail` job for `outboxId` on the queue, to start at `startAfter`, inside `tx` when given. */
export type Requeue = (outboxId: number, startAfter: Date, tx?: Orm) => Promise<void>;

export type DeliveryOutcome =
  /** Accepted by the SMTP server and recorded. */
  | { outcome: 'sent'; attempt: number }
  /** The attempt failed; the next one is queued for `nextAttemptAt`. */
  | { outcome: 'retry'; attempt: number; nextAttemptAt: Date; error: string }
  /** The attempt failed and was the last of the schedule. */
  | { outcome: 'failed'; attempt: number; error: string }
  /** Another worker holds it until `leaseUntil`: requeued for then. */
  | { outcome: 'leased'; leaseUntil: Date }
  /** Nothing to do now: sent, failed, not due yet, unknown, no SMTP server, or a lease lost meanwhile. */
  | { outcome: 'skipped'; reason: 'not-due' | 'done' | 'missing' | 'no-smtp' | 'lost-lease' };

/**
 * The delay before the retry that follows attempt `attempt` (1-based), or null when that attempt
 * was the last: with the default 60,300,1800,7200,43200 a mail is tried 6 times over about 14.6 h.
 */
export function retryDelaySeconds(attempt: number, schedule: readonly number[] = config().mailRetrySeconds): number | null {
  if (!Number.isInteger(attempt) || attempt < 1) return null;
  return schedule[attempt - 1] ?? null;
}

const errorText = (err: unknown) => String(err instanceof Error ? err.message : err).slice(0, 500);

/**
 * One attempt at the outbox row `id` through `transport` (null: no SMTP server, the row stays
 * queued). Safe to call from any number of workers and servers at once: the lease decides.
 */
export async function deliverOutboxMail(
  orm: Orm,
  id: number,
  opts: { transport: MailTransport | null; requeue: Requeue; from?: string },
): Promise<DeliveryOutcome> {
  if (!opts.transport) return { outcome: 'skipped', reason: 'no-smtp' };
  const leaseSeconds = config().mailExpireInSeconds;
  const lease = (when: SQL) =>
    orm
      .update(outbox)
      .set({
        status: 'sending',
        attempts: sql`${outbox.attempts} + 1`,
        leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(and(eq(outbox.id, id), when))
      .returning();
  // First a lease that ran out (its worker died, perhaps after the SMTP server accepted: resend once
  // with the same Message-ID), then a queued mail that is due.
  let [row] = await lease(and(eq(outbox.status, 'sending'), lte(outbox.leaseUntil, sql`now()`)) as SQL);
  if (row) console.warn(`[mail] #${id}: its worker stopped mid-send; attempt ${row.attempts} sends it again with ${row.messageId}`);
  else [row] = await lease(and(eq(outbox.status, 'queued'), lte(outbox.nextAttemptAt, sql`now()`)) as SQL);
  if (!row) {
    const [now] = await orm.select({ status: outbox.status, leaseUntil: outbox.leaseUntil }).from(outbox).where(eq(outbox.id, id)).limit(1);
    if (!now) return { outcome: 'skipped', reason: 'missing' };
    if (now.status === 'sending' && now.leaseUntil) {
      // A worker holds it (or held it and died): try again once its lease is over (a second's margin:
      // the database keeps microseconds, a Date milliseconds).
      await opts.requeue(id, new Date(now.leaseUntil.getTime() + 1000));
      return { outcome: 'leased', leaseUntil: now.leaseUntil };
    }
    return { outcome: 'skipped', reason: now.status === 'queued' ? 'not-due' : 'done' };
  }
  const attempt = row.attempts;
  const mine = and(eq(outbox.id, id), eq(outbox.status, 'sending'), eq(outbox.attempts, attempt));
  try {
    await opts.transport.sendMail({
      from: opts.from ?? config().mailFrom,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      messageId: row.messageId ?? fallbackMessageId(id),
    });
  } catch (err) {
    const error = errorText(err);
    const delay = retryDelaySeconds(attempt);
    const result = await inTransaction(orm, async (tx) => {
      const [back] = await tx
        .update(outbox)
        .set(
          delay === null
            ? { status: 'failed', error, leaseUntil: null }
            : {
                status: 'queued',
                error,
                leaseUntil: null,
                nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
              },
        )
        .where(mine)
        .returning({ nextAttemptAt: outbox.nextAttemptAt });
      if (!back) return null;
      if (delay !== null) await opts.requeue(id, back.nextAttemptAt, tx);
      return back;
    });
    if (!result) return { outcome: 'skipped', reason: 'lost-lease' };
    if (delay === null) {
      console.error(`[mail] #${id} failed after ${attempt} attempts: ${error}`);
      metrics().mail.inc({ outcome: 'failed' });
      return { outcome: 'failed', attempt, error };
    }
    console.warn(`[mail] #${id} attempt ${attempt} failed (${error}); next at ${result.nextAttemptAt.toISOString()}`);
    metrics().mail.inc({ outcome: 'retry' });
    return { outcome: 'retry', attempt, nextAttemptAt: result.nextAttemptAt, error };
  }
  const [done] = await orm
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, leaseUntil: null })
    .where(mine)
    .returning({ id: outbox.id });
  // Lost: this worker was presumed dead and another took the mail (which then went out twice).
  if (!done) return { outcome: 'skipped', reason: 'lost-lease' };
  metrics().mail.inc({ outcome: 'sent' });
  return { outcome: 'sent', attempt };
}

/** The Message-ID of a row written before Message-IDs were stored. */
export function fallbackMessageId(id: number): string {
  return `<outbox-${id}@${messageIdHost()}>`;
}

/** The site's host name, the right-hand side of every Message-ID. */
export function messageIdHost(): string {
  try {
    return new URL(config().siteUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/**
 * The rows a sweep should (re-)enqueue: queued and due for `graceSeconds` at least (the normal
 * path's job had its chance), or `sending` past their lease (a worker died and its job is gone).
 */
export async function dueOutboxIds(orm: Orm, graceSeconds = 30, limit = 500): Promise<number[]> {
  const rows = await orm
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      or(
        and(eq(outbox.status, 'queued'), lte(outbox.nextAttemptAt, sql`now() - make_interval(secs => ${graceSeconds})`)),
        and(eq(outbox.status, 'sending'), lte(outbox.leaseUntil, sql`now() - make_interval(secs => ${graceSeconds})`)),
      ),
    )
    .orderBy(outbox.nextAttemptAt)
    .limit(limit);
  return rows.map((r) => r.id);
}
