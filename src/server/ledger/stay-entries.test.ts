import { describe, expect, it } from 'vitest';
import { accountOf } from './account';
import { bookingEntries, changeEntries } from './stay-entries';
import { SEVEN_NIGHTS } from '@/test/ledger-examples';

describe('bookingEntries', () => {
  it('one entry per line of the frozen quote, labelled in both languages, and the security deposit apart', () => {
    expect(bookingEntries(SEVEN_NIGHTS)).toEqual([
      { kind: 'nights', amountCents: 700_000, label: { en: '7 nights', es: '7 noches' }, reference: 'booking' },
      { kind: 'cleaning', amountCents: 25_000, label: { en: 'Cleaning fee', es: 'Tarifa de limpieza' }, reference: 'booking' },
      { kind: 'service_fee', amountCents: 72_500, label: { en: 'Service fee', es: 'Tarifa de servicio' }, reference: 'booking' },
      { kind: 'tax', amountCents: 143_550, label: { en: 'Taxes', es: 'Impuestos' }, reference: 'booking' },
      {
        kind: 'deposit_held',
        amountCents: 150_000,
        label: { en: 'Security deposit (refundable)', es: 'Depósito de seguridad (reembolsable)' },
        reference: 'booking',
      },
    ]);
  });

  it('leaves out the lines that are zero (no cleaning fee, no deposit)', () => {
    const entries = bookingEntries({
      ...SEVEN_NIGHTS,
      cleaningFeeCents: 0,
      securityDepositCents: 0,
      nights: SEVEN_NIGHTS.nights.slice(0, 1),
    });
    expect(entries.map((e) => e.kind)).toEqual(['nights', 'service_fee', 'tax']);
    expect(entries[0]?.label).toEqual({ en: '1 night', es: '1 noche' });
  });
});

describe('changeEntries', () => {
  const entries = bookingEntries(SEVEN_NIGHTS).map((d) => ({ kind: d.kind, amountCents: d.amountCents }));

  it('a longer stay: the difference per line is charged, the stay then adds up to the new quote', () => {
    const longer = {
      ...SEVEN_NIGHTS,
      nights: [...SEVEN_NIGHTS.nights, { date: '2031-03-08', cents: 100_000 }],
      nightsTotalCents: 800_000,
      serviceFeeCents: 82_500,
      taxesCents: 162_450,
    };
    const drafts = changeEntries(entries, longer, 'change:4');
    expect(drafts.map((d) => [d.kind, d.amountCents, d.reference])).toEqual([
      ['nights', 100_000, 'change:4'],
      ['service_fee', 10_000, 'change:4'],
      ['tax', 18_900, 'change:4'],
    ]);
    expect(drafts[0]?.label).toEqual({ en: '8 nights', es: '8 noches' });
    expect(accountOf([...entries, ...drafts]).stayCents).toBe(800_000 + 25_000 + 82_500 + 162_450);
  });

  it('a shorter stay with a smaller deposit: the lines are credited, the deposit partly released', () => {
    const shorter = {
      ...SEVEN_NIGHTS,
      nights: SEVEN_NIGHTS.nights.slice(0, 5),
      nightsTotalCents: 500_000,
      serviceFeeCents: 52_500,
      taxesCents: 104_850,
      securityDepositCents: 100_000,
    };
    const drafts = changeEntries(entries, shorter, 'change:5');
    expect(drafts.map((d) => [d.kind, d.amountCents])).toEqual([
      ['nights', -200_000],
      ['service_fee', -20_000],
      ['tax', -38_700],
      ['deposit_released', -50_000],
    ]);
    const after = accountOf([...entries, ...drafts]);
    expect(after.deposit.requiredCents - after.deposit.releasedCents).toBe(100_000);
  });

  it('a larger deposit asks for the difference; the same quote changes nothing', () => {
    expect(
      changeEntries(entries, { ...SEVEN_NIGHTS, securityDepositCents: 200_000 }, 'change:6').map((d) => [d.kind, d.amountCents]),
    ).toEqual([['deposit_held', 50_000]]);
    expect(changeEntries(entries, SEVEN_NIGHTS, 'change:7')).toEqual([]);
  });

  it('extras, payments and credits are left alone', () => {
    const withMore = [...entries, { kind: 'extra' as const, amountCents: 5_000 }, { kind: 'payment' as const, amountCents: -300_000 }];
    expect(changeEntries(withMore, SEVEN_NIGHTS, 'change:8')).toEqual([]);
  });
});
