import { describe, expect, it } from 'vitest';
import { type CancellableStay, cancellationPreview } from './cancellation-preview';

// Santo Domingo is UTC-4 all year: 02:00 UTC on the 2nd is still the 1st there.
const TZ = 'America/Santo_Domingo';
const at = (localDate: string, localTime = '12:00') => new Date(`${localDate}T${localTime}:00-04:00`);

const stay = (over: Partial<CancellableStay> = {}): CancellableStay => ({
  status: 'confirmed',
  checkIn: '2030-03-31',
  checkOut: '2030-04-07',
  totalCents: 1_000_01,
  timeZone: TZ,
  ...over,
});

describe('cancellationPreview', () => {
  it('flexible: 100 % up to 7 days before arrival, 50 % up to the day before', () => {
    expect(cancellationPreview(stay(), 'flexible', at('2030-03-24'))).toMatchObject({
      cancellable: true,
      days_before_arrival: 7,
      refund_percent: 100,
      refund_cents: 1_000_01,
    });
    expect(cancellationPreview(stay(), 'flexible', at('2030-03-25'))).toMatchObject({ refund_percent: 50, refund_cents: 500_00 });
    expect(cancellationPreview(stay(), 'flexible', at('2030-03-30', '23:59'))).toMatchObject({
      days_before_arrival: 1,
      refund_percent: 50,
    });
  });

  it('moderate: 100 % from 30 days out, 50 % from 14, with each tier’s last date', () => {
    const preview = cancellationPreview(stay(), 'moderate', at('2030-03-01'));
    expect(preview).toMatchObject({ policy: 'moderate', today: '2030-03-01', days_before_arrival: 30, refund_percent: 100 });
    expect(preview.deadlines).toEqual([
      { refund_percent: 100, refund_cents: 1_000_01, until: '2030-03-01', passed: false },
      { refund_percent: 50, refund_cents: 500_00, until: '2030-03-17', passed: false },
      { refund_percent: 0, refund_cents: 0, until: null, passed: false },
    ]);
    const later = cancellationPreview(stay(), 'moderate', at('2030-03-02'));
    expect(later.refund_percent).toBe(50);
    expect(later.deadlines[0]?.passed).toBe(true);
    expect(cancellationPreview(stay(), 'moderate', at('2030-03-18')).refund_percent).toBe(0);
  });

  it('strict: 50 % from 60 days out only; non-refundable: nothing at any time', () => {
    expect(cancellationPreview(stay(), 'strict', at('2030-01-30'))).toMatchObject({ days_before_arrival: 60, refund_percent: 50 });
    expect(cancellationPreview(stay(), 'strict', at('2030-01-31'))).toMatchObject({ refund_percent: 0, refund_cents: 0 });
    const none = cancellationPreview(stay(), 'non_refundable', at('2029-01-01'));
    expect(none).toMatchObject({ cancellable: true, refund_percent: 0, refund_cents: 0 });
    expect(none.deadlines).toEqual([{ refund_percent: 0, refund_cents: 0, until: null, passed: false }]);
  });

  it('counts days in the villa’s own calendar, not UTC', () => {
    // 02:00 UTC on March 25 is 22:00 on March 24 in Santo Domingo: still 7 days out.
    const preview = cancellationPreview(stay(), 'flexible', new Date('2030-03-25T02:00:00Z'));
    expect(preview).toMatchObject({ today: '2030-03-24', days_before_arrival: 7, refund_percent: 100 });
  });

  it('refunds a request not yet confirmed in full, whatever the policy and the day', () => {
    for (const policy of ['flexible', 'moderate', 'strict', 'non_refundable'] as const) {
      expect(cancellationPreview(stay({ status: 'requested' }), policy, at('2030-03-30'))).toMatchObject({
        cancellable: true,
        refund_percent: 100,
        refund_cents: 1_000_01,
      });
    }
  });

  it('cannot be cancelled by the guest from the villa’s check-in day (stay_started), nor once no longer active', () => {
    expect(cancellationPreview(stay(), 'flexible', at('2030-03-30', '23:59'))).toMatchObject({ cancellable: true, refusal: null });
    expect(cancellationPreview(stay(), 'flexible', at('2030-03-31', '00:00'))).toMatchObject({
      cancellable: false,
      refusal: 'stay_started',
      refund_cents: 0,
    });
    // 02:00 UTC on April 1 is still March 31 in Santo Domingo, and 03:59 UTC on March 31 still March 30.
    expect(cancellationPreview(stay(), 'flexible', new Date('2030-03-31T03:59:00Z')).refusal).toBeNull();
    expect(cancellationPreview(stay(), 'flexible', new Date('2030-03-31T04:00:00Z')).refusal).toBe('stay_started');
    expect(cancellationPreview(stay(), 'flexible', at('2030-04-06'))).toMatchObject({ cancellable: false, refusal: 'stay_started' });
    expect(cancellationPreview(stay(), 'flexible', at('2030-04-07', '00:00'))).toMatchObject({
      cancellable: false,
      refusal: 'not_cancellable',
      refund_cents: 0,
    });
    for (const status of ['requested', 'awaiting_payment'] as const) {
      expect(cancellationPreview(stay({ status }), 'flexible', at('2030-03-31'))).toMatchObject({
        cancellable: false,
        refusal: 'stay_started',
        refund_cents: 0,
      });
    }
    for (const status of ['cancelled', 'declined', 'expired'] as const) {
      expect(cancellationPreview(stay({ status }), 'flexible', at('2030-03-01'))).toMatchObject({
        cancellable: false,
        refusal: 'not_cancellable',
        refund_cents: 0,
        refund_percent: 0,
      });
    }
  });
});
