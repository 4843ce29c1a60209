import { describe, expect, it } from 'vitest';
import { CHARGE_KINDS, EXTRA_KINDS, isLedgerKind, LEDGER_KINDS, SHARE_OF, SIGN_OF, STAY_KINDS } from './kinds';
import { ledgerKind } from '../db/schema/booking';

describe('ledger kinds', () => {
  it('are the issue’s twelve, the same as the database enum', () => {
    expect([...LEDGER_KINDS]).toEqual([
      'nights',
      'cleaning',
      'service_fee',
      'tax',
      'extra',
      'grocery',
      'adjustment',
      'payment',
      'refund',
      'deposit_held',
      'deposit_released',
      'deposit_retained',
    ]);
    expect([...ledgerKind.enumValues]).toEqual([...LEDGER_KINDS]);
  });

  it('tell the owner’s share (nights, cleaning) from ours (service fee) and the state’s (taxes)', () => {
    expect(SHARE_OF.nights).toBe('owner');
    expect(SHARE_OF.cleaning).toBe('owner');
    expect(SHARE_OF.service_fee).toBe('platform');
    expect(SHARE_OF.tax).toBe('state');
    expect(STAY_KINDS.map((k) => SHARE_OF[k])).toEqual(['owner', 'owner', 'platform', 'state']);
    expect(EXTRA_KINDS.every((k) => SHARE_OF[k] === 'extras')).toBe(true);
  });

  it('leave the security deposit and money movements out of the charges', () => {
    expect(CHARGE_KINDS).not.toContain('deposit_held');
    expect(CHARGE_KINDS).not.toContain('payment');
    expect(CHARGE_KINDS).not.toContain('refund');
    expect([...CHARGE_KINDS].sort()).toEqual([...STAY_KINDS, ...EXTRA_KINDS, 'adjustment'].sort());
  });

  it('sign money the way the guest’s debt moves', () => {
    expect(SIGN_OF.payment).toBe(-1);
    expect(SIGN_OF.refund).toBe(1);
    expect(SIGN_OF.deposit_held).toBe(1);
    expect(SIGN_OF.deposit_released).toBe(-1);
    expect(SIGN_OF.deposit_retained).toBe(1);
    for (const kind of CHARGE_KINDS) expect(SIGN_OF[kind]).toBe(0);
  });

  it('recognise only their own names', () => {
    expect(isLedgerKind('nights')).toBe(true);
    expect(isLedgerKind('charge')).toBe(false);
    expect(isLedgerKind('')).toBe(false);
  });
});
