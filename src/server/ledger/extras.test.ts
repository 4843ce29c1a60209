import { describe, expect, it } from 'vitest';
import { accountOf } from './account';
import { voidRefusal } from './extras';
import type { LedgerEntry, LockedAccount } from './ledger';

let n = 0;
const entry = (over: Partial<LedgerEntry>): LedgerEntry => {
  n += 1;
  return {
    id: n,
    reservationId: 1,
    kind: 'extra',
    amountCents: 1_000,
    currency: 'USD',
    labelEn: 'Wine',
    labelEs: 'Vino',
    reference: `desk-charge:${n}`,
    reason: '',
    paymentId: null,
    refundId: null,
    actorKind: 'staff',
    actorUserId: 9,
    createdAt: new Date(0),
    ...over,
  };
};
const locked = (entries: LedgerEntry[]) => ({ reservation: {}, entries, account: accountOf(entries) }) as unknown as LockedAccount;

describe('voidRefusal', () => {
  it('voids a staff extra or adjustment once, nothing else', () => {
    const extra = entry({});
    const credit = entry({ kind: 'adjustment', amountCents: -500, reference: 'goodwill' });
    const nights = entry({ kind: 'nights', amountCents: 50_000, reference: 'booking', actorKind: 'system' });
    const guests = entry({ actorKind: 'guest', reference: 'grocery-order:1', kind: 'grocery' });
    const plan = entry({ reference: 'itinerary:4' });
    const cancelled = entry({ amountCents: -500, reference: 'cancellation' });
    const account = locked([extra, credit, nights, guests, plan, cancelled]);
    expect(voidRefusal(account, plan.id)).toBe('charge_not_voidable');
    expect(voidRefusal(account, cancelled.id)).toBe('charge_not_voidable');
    expect(voidRefusal(account, extra.id)).toBeNull();
    expect(voidRefusal(account, credit.id)).toBeNull();
    expect(voidRefusal(account, nights.id)).toBe('charge_not_voidable');
    expect(voidRefusal(account, guests.id)).toBe('charge_not_voidable');
    expect(voidRefusal(account, 9_999)).toBe('not_found');
    const reversal = entry({ amountCents: -1_000, reference: `desk-void:${extra.id}` });
    const after = locked([extra, credit, nights, guests, reversal]);
    expect(voidRefusal(after, extra.id)).toBe('charge_already_voided');
    expect(voidRefusal(after, reversal.id)).toBe('charge_not_voidable');
  });
});
