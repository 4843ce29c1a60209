import { beforeAll, describe, expect, it } from 'vitest';
import type { UserActor } from '@/server/access/actor';
import { cancelReservation, getCancellationPreview } from '@/server/booking/cancel-reservation';
import { decideChange, previewChange, requestChange } from '@/server/booking/change-reservation';
import { getTrip } from '@/server/booking/get-trip';
import type { Orm } from '@/server/db/open';
import { readAccount } from '@/server/ledger/ledger';
import { contextFor } from '@/test/context';
import { NOW, SECURITY_DEPOSIT, stayOf, changeWorld } from '@/test/change-world';

/**
 * A change of dates or guests under the villa's cancellation policy (issue 28, finding 1;
 * decision 035): of a cheaper stay the guest gets back the policy's percentage of the reduction,
 * on the day the change is applied, never more than cancelling would give.
 */
const world = changeWorld();
const { guest, book, pay, cardRefunds } = world;
let orm: Orm;
let concierge: UserActor;
beforeAll(() => {
  ({ orm, concierge } = world);
});

describe('a change of dates under the cancellation policy', () => {
  it('strict, inside its no-refund window, paid 7 nights → 2: nothing of the stay goes back, as cancelling would give', async () => {
    const actor = await guest();
    const trip = await book(actor, { cancellationPolicy: 'strict', instantBook: true }, { checkIn: '2030-02-01', checkOut: '2030-02-08' });
    await pay(actor, trip.id, 'balance');
    const ctx = contextFor(orm, actor, { now: NOW });
    // Cancelling today would give back the security deposit only: 0 % of the stay.
    const cancelling = await getCancellationPreview(ctx, trip.id);
    expect([cancelling.refund_percent, cancelling.refund_cents]).toEqual([0, SECURITY_DEPOSIT]);

    const wanted = { check_in: '2030-02-01', check_out: '2030-02-03', guests: 2 };
    const preview = await previewChange(ctx, trip.id, wanted);
    expect(preview).toMatchObject({
      applies_at_once: true,
      difference_cents: stayOf(2) - stayOf(7),
      policy: 'strict',
      refund_percent: 0,
      refund_cents: 0,
      policy_keeps_cents: stayOf(7) - stayOf(2),
    });

    const { change, trip: after } = await requestChange(ctx, trip.id, wanted);
    expect(change.status).toBe('applied');
    expect([after.check_in, after.check_out]).toEqual(['2030-02-01', '2030-02-03']);
    expect(after.money).toMatchObject({ refunded_cents: 0, balance_due_cents: 0, stay_cents: stayOf(7) });
    expect(await cardRefunds(trip.id)).toEqual([]);
    // What the policy keeps stays the owner's nights (and the fee and taxes), labelled on the bill.
    const held = await readAccount(orm, trip.id);
    const nights = held?.entries.filter((e) => e.kind === 'nights').reduce((s, e) => s + e.amountCents, 0);
    expect(nights).toBe(700_000);
    expect(after.charges.some((c) => c.label === 'Kept by the cancellation policy (0% of the reduction refundable)')).toBe(true);

    // Cancelling after the change gives back no more than cancelling at once would have.
    const cancelled = await cancelReservation(ctx, trip.id);
    expect(cancelled.money).toMatchObject({ refunded_cents: SECURITY_DEPOSIT, balance_due_cents: 0 });
  });

  it('a deposit paid only: the policy keeps its share all the same, owed with the balance, and nothing goes back', async () => {
    const actor = await guest();
    // 142 days ahead: strict refunds 50 %, and only the 30 % deposit is due.
    const trip = await book(actor, { cancellationPolicy: 'strict', instantBook: true }, { checkIn: '2030-06-01', checkOut: '2030-06-08' });
    await pay(actor, trip.id, 'next');
    const ctx = contextFor(orm, actor, { now: NOW });
    const paid = Math.round((stayOf(7) * 30) / 100);
    const kept = (stayOf(7) - stayOf(2)) / 2;
    const wanted = { check_in: '2030-06-01', check_out: '2030-06-03', guests: 2 };
    expect(await previewChange(ctx, trip.id, wanted)).toMatchObject({ refund_percent: 50, refund_cents: 0, policy_keeps_cents: kept });
    const cancelling = (await getCancellationPreview(ctx, trip.id)).refund_cents;
    const { trip: after } = await requestChange(ctx, trip.id, wanted);
    expect(after.money).toMatchObject({
      refunded_cents: 0,
      stay_cents: stayOf(2) + kept,
      balance_due_cents: stayOf(2) + kept + SECURITY_DEPOSIT - paid,
    });
    // Cancelling after the change chases nothing unpaid and gives back what cancelling before it would.
    expect((await getCancellationPreview(ctx, trip.id)).refund_cents).toBe(cancelling);
  });

  it('by request: the policy is taken on the day the concierge accepts, not the day the guest asked', async () => {
    const actor = await guest();
    // 35 days ahead under "moderate": 100 % today, 50 % from 2030-01-17 (29 days ahead).
    const trip = await book(
      actor,
      { cancellationPolicy: 'moderate', instantBook: false },
      { checkIn: '2030-02-14', checkOut: '2030-02-21' },
    );
    await pay(actor, trip.id, 'balance');
    const ctx = contextFor(orm, actor, { now: NOW });
    const wanted = { check_in: '2030-02-14', check_out: '2030-02-17', guests: 2 };
    const reduction = stayOf(7) - stayOf(3);
    const preview = await previewChange(ctx, trip.id, wanted);
    expect(preview).toMatchObject({ applies_at_once: false, refund_percent: 100, refund_cents: reduction, policy_keeps_cents: 0 });
    const { change } = await requestChange(ctx, trip.id, wanted);
    expect(change.status).toBe('requested');
    expect(await cardRefunds(trip.id)).toEqual([]);

    // Accepted on 2030-01-25, 20 days before arrival: the policy then refunds 50 %.
    const later = new Date('2030-01-25T12:00:00Z');
    expect((await previewChange(contextFor(orm, actor, { now: later }), trip.id, wanted)).refund_cents).toBe(reduction / 2);
    const decided = await decideChange(contextFor(orm, concierge, { now: later }), trip.id, change.id, 'accept');
    expect(decided.status).toBe('applied');
    const after = await getTrip(contextFor(orm, actor, { now: later }), trip.id);
    expect(after.money).toMatchObject({ refunded_cents: reduction / 2, balance_due_cents: 0, stay_cents: stayOf(3) + reduction / 2 });
    expect(await cardRefunds(trip.id)).toEqual([reduction / 2]);
  });

  it('a dearer change charges the difference, as before, and keeps nothing', async () => {
    const actor = await guest();
    const trip = await book(actor, { cancellationPolicy: 'strict', instantBook: true }, { checkIn: '2030-02-01', checkOut: '2030-02-04' });
    await pay(actor, trip.id, 'balance');
    const ctx = contextFor(orm, actor, { now: NOW });
    const wanted = { check_in: '2030-02-01', check_out: '2030-02-06', guests: 2 };
    expect(await previewChange(ctx, trip.id, wanted)).toMatchObject({
      difference_cents: stayOf(5) - stayOf(3),
      refund_cents: 0,
      policy_keeps_cents: 0,
    });
    const { trip: after } = await requestChange(ctx, trip.id, wanted);
    expect(after.money).toMatchObject({ refunded_cents: 0, stay_cents: stayOf(5), balance_due_cents: stayOf(5) - stayOf(3) });
  });
});
