// No 'server-only' marker: the queue's workers run in the Node entry and in scripts/jobs/*.
import { config } from '../core/config.mjs';
import type { Orm } from '../db/open';
import { defineJob, enqueue } from '../queue/queue';
import { deliverOutboxMail, dueOutboxIds } from './delivery';
import { mailTransport, smtpConfigured } from './transport';

/** The queue's job that delivers one outbox row (decision 041). */
export const SEND_MAIL = 'send-mail';
/** The schedule that enqueues outbox rows whose job was lost (a crash between commit and enqueue). */
export const MAIL_SWEEP = 'mail-sweep';

type SendMailData = { outboxId: number };

/**
 * Enqueues the delivery of the outbox row `outboxId`: inside the caller's transaction with `tx`,
 * from `startAfter` (a retry's explicit time: pg-boss's own backoff is exponential with jitter).
 * One job per row at a time (its singleton key); the row's lease makes a second one harmless.
 * pg-boss retries the job only when its worker died or overran expireIn (then the row's lease is
 * over too, and the mail is sent again once with its Message-ID); SMTP errors are the outbox's own
 * retries, each a new job.
 */
export function enqueueSendMail(outboxId: number, opts: { tx?: Orm; startAfter?: Date } = {}) {
  return enqueue(SEND_MAIL, { outboxId } satisfies SendMailData, {
    singletonKey: `outbox:${outboxId}`,
    expireInSeconds: config().mailExpireInSeconds,
    retryLimit: 2,
    ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
    ...(opts.tx ? { tx: opts.tx } : {}),
  });
}

const requeue = (outboxId: number, startAfter: Date, tx?: Orm) =>
  enqueueSendMail(outboxId, { startAfter, ...(tx ? { tx } : {}) }).then(() => undefined);

export const sendMailJob = defineJob<SendMailData>({
  name: SEND_MAIL,
  // stately: per outbox row (its singleton key) at most one job waiting, one to retry, one running.
  policy: 'stately',
  retryLimit: 2,
  // Read when the queue is created (MAIL_EXPIRE_IN_SECONDS), not when this module loads.
  get expireInSeconds() {
    return config().mailExpireInSeconds;
  },
  // A mail should leave within a second or so of its request.
  pollingIntervalSeconds: 1,
  teamSize: 2,
  async work(data, { orm }) {
    const outboxId = Number(data?.outboxId);
    if (!Number.isInteger(outboxId) || outboxId < 1) return { outcome: 'skipped', reason: 'missing' };
    return deliverOutboxMail(orm, outboxId, { transport: await mailTransport(), requeue });
  },
});

export const mailSweepJob = defineJob({
  name: MAIL_SWEEP,
  schedule: { cron: '* * * * *' },
  async work(_data, { orm }) {
    if (!smtpConfigured()) return { skipped: true };
    const ids = await dueOutboxIds(orm);
    for (const id of ids) await enqueueSendMail(id);
    if (ids.length) console.info(`[mail] sweep: ${ids.length} mail(s) enqueued again`);
    return { enqueued: ids.length };
  },
});
