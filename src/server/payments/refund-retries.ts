import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../access/context';
import { rows } from '../db/raw';
import type { ProviderRefund } from '../ledger/refunds';
import { type JobRun, runJobOnce } from '../core/jobs';
import { type ProviderLookup, runProviderRefunds } from './refund-runner';
import { providerByName } from './registry';

// No 'server-only' marker: the queue's workers (src/server/queue) and scripts/jobs/* run jobs outside a request.

/** A refund decided this long ago that was never sent (its server stopped right after the commit) is sent by the job. */
export const UNSENT_REFUND_AFTER_MS = 60_000;

/**
 * The card refunds due for another call to their provider at `now`: those whose last call failed
 * and whose retry time has come (REFUND_RETRY_DELAYS_MS), and those never sent at all. Each is sent
 * with its same idempotency key (no refund is ever made twice) and its answer recorded; one that
 * fails its last call becomes `failed`. Returns how many were tried. A plain function a scheduler
 * calls (the queue every minute, src/server/queue/registry.ts, or `npm run jobs:refund-retries`).
 */
export async function retryFailedRefunds(
  ctx: ServiceContext,
  now: Date,
  opts: { providers?: ProviderLookup } = {},
): Promise<{ tried: number }> {
  const due = await rows<{ id: number; provider: string; provider_ref: string; amount_cents: number }>(
    ctx.orm,
    sql`select f.id, f.provider, p.provider_ref, f.amount_cents from refunds f join payments p on p.id = f.payment_id
      where f.method = 'card' and f.status = 'pending' and f.provider_ref is null and p.provider_ref is not null
        and (f.next_attempt_at <= ${now.toISOString()}
          or (f.attempts = 0 and f.created_at <= ${new Date(now.getTime() - UNSENT_REFUND_AFTER_MS).toISOString()}))
      order by f.id`,
  );
  const list: ProviderRefund[] = due.map((r) => ({
    refundId: r.id,
    provider: r.provider,
    paymentProviderRef: r.provider_ref,
    amountCents: r.amount_cents,
  }));
  await runProviderRefunds(ctx.orm, list, now, opts.providers ?? providerByName);
  return { tried: list.length };
}

/** The job, once across servers (runJobOnce). */
export function runRefundRetriesJob(ctx: ServiceContext): Promise<JobRun<{ tried: number }>> {
  return runJobOnce(ctx.orm, 'refund-retries', () => retryFailedRefunds(ctx, ctx.now));
}
