import { describe, expect, it } from 'vitest';
import type { TripCharge } from '../booking/booking.types';
import { ledgerGroups } from './ledger-groups';

let id = 0;
const line = (kind: TripCharge['kind'], amount_cents: number): TripCharge => ({
  id: ++id,
  kind,
  label: kind,
  amount_cents,
  reason: '',
  created_at: '2030-01-01T00:00:00.000Z',
});

describe('ledgerGroups', () => {
  it('groups the stay, the extras and credits, the money moved and the security deposit, each in ledger order', () => {
    const groups = ledgerGroups([
      line('nights', 100_000),
      line('tax', 18_000),
      line('payment', -50_000),
      line('grocery', 5_000),
      line('deposit_held', 20_000),
      line('adjustment', -3_000),
      line('refund', 10_000),
    ]);
    expect(groups.stay.map((l) => l.kind)).toEqual(['nights', 'tax']);
    expect(groups.extras.map((l) => l.kind)).toEqual(['grocery', 'adjustment']);
    expect(groups.payments.map((l) => l.kind)).toEqual(['payment', 'refund']);
    expect(groups.deposit.map((l) => l.kind)).toEqual(['deposit_held']);
  });
});
