import { describe, expect, it } from 'vitest';
import { ledgerView } from './ledger-groups';

const line = (kind: string, amount_cents: number) => ({ kind, label: kind, amount_cents, created_at: '2030-01-01T00:00:00.000Z' });

describe('ledgerView', () => {
  it('groups the stay, the extras and the money movements, with totals that add up to the balance', () => {
    const view = ledgerView([
      line('nights', 100_000),
      line('taxes', 18_000),
      line('payment', -50_000),
      line('grocery', 5_000),
      line('service', 20_000),
      line('cancellation', -30_000),
      line('refund', 10_000),
    ]);
    expect(view.groups.stay.map((l) => l.kind)).toEqual(['nights', 'taxes']);
    expect(view.groups.extras.map((l) => l.kind)).toEqual(['grocery', 'service']);
    expect(view.groups.payments.map((l) => [l.kind, l.position])).toEqual([
      ['payment', 2],
      ['cancellation', 5],
      ['refund', 6],
    ]);
    expect(view).toMatchObject({ chargedCents: 143_000, creditedCents: 30_000, paidCents: 40_000, balanceCents: 73_000 });
  });
});
