import 'server-only';
import { eq } from 'drizzle-orm';
import type { Orm } from '../db/open';
import { properties } from '../db/schema/catalog';
import { notFound } from '../core/errors';
import { changePlan } from '../ledger/change';
import type { LockedAccount } from '../ledger/ledger';
import type { StayFigures } from '../ledger/stay-entries';
import type { CancellationPolicyName } from './cancellation-policies';
import { cancellationPreview } from './cancellation-preview';

/** What a change does to the money, as the change preview shows it (decision 035). */
export interface ChangeMoney {
  /** The villa's cancellation policy. */
  policy: CancellationPolicyName;
  /** The percent of a reduction of the stay refunded today: the one cancelling today would apply. */
  refund_percent: number;
  /** Money sent back when the change is applied today (of what was paid). */
  refund_cents: number;
  /** What the policy keeps of the reduction (0 when the stay does not get cheaper). */
  policy_keeps_cents: number;
}

/**
 * The refund percent the villa's cancellation policy gives for this stay on `now`'s villa date:
 * exactly what cancelling it then would apply (a stay awaiting payment is withdrawn in full), from
 * the stay as it stands (its current check-in), on the day the change is applied.
 */
export async function changeRefundPercent(
  orm: Orm,
  held: LockedAccount,
  now: Date,
): Promise<{ policy: CancellationPolicyName; percent: number }> {
  const [villa] = await orm
    .select({ policy: properties.cancellationPolicy })
    .from(properties)
    .where(eq(properties.id, held.reservation.propertyId));
  if (!villa) throw notFound();
  const r = held.reservation;
  const preview = cancellationPreview(
    { status: r.status, checkIn: r.checkIn, checkOut: r.checkOut, totalCents: 0, timeZone: r.timeZone, entries: held.entries },
    villa.policy,
    now,
  );
  return { policy: villa.policy, percent: preview.refund_percent };
}

/** The money of a change applied on `now` to the new quote: the same plan repriceStay writes. */
export async function changeMoney(orm: Orm, held: LockedAccount, quote: StayFigures, now: Date): Promise<ChangeMoney> {
  const { policy, percent } = await changeRefundPercent(orm, held, now);
  const plan = changePlan(held.entries, quote, percent, 'change');
  return { policy, refund_percent: percent, refund_cents: plan.refundCents, policy_keeps_cents: plan.keptCents };
}
