import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/format';
import type { UserActor } from '@/server/access/actor';
import { decideChange, requestChange } from '@/server/booking/change-reservation';
import { confirmRequest } from '@/server/booking/decide-request';
import { quoteStay } from '@/server/booking/quote.service';
import { requestBooking } from '@/server/booking/request-booking';
import { getConciergeTripMoney } from '@/server/concierge/trip-money.service';
import { useDatabase } from '@/server/db/client';
import type { Orm } from '@/server/db/open';
import { conciergeAssignments, users } from '@/server/db/schema/accounts';
import { refunds } from '@/server/db/schema/money';
import { outbox } from '@/server/db/schema/platform';
import { readAccount } from '@/server/ledger/ledger';
import { confirmDemoPayment, startPayment } from '@/server/payments/payments.service';
import { contextFor, userActor } from '@/test/context';
import { createCountry, createProperty, createState, createUser } from '@/test/factories';
import { createTestDatabase } from '@/test/test-database';

/**
 * Issue 28, finding 1's leftovers (decision 035): the desk sees what accepting a guest's change
 * would do today under the villa's cancellation policy, and the guest's "change applied" mail
 * shows the refund and what the policy kept on lines of their own.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
let country: { id: number };
let state: { id: number };
let concierge: UserActor;

// 08:00 in Santo Domingo (UTC-4): the villas' "today" is 2030-01-10.
const NOW = new Date('2030-01-10T12:00:00Z');
const CARD = { card_number: '4242 4242 4242 4242', exp: '12/34', cvc: '123', name: 'Ana Rivera' };
// $1,000 a night, a $200 cleaning fee, a 10 % service fee and 18 % taxes.
const stayOf = (nights: number) => {
  const base = nights * 100_000 + 20_000;
  const fee = base / 10;
  return base + fee + Math.round(((base + fee) * 18) / 100);
};

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  orm = database.orm;
  country = await createCountry(orm, { timeZone: 'America/Santo_Domingo', taxRateBps: 1800, serviceFeeBps: 1000 });
  state = await createState(orm, country.id);
  const c = await createUser(orm);
  await orm.insert(conciergeAssignments).values({ userId: c.id, countryId: country.id, stateId: state.id });
  concierge = userActor(c, { groups: ['hbl-concierge'] });
});
afterAll(async () => {
  await database?.dispose();
});

/** A paid stay booked by a guest speaking `locale`, at a villa of `policy`. */
async function paidStay(
  locale: 'en' | 'es',
  villa: { cancellationPolicy: 'strict' | 'moderate'; instantBook: boolean },
  stay: { checkIn: string; checkOut: string },
) {
  const actor = userActor(await createUser(orm), { locale });
  const p = await createProperty(
    orm,
    { countryId: country.id, stateId: state.id },
    { cleaningFeeCents: 20_000, minNights: 2, basePriceCents: 100_000, securityDepositCents: 150_000, ...villa },
  );
  const q = await quoteStay(contextFor(orm), { propertyId: p.id, ...stay, guests: 2 }, { today: '2030-01-10' });
  const ctx = contextFor(orm, actor, { now: NOW });
  const { trip } = await requestBooking(ctx, {
    property_id: p.id,
    check_in: stay.checkIn,
    check_out: stay.checkOut,
    guests: 2,
    lead_guest: { first_name: 'Ana', last_name: 'Rivera', email: 'ana@example.test', phone: '+1 809 555 0100' },
    quote_signature: q.signature,
  });
  if (!villa.instantBook) await confirmRequest(contextFor(orm, concierge, { now: NOW }), trip.id);
  const { start } = await startPayment(ctx, trip.id, { method: 'card', scope: 'balance' });
  await confirmDemoPayment(ctx, trip.id, start.payment_id ?? 0, CARD);
  return { actor, ctx, trip };
}

const cardRefunds = async (tripId: number) =>
  (await orm.select().from(refunds).where(eq(refunds.reservationId, tripId))).map((r) => r.amountCents);

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
