import type { Orm } from '../db/open';
import type { ProviderRefund } from '../ledger/refunds';
import { claimRefundAttempt, recordProviderRefund, recordRefundAttemptFailed } from '../ledger/refunds';
import type { CardProvider } from './provider';
import { providerByName } from './registry';

/** The provider that took a payment, by its stored name (tests give a double of Stripe's side here). */
export type ProviderLookup = (name: string) => CardProvider | null;

/**
 * How long after each failed call a card refund is tried again: 1 minute, 5 minutes, 30 minutes,
 * 2 hours; the call after the last of these is the last one, and a refund it fails is `failed`.
 */
export const REFUND_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000] as const;
export const REFUND_MAX_ATTEMPTS = REFUND_RETRY_DELAYS_MS.length + 1;

/** When a refund whose `attempts`-th call just failed is tried again, or null when that was the last. */
export function nextRefundAttempt(attempts: number, now: Date): Date | null {
  const delay = REFUND_RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

/**
 * Sends card refunds decided in a committed transaction to their provider (Stripe, or the demo
 * provider), with the refund's id as the idempotency key so that no retry ever refunds twice, and
 * records each answer. A call that fails (the provider unreachable or erring, or not configured
 * here) is logged and tried again later by retryFailedRefunds (./refund-retries.ts); after the last
 * try the refund is `failed` and the desk sees it. Its ledger entry stands: the money is owed.
 */
export async function runProviderRefunds(
  orm: Orm,
  list: readonly ProviderRefund[],
  now: Date,
  providers: ProviderLookup = providerByName,
): Promise<void> {
  for (const refund of list) {
    const attempts = await claimRefundAttempt(orm, refund.refundId, now);
    if (attempts === null) continue;
    const provider = providers(refund.provider);
    try {
      if (!provider) throw new Error(`no provider "${refund.provider}" is configured here`);
      const result = await provider.refund({
        providerRef: refund.paymentProviderRef,
        amountCents: refund.amountCents,
        idempotencyKey: `refund:${refund.refundId}`,
      });
      await recordProviderRefund(orm, refund.refundId, { providerRef: result.providerRef, status: result.status }, now);
    } catch (err) {
      const retryAt = nextRefundAttempt(attempts, now);
      console.error(
        `[payments] refund ${refund.refundId}: call ${attempts} of ${REFUND_MAX_ATTEMPTS} failed${retryAt ? `, next at ${retryAt.toISOString()}` : ', no retry left'}`,
        err,
      );
      const message = err instanceof Error ? err.message : String(err);
      await recordRefundAttemptFailed(orm, refund.refundId, message, retryAt, now);
    }
  }
}
