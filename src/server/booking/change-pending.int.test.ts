import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/format';
import type { UserActor } from '@/server/access/actor';
import { decideChange, requestChange } from '@/server/booking/change-reservation';
import { getConciergeTripMoney } from '@/server/concierge/trip-money.service';
import type { Orm } from '@/server/db/open';
import { users } from '@/server/db/schema/accounts';
import { outbox } from '@/server/db/schema/platform';
import { readAccount } from '@/server/ledger/ledger';
import { contextFor } from '@/test/context';
import { NOW, stayOf, changeWorld, type Villa } from '@/test/change-world';

/**
 * Issue 28, finding 1's leftovers (decision 035): the desk sees what accepting a guest's change
 * would do today under the villa's cancellation policy, and the guest's "change applied" mail
 * shows the refund and what the policy kept on lines of their own.
 */
const world = changeWorld();
const { cardRefunds } = world;
let orm: Orm;
let concierge: UserActor;
beforeAll(() => {
  ({ orm, concierge } = world);
});

/** A stay paid in full, booked by a guest speaking `locale`, at a new villa of `villa`'s policy. */
async function paidStay(locale: 'en' | 'es', villa: Villa, stay: { checkIn: string; checkOut: string }) {
  const actor = await world.guest(locale);
  const trip = await world.book(actor, villa, stay);
  await world.pay(actor, trip.id, 'balance');
  return { actor, ctx: contextFor(orm, actor, { now: NOW }), trip };
}

async function appliedMail(actor: UserActor) {
  const [u] = await orm.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
  const [mail] = await orm
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, u?.email ?? ''), eq(outbox.template, 'change-applied')));
  return mail;
}

describe('the desk sees what accepting a change would do today', () => {
  it('strict, inside its no-refund window: refund 0 and the whole reduction kept, as accepting then writes it', async () => {
    // 22 days ahead: the strict policy refunds 0 % of the stay.
    const { actor, ctx, trip } = await paidStay(
      'en',
      { cancellationPolicy: 'strict', instantBook: false },
      {
        checkIn: '2030-02-01',
        checkOut: '2030-02-08',
      },
    );
    const { change } = await requestChange(ctx, trip.id, { check_in: '2030-02-01', check_out: '2030-02-03', guests: 2 });
    expect(change.status).toBe('requested');

    const desk = contextFor(orm, concierge, { now: NOW });
    const before = await readAccount(orm, trip.id);
    const { pending_change: pending } = await getConciergeTripMoney(desk, trip.id);
    expect(pending).toMatchObject({
      id: change.id,
      status: 'requested',
      blocked: null,
      if_accepted_today: {
        total_cents: stayOf(2),
        difference_cents: stayOf(2) - stayOf(7),
        policy: 'strict',
        refund_percent: 0,
        refund_cents: 0,
        policy_keeps_cents: stayOf(7) - stayOf(2),
      },
    });

    // Accepting then does exactly that to the ledger.
    await decideChange(desk, trip.id, change.id, 'accept');
    const after = await readAccount(orm, trip.id);
    const keptLines = after?.entries.filter((e) => e.reference === `change:${change.id}:kept`) ?? [];
    expect(keptLines.reduce((s, e) => s + e.amountCents, 0)).toBe(pending?.if_accepted_today?.policy_keeps_cents);
    expect((after?.account.refundedCents ?? 0) - (before?.account.refundedCents ?? 0)).toBe(pending?.if_accepted_today?.refund_cents);
    expect(await cardRefunds(trip.id)).toEqual([]);
    expect((await getConciergeTripMoney(desk, trip.id)).pending_change).toBeNull();

    // The guest's mail shows both lines too, even when the refund is nothing.
    const mail = await appliedMail(actor);
    expect(mail?.textBody).toContain(`Refunded for this change: ${formatMoney('en', 0, 'USD')}`);
    expect(mail?.textBody).toContain(`Kept by the cancellation policy: ${formatMoney('en', stayOf(7) - stayOf(2), 'USD')}`);
  });

  it('moderate, a month ahead: the desk shows the full refund the acceptance then sends', async () => {
    const { ctx, trip } = await paidStay(
      'en',
      { cancellationPolicy: 'moderate', instantBook: false },
      {
        checkIn: '2030-02-14',
        checkOut: '2030-02-21',
      },
    );
    const { change } = await requestChange(ctx, trip.id, { check_in: '2030-02-14', check_out: '2030-02-17', guests: 2 });
    const desk = contextFor(orm, concierge, { now: NOW });
    const reduction = stayOf(7) - stayOf(3);
    const { pending_change: pending } = await getConciergeTripMoney(desk, trip.id);
    expect(pending?.if_accepted_today).toMatchObject({ refund_percent: 100, refund_cents: reduction, policy_keeps_cents: 0 });
    await decideChange(desk, trip.id, change.id, 'accept');
    expect(await cardRefunds(trip.id)).toEqual([reduction]);
  });
});

describe('the guest’s change-applied mail', () => {
  it('in Spanish: the refund and what the policy kept on lines of their own', async () => {
    // 142 days ahead: strict refunds 50 % of the reduction, applied at once.
    const { actor, ctx, trip } = await paidStay(
      'es',
      { cancellationPolicy: 'strict', instantBook: true },
      {
        checkIn: '2030-06-01',
        checkOut: '2030-06-08',
      },
    );
    await requestChange(ctx, trip.id, { check_in: '2030-06-01', check_out: '2030-06-03', guests: 2 });
    const half = (stayOf(7) - stayOf(2)) / 2;
    const mail = await appliedMail(actor);
    expect(mail?.locale).toBe('es');
    expect(mail?.textBody).toContain(`Reembolsado por este cambio: ${formatMoney('es', half, 'USD')}`);
    expect(mail?.textBody).toContain(`Retenido por la política de cancelación: ${formatMoney('es', half, 'USD')}`);
    expect(mail?.htmlBody).toContain('Retenido por la política de cancelación');
  });
});
