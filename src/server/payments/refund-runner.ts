import type { Orm } from '../db/open';
import type { ProviderRefund } from '../ledger/refunds';
import { recordProviderRefund } from '../ledger/refunds';
import { providerByName } from './registry';

/**
 * Sends card refunds decided in a committed transaction to their provider (Stripe, or the demo
 * provider), with the refund's id as the idempotency key so a retry never refunds twice, and
 * records each answer. A provider that fails leaves the refund `failed` and logged; its ledger
 * entry stands (the money is owed to the guest) and staff see it on the trip.
 */
export async function runProviderRefunds(orm: Orm, list: readonly ProviderRefund[], now: Date): Promise<void> {
  for (const refund of list) {
    const provider = providerByName(refund.provider);
    if (!provider) {
      console.error(`[payments] no provider "${refund.provider}" for refund ${refund.refundId}`);
      continue;
    }
    try {
      const result = await provider.refund({
        providerRef: refund.paymentProviderRef,
        amountCents: refund.amountCents,
        idempotencyKey: `refund:${refund.refundId}`,
      });
      await recordProviderRefund(orm, refund.refundId, { providerRef: result.providerRef, status: result.status }, now);
    } catch (err) {
      console.error(`[payments] refund ${refund.refundId} failed`, err);
      await recordProviderRefund(orm, refund.refundId, { providerRef: null, status: 'failed' }, now);
    }
  }
}
