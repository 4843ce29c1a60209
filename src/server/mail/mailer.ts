// No 'server-only' marker: the expiry job (scripts/jobs/expire-requests.ts) mails guests outside Next.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { currentQueue } from '../queue/queue';
import { outbox } from '../db/schema/platform';
import { config } from '../core/config.mjs';
import { messageIdHost } from './delivery';
import { enqueueSendMail } from './mail-jobs';
import { smtpConfigured } from './transport';
import { inTransaction } from '../db/transaction';
import type { MailTemplate } from './mail-templates';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: string;
  /** The kind of mail, e.g. `password-reset`: one of MAIL_TEMPLATES, each named on the outbox page. */
  template: MailTemplate;
  /**
   * What makes this mail one of a kind, e.g. `booking-expired:<reservation id>`: the outbox keeps
   * one mail per key, so a job run twice (two servers, a retry after a crash) mails once.
   */
  idempotencyKey: string;
}

export const MAIL_FROM = () => config().mailFrom;

/** A stable RFC 5322 Message-ID for the outbox row `id`: every attempt (and a resend) carries it. */
export function newMessageId(id: number): string {
  return `<outbox-${id}.${randomBytes(6).toString('hex')}@${messageIdHost()}>`;
}

/**
 * Writes the mail to the outbox (decision 041): the row IS the mail, written with the caller's
 * `orm`, so inside the request's own transaction when it is one, once per idempotency key. A second
 * call with a key already there stores nothing and returns the first mail's id (`duplicate: true`).
 *
 * No request waits on SMTP: where mail leaves this process (SMTP_URL), a `send-mail` job is put on
 * the queue, inside the caller's transaction when it is one (it becomes visible at commit) or right
 * after the insert; should that fail, or the process die in between, the `mail-sweep` schedule
 * enqueues the row within a minute or two. Without SMTP_URL the row stays queued in the outbox
 * (the demo's and the tests' outbox page).
 */
export async function sendMail(orm: Orm, mail: Mail): Promise<{ id: number; duplicate: boolean }> {
  if (!mail.idempotencyKey) throw new Error(`sendMail: ${mail.template} has no idempotency key`);
  // The id first, so the Message-ID (which names it) is written with the row.
  const [next] = await rows<{ id: string | number }>(orm, sql`select nextval(pg_get_serial_sequence('outbox', 'id')) as id`);
  const id = Number(next?.id);
  const [row] = await orm
    .insert(outbox)
    .values({
      id,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      locale: mail.locale,
      template: mail.template,
      idempotencyKey: mail.idempotencyKey,
      messageId: newMessageId(id),
    })
    .onConflictDoNothing({ target: outbox.idempotencyKey })
    .returning({ id: outbox.id });
  if (!row) {
    const [first] = await orm.select({ id: outbox.id }).from(outbox).where(eq(outbox.idempotencyKey, mail.idempotencyKey)).limit(1);
    console.info(`[mail] ${mail.idempotencyKey} is already in the outbox (#${first?.id}): not sent again`);
    return { id: first?.id ?? 0, duplicate: true };
  }
  if (!smtpConfigured()) {
    console.info(`[mail] ${mail.template} to ${mail.to} kept in the outbox (#${row.id}): ${mail.subject}`);
    return { id: row.id, duplicate: false };
  }
  await enqueueDelivery(orm, row.id);
  return { id: row.id, duplicate: false };
}

/** A drizzle transaction, by its shape: the Next bundle may hold two copies of drizzle (no `instanceof`). */
const isTransaction = (orm: Orm) => typeof (orm as unknown as { rollback?: unknown }).rollback === 'function';

/**
 * Enqueues the row's `send-mail` job with `orm`: in a savepoint of the caller's transaction when it
 * is one (a failed enqueue must not undo the caller's write; the sweep covers it), else directly.
 * Only where this process runs the queue (the server starts it): a script never opens a queue, and
 * a second database, for a mail; `mail-sweep` sends such a row within a minute or two.
 */
export async function enqueueDelivery(orm: Orm, outboxId: number, startAfter?: Date): Promise<void> {
  if (!currentQueue()) {
    console.info(`[mail] #${outboxId}: no queue in this process; the mail sweep will send it`);
    return;
  }
  try {
    if (isTransaction(orm)) {
      await inTransaction(orm, (sp) => enqueueSendMail(outboxId, { tx: sp, ...(startAfter ? { startAfter } : {}) }));
    } else {
      await enqueueSendMail(outboxId, startAfter ? { startAfter } : {});
    }
  } catch (err) {
    console.error(`[mail] #${outboxId}: enqueuing its delivery failed (the sweep will): ${err instanceof Error ? err.message : err}`);
  }
}
