import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { requireAdministrator } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { recordAudit } from '../admin/audit';
import { outbox } from '../db/schema/platform';
import { AppError, notFound } from '../core/errors';
import { enqueueDelivery } from './mailer';
import { apiOutboxDelivery } from './outbox.schema';
import { smtpConfigured } from './transport';
import { inTransaction } from '../db/transaction';

/**
 * "Retry now" (decision 041): a failed or queued mail is queued again for at once, and its
 * `send-mail` job enqueued in the same transaction, with an audit line `mail.retry`. It gets one
 * more attempt: a failed mail that fails again is failed again (with the new error); a queued one
 * keeps its remaining retries. A sent mail (409 `mail_already_sent`) or one being sent
 * (409 `mail_sending`) is not sent again from here.
 */
export async function retryOutboxMail(ctx: ServiceContext, id: number) {
  requireAdministrator(ctx.actor);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound();
  return inTransaction(ctx.orm, async (tx) => {
    const [before] = await tx.select().from(outbox).where(eq(outbox.id, id)).for('update');
    if (!before) throw notFound();
    if (before.status === 'sent') throw new AppError(409, 'mail_already_sent');
    if (before.status === 'sending') throw new AppError(409, 'mail_sending');
    const [after] = await tx.update(outbox).set({ status: 'queued', nextAttemptAt: sql`now()` }).where(eq(outbox.id, id)).returning();
    await recordAudit(tx, ctx, {
      action: 'mail.retry',
      objectType: 'mail',
      objectId: id,
      before: { status: before.status, attempts: before.attempts, error: before.error, to: before.toAddress, template: before.template },
      after: { status: 'queued' },
    });
    if (smtpConfigured()) await enqueueDelivery(tx, id);
    return apiOutboxDelivery(after as NonNullable<typeof after>);
  });
}
