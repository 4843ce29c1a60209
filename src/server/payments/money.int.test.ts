import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UserActor } from '@/server/access/actor';
import { systemContext } from '@/server/access/context';
import { cancelReservation, getCancellationPreview } from '@/server/booking/cancel-reservation';
import { decideChange, previewChange, requestChange } from '@/server/booking/change-reservation';
import { confirmRequest } from '@/server/booking/decide-request';
import { expireRequests } from '@/server/booking/expire-requests';
import { getTrip } from '@/server/booking/get-trip';
import { sendPaymentReminders } from '@/server/booking/payment-reminders';
import { quoteStay } from '@/server/booking/quote.service';
import { requestBooking } from '@/server/booking/request-booking';
import {
  cancelForGuest,
  getConciergeTripMoney,
  grantTripGoodwill,
  markRefundSent,
  recordTransfer,
  settleTripDeposit,
} from '@/server/concierge/trip-money.service';
import type { Orm } from '@/server/db/open';
import { rows } from '@/server/db/raw';
import { conciergeAssignments } from '@/server/db/schema/accounts';
import { ledgerEntries, reservations } from '@/server/db/schema/booking';
import { paymentEvents, payments, refunds } from '@/server/db/schema/money';
import { outbox } from '@/server/db/schema/platform';
import { readAccount } from '@/server/ledger/ledger';
import { failure } from '@/test/app-error';
import { contextFor, userActor } from '@/test/context';
import { createCountry, createProperty, createReservation, createState, createUser, postTestEntries } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { confirmDemoPayment, listTripPayments, receiptFor, startPayment } from './payments.service';
import { receiveStripeWebhook } from './webhook';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
let country: { id: number };
let state: { id: number };
let elsewhere: { id: number };
let concierge: UserActor;
let farConcierge: UserActor;

// 08:00 in Santo Domingo (UTC-4): the villas' "today" is 2030-01-10.
const NOW = new Date('2030-01-10T12:00:00Z');
const HOUR = 3_600_000;
const CARD = { card_number: '4242 4242 4242 4242', exp: '12/34', cvc: '123', name: 'Ana Rivera' };

beforeAll(async () => {
  database = await useTestDatabase();
  orm = database.orm;
  country = await createCountry(orm, { timeZone: 'America/Santo_Domingo', taxRateBps: 1800, serviceFeeBps: 1000 });
  state = await createState(orm, country.id);
  elsewhere = await createState(orm, country.id);
  const c = await createUser(orm);
  const far = await createUser(orm);
  await orm.insert(conciergeAssignments).values([
    { userId: c.id, countryId: country.id, stateId: state.id },
    { userId: far.id, countryId: country.id, stateId: elsewhere.id },
  ]);
  concierge = userActor(c, { groups: ['hbl-concierge'] });
  farConcierge = userActor(far, { groups: ['hbl-concierge'] });
});
afterAll(async () => {
  await database?.dispose();
});
afterEach(() => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
});

const guest = async (locale = 'en') => userActor(await createUser(orm, { locale }), { locale });
const villa = (over: Parameters<typeof createProperty>[2] = {}) =>
  createProperty(
    orm,
    { countryId: country.id, stateId: state.id },
    { cleaningFeeCents: 20_000, minNights: 3, basePriceCents: 100_000, securityDepositCents: 150_000, ...over },
  );

/** A booking made through the real service at NOW. */
async function book(actor: UserActor, over: { instant?: boolean; checkIn?: string; checkOut?: string; propertyId?: number } = {}) {
  const p = over.propertyId ? { id: over.propertyId } : await villa({ instantBook: over.instant ?? true });
  const checkIn = over.checkIn ?? '2030-06-01';
  const checkOut = over.checkOut ?? '2030-06-05';
  const q = await quoteStay(contextFor(orm), { propertyId: p.id, checkIn, checkOut, guests: 2 }, { today: '2030-01-10' });
  const { trip } = await requestBooking(contextFor(orm, actor, { now: NOW }), {
    property_id: p.id,
    check_in: checkIn,
    check_out: checkOut,
    guests: 2,
    lead_guest: { first_name: 'Ana', last_name: 'Rivera', email: 'ana@example.test', phone: '+1 809 555 0100' },
    quote_signature: q.signature,
  });
  return { trip, propertyId: p.id };
}

const _money = async (actor: UserActor, id: number, now = NOW) => (await getTrip(contextFor(orm, actor, { now }), id)).money;
const counts = async () => {
  const [row] = await rows<{ e: number; p: number; r: number }>(
    orm,
    sql`select (select count(*) from ledger_entries)::int as e, (select count(*) from payments)::int as p, (select count(*) from refunds)::int as r`,
  );
  return row;
};

describe('a booking awaits payment', () => {
  it('instant-book: awaiting_payment, held 72 hours, with the stay, taxes and security deposit on its account and a schedule', async () => {
    const actor = await guest();
    const { trip } = await book(actor);
    expect(trip.status).toBe('awaiting_payment');
    expect(trip.hold_expires_at).toBe(new Date(NOW.getTime() + 72 * HOUR).toISOString());
    // 4 × 1 000 + 200 cleaning = 4 200; service 10 % = 420; tax 18 % of 4 620 = 831.60.
    expect(trip.charges.map((c) => [c.kind, c.amount_cents])).toEqual([
      ['nights', 400_000],
      ['cleaning', 20_000],
      ['service_fee', 42_000],
      ['tax', 83_160],
      ['deposit_held', 150_000],
    ]);
    expect(trip.total_cents).toBe(545_160);
    expect(trip.balance_due_cents).toBe(545_160 + 150_000);
    expect(trip.money.schedule.installments.map((i) => [i.key, i.amount_cents, i.due_on])).toEqual([
      ['deposit', 163_548, '2030-01-10'],
      ['balance', 531_612, '2030-04-02'],
    ]);
    const [mail] = await orm.select().from(outbox).where(eq(outbox.template, 'booking-awaiting-payment'));
    expect(mail?.textBody).toContain('72 hours');
  });

  it('a request goes requested → accepted by a concierge → awaiting_payment for 72 hours', async () => {
    const actor = await guest();
    const { trip } = await book(actor, { instant: false });
    expect(trip.status).toBe('requested');
    const later = new Date(NOW.getTime() + 5 * HOUR);
    await confirmRequest(contextFor(orm, concierge, { now: later }), trip.id);
    const accepted = await getTrip(contextFor(orm, actor, { now: later }), trip.id);
    expect([accepted.status, accepted.hold_expires_at]).toEqual(['awaiting_payment', new Date(later.getTime() + 72 * HOUR).toISOString()]);
  });

  it('unpaid after 72 hours it expires, its nights are freed and the guest is told', async () => {
    const actor = await guest();
    const { trip, propertyId } = await book(actor);
    expect(await expireRequests(systemContext(orm, 'test', { now: new Date(NOW.getTime() + 71 * HOUR) }))).not.toContain(trip.id);
    expect(await expireRequests(systemContext(orm, 'test', { now: new Date(NOW.getTime() + 72 * HOUR) }))).toContain(trip.id);
    expect((await getTrip(contextFor(orm, actor), trip.id)).status).toBe('expired');
    const mails = await orm
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `booking-expired-unpaid:${trip.id}`));
    expect(mails).toHaveLength(1);
    // The nights are free: another guest books them.
    const again = await book(await guest(), { propertyId, checkIn: '2030-06-01', checkOut: '2030-06-05' });
    expect(again.trip.status).toBe('awaiting_payment');
  });
});

describe('the guest pays (demonstration provider)', () => {
  it('pays the deposit by card: confirmed, a receipt, and the same Idempotency-Key never starts a second payment', async () => {
    const actor = await guest();
    const { trip } = await book(actor);
    const ctx = contextFor(orm, actor, { now: NOW });
    const first = await startPayment(ctx, trip.id, { method: 'card', scope: 'next' }, { idempotencyKey: 'pay-key-1' });
    const again = await startPayment(ctx, trip.id, { method: 'card', scope: 'next' }, { idempotencyKey: 'pay-key-1' });
    expect(again.replayed).toBe(true);
    expect(again.start.payment_id).toBe(first.start.payment_id);
    expect(first.start).toMatchObject({ provider: 'demo', amount_cents: 163_548 });
    expect(await orm.select().from(payments).where(eq(payments.reservationId, trip.id))).toHaveLength(1);
    const conflict = await failure(startPayment(ctx, trip.id, { method: 'card', scope: 'balance' }, { idempotencyKey: 'pay-key-1' }));
    expect([conflict.status, conflict.code]).toEqual([409, 'idempotency_conflict']);

    const done = await confirmDemoPayment(ctx, trip.id, first.start.payment_id ?? 0, CARD);
    expect(done).toMatchObject({ status: 'succeeded', reservation_status: 'confirmed' });
    const after = await getTrip(ctx, trip.id);
    expect(after.status).toBe('confirmed');
    expect(after.money).toMatchObject({ paid_cents: 163_548, balance_due_cents: 531_612 });
    expect(after.money.schedule.next).toMatchObject({ key: 'balance', outstanding_cents: 531_612 });
    const listed = await listTripPayments(ctx, trip.id);
    expect(listed.payments[0]).toMatchObject({
      status: 'succeeded',
      card_last4: '4242',
      receipt_number: `R-${trip.confirmation_number}-1`,
    });
    // No card number anywhere but its last four digits.
    const [stored] = await rows<{ row: string }>(
      orm,
      sql`select row_to_json(p)::text as row from payments p where id = ${first.start.payment_id}`,
    );
    expect(stored?.row).not.toContain('4242424242424242');
    const receipt = await receiptFor(ctx, trip.id, first.start.payment_id ?? 0, 'es');
    expect(receipt.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      await orm
        .select()
        .from(outbox)
        .where(eq(outbox.idempotencyKey, `payment-received:${first.start.payment_id}`)),
    ).toHaveLength(1);
    // Paying twice does nothing more.
    const twice = await failure(confirmDemoPayment(ctx, trip.id, first.start.payment_id ?? 0, CARD));
    expect([twice.status, twice.code]).toEqual([409, 'payment_already_made']);
  });

  it('a declined card leaves the reservation awaiting payment, writes nothing to the ledger, and it expires when the window ends', async () => {
    const actor = await guest();
    const { trip } = await book(actor);
    const ctx = contextFor(orm, actor, { now: NOW });
    const { start } = await startPayment(ctx, trip.id, { method: 'card', scope: 'next' });
    const before = await orm.select().from(ledgerEntries).where(eq(ledgerEntries.reservationId, trip.id));
    const declined = await failure(
      confirmDemoPayment(ctx, trip.id, start.payment_id ?? 0, { ...CARD, card_number: '4000 0000 0000 0002' }),
    );
    expect([declined.status, declined.code]).toEqual([402, 'card_declined']);
    expect(await orm.select().from(ledgerEntries).where(eq(ledgerEntries.reservationId, trip.id))).toEqual(before);
    expect((await getTrip(ctx, trip.id)).status).toBe('awaiting_payment');
    await expireRequests(systemContext(orm, 'test', { now: new Date(NOW.getTime() + 73 * HOUR) }));
    expect((await getTrip(ctx, trip.id)).status).toBe('expired');
    const late = await failure(
      startPayment(contextFor(orm, actor, { now: new Date(NOW.getTime() + 74 * HOUR) }), trip.id, { method: 'card', scope: 'next' }),
    );
    expect([late.status, late.code]).toEqual([409, 'reservation_closed']);
  });

  it('a card asking for authentication pays once approved, and not when the authentication fails', async () => {
    const actor = await guest();
    const { trip } = await book(actor);
    const ctx = contextFor(orm, actor, { now: NOW });
    const { start } = await startPayment(ctx, trip.id, { method: 'card', scope: 'next' });
    const id = start.payment_id ?? 0;
    expect(await confirmDemoPayment(ctx, trip.id, id, { ...CARD, card_number: '4000 0025 0000 3155' })).toMatchObject({
      status: 'requires_action',
    });
    const failed = await failure(confirmDemoPayment(ctx, trip.id, id, { authenticate: 'fail' }));
    expect(failed.code).toBe('authentication_failed');
    expect(await confirmDemoPayment(ctx, trip.id, id, { ...CARD, card_number: '4000 0025 0000 3155' })).toMatchObject({
      status: 'requires_action',
    });
    expect(await confirmDemoPayment(ctx, trip.id, id, { authenticate: 'approve' })).toMatchObject({
      status: 'succeeded',
      reservation_status: 'confirmed',
    });
  });

  it('pays only the next installment or the whole balance; refuses a request, another guest and nothing due, writing nothing', async () => {
    const actor = await guest();
    const { trip } = await book(actor);
    const ctx = contextFor(orm, actor, { now: NOW });
    const whole = await startPayment(ctx, trip.id, { method: 'bank_transfer', scope: 'balance' });
    expect(whole.start).toMatchObject({ amount_cents: 695_160, bank_transfer: { reference: trip.confirmation_number } });
    const request = await book(actor, { instant: false, checkIn: '2030-07-01', checkOut: '2030-07-05' });
    const before = await counts();
    const stranger = await failure(startPayment(contextFor(orm, await guest(), { now: NOW }), trip.id, { method: 'card', scope: 'next' }));
    expect(stranger.status).toBe(404);
    expect((await failure(startPayment(ctx, request.trip.id, { method: 'card', scope: 'next' }))).code).toBe('not_awaiting_payment');
    expect(await counts()).toEqual(before);
    const { start } = await startPayment(ctx, trip.id, { method: 'card', scope: 'balance' });
    await confirmDemoPayment(ctx, trip.id, start.payment_id ?? 0, CARD);
    expect((await failure(startPayment(ctx, trip.id, { method: 'card', scope: 'next' }))).code).toBe('nothing_due');
  });
});

describe('Stripe’s webhook (events signed with the SDK’s own helper)', () => {
  const SECRET = 'whsec_money_test';
  const event = (id: string, type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id, object: 'event', type, data: { object } });
  const sign = (body: string, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET, ...(timestamp ? { timestamp } : {}) });

  async function pendingStripePayment() {
    const actor = await guest();
    const { trip } = await book(actor);
    const [p] = await orm
      .insert(payments)
      .values({
        reservationId: trip.id,
        method: 'card',
        provider: 'stripe',
        scope: 'next',
        amountCents: 163_548,
        userId: actor.userId,
        providerRef: `pi_${trip.id}_test`,
        clientSecret: 'cs',
      })
      .returning();
    return { actor, trip, paymentId: p?.id ?? 0, ref: `pi_${trip.id}_test` };
  }

  it('applies a verified payment_intent.succeeded once, however often it is delivered, and a late failure undoes nothing', async () => {
    const { actor, trip, ref } = await pendingStripePayment();
    const body = event(`evt_ok_${trip.id}`, 'payment_intent.succeeded', { id: ref, object: 'payment_intent' });
    expect((await receiveStripeWebhook(orm, body, sign(body), { secret: SECRET, now: NOW })).outcome).toBe('applied');
    expect((await receiveStripeWebhook(orm, body, sign(body), { secret: SECRET, now: NOW })).outcome).toBe('duplicate');
    const failed = event(`evt_fail_${trip.id}`, 'payment_intent.payment_failed', {
      id: ref,
      object: 'payment_intent',
      last_payment_error: { code: 'card_declined' },
    });
    await receiveStripeWebhook(orm, failed, sign(failed), { secret: SECRET, now: NOW });
    const after = await getTrip(contextFor(orm, actor, { now: NOW }), trip.id);
    expect(after.status).toBe('confirmed');
    expect(after.charges.filter((c) => c.kind === 'payment')).toHaveLength(1);
  });

  it('a failure first, then the success (out of order): the success still confirms', async () => {
    const { actor, trip, ref } = await pendingStripePayment();
    const failed = event(`evt_f2_${trip.id}`, 'payment_intent.payment_failed', {
      id: ref,
      object: 'payment_intent',
      last_payment_error: { code: 'card_declined' },
    });
    await receiveStripeWebhook(orm, failed, sign(failed), { secret: SECRET, now: NOW });
    const ok = event(`evt_s2_${trip.id}`, 'payment_intent.succeeded', { id: ref, object: 'payment_intent' });
    await receiveStripeWebhook(orm, ok, sign(ok), { secret: SECRET, now: NOW });
    expect((await getTrip(contextFor(orm, actor, { now: NOW }), trip.id)).status).toBe('confirmed');
  });

  it('refuses a forged or stale signature with a 400 and records nothing', async () => {
    const { trip, ref } = await pendingStripePayment();
    const body = event(`evt_forged_${trip.id}`, 'payment_intent.succeeded', { id: ref, object: 'payment_intent' });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_attacker' });
    const bad = await failure(receiveStripeWebhook(orm, body, forged, { secret: SECRET, now: NOW }));
    expect([bad.status, bad.code]).toEqual([400, 'webhook_signature_invalid']);
    const stale = await failure(
      receiveStripeWebhook(orm, body, sign(body, Math.floor(Date.now() / 1000) - 900), { secret: SECRET, now: NOW }),
    );
    expect([stale.status, stale.code]).toEqual([400, 'webhook_signature_stale']);
    expect(
      await orm
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.id, `evt_forged_${trip.id}`)),
    ).toEqual([]);
    expect((await orm.select().from(payments).where(eq(payments.providerRef, ref)))[0]?.status).toBe('pending');
  });
});

describe('the concierge’s money actions', () => {
  it('a transfer recorded by a concierge in scope confirms the reservation once it covers the deposit', async () => {
    const actor = await guest('es');
    const { trip } = await book(actor);
    const ctx = contextFor(orm, concierge, { now: NOW });
    const small = await recordTransfer(ctx, trip.id, {
      amount: 50_000,
      received_on: '2030-01-10',
      reference: 'TRF-1',
      method: 'bank_transfer',
    });
    expect(small).toMatchObject({ reservation_status: 'awaiting_payment', confirmed: false });
    const rest = await recordTransfer(ctx, trip.id, {
      amount: 113_548,
      received_on: '2030-01-10',
      reference: 'TRF-2',
      method: 'bank_transfer',
    });
    expect(rest).toMatchObject({ reservation_status: 'confirmed', confirmed: true });
    const [mail] = await orm
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `payment-received:${rest.payment_id}`));
    expect(mail?.locale).toBe('es');
  });

  it('refuses bad amounts and dates, other destinations and closed reservations, writing nothing', async () => {
    const actor = await guest();
    const { trip } = await book(actor);
    const ctx = contextFor(orm, concierge, { now: NOW });
    const before = await counts();
    const above = await failure(
      recordTransfer(ctx, trip.id, { amount: 10_000_000, received_on: '2030-01-10', reference: 'X', method: 'bank_transfer' }),
    );
    expect([above.status, above.code]).toEqual([422, 'amount_above_balance']);
    const future = await failure(
      recordTransfer(ctx, trip.id, { amount: 1_000, received_on: '2030-01-11', reference: 'X', method: 'bank_transfer' }),
    );
    expect(future.code).toBe('received_in_future');
    const far = await failure(
      recordTransfer(contextFor(orm, farConcierge, { now: NOW }), trip.id, {
        amount: 1_000,
        received_on: '2030-01-10',
        reference: 'X',
        method: 'bank_transfer',
      }),
    );
    expect(far.status).toBe(404);
    const asGuest = await failure(
      recordTransfer(contextFor(orm, actor, { now: NOW }), trip.id, {
        amount: 1_000,
        received_on: '2030-01-10',
        reference: 'X',
        method: 'bank_transfer',
      }),
    );
    expect(asGuest.status).toBe(403);
    const early = await failure(settleTripDeposit(ctx, trip.id, { action: 'release', reason: '' }));
    expect(early.code).toBe('reservation_closed');
    expect(await counts()).toEqual(before);
  });

  it('cancels for the guest with a full refund (card back through its provider, the rest owed by transfer) and frees the nights', async () => {
    const actor = await guest();
    const { trip } = await book(actor);
    const g = contextFor(orm, actor, { now: NOW });
    const { start } = await startPayment(g, trip.id, { method: 'card', scope: 'next' });
    await confirmDemoPayment(g, trip.id, start.payment_id ?? 0, CARD);
    await recordTransfer(contextFor(orm, concierge, { now: NOW }), trip.id, {
      amount: 100_000,
      received_on: '2030-01-10',
      reference: 'TRF',
      method: 'bank_transfer',
    });
    const view = await cancelForGuest(contextFor(orm, concierge, { now: NOW }), trip.id, 'The owner withdrew the villa');
    expect(view.trip.status).toBe('cancelled');
    expect(view.money).toMatchObject({ charged_cents: 0, paid_cents: 263_548, refunded_cents: 263_548, balance_due_cents: 0 });
    const back = await orm.select().from(refunds).where(eq(refunds.reservationId, trip.id));
    expect(back.map((r) => [r.method, r.status, r.amountCents]).sort()).toEqual([
      ['bank_transfer', 'owed', 100_000],
      ['card', 'succeeded', 163_548],
    ]);
    const owed = back.find((r) => r.status === 'owed');
    const sent = await markRefundSent(contextFor(orm, concierge, { now: NOW }), trip.id, owed?.id ?? 0, {
      sent_on: '2030-01-10',
      reference: 'BANK-9',
    });
    expect(sent.refunds.find((r) => r.id === owed?.id)).toMatchObject({ status: 'sent', reference: 'BANK-9' });
    expect(await rows(orm, sql`select 1 from occupancies where reservation_id = ${trip.id}`)).toEqual([]);
  });

  it('after check-out releases or retains the security deposit with a reason the guest sees', async () => {
    const actor = await guest();
    const p = await villa();
    const stay = await createReservation(
      orm,
      { userId: actor.userId, propertyId: p.id },
      { checkIn: '2030-01-01', checkOut: '2030-01-08', status: 'confirmed' },
    );
    await postTestEntries(orm, stay.id, [
      { kind: 'nights', amountCents: 700_000 },
      { kind: 'deposit_held', amountCents: 150_000 },
      { kind: 'payment', amountCents: -850_000 },
    ]);
    const ctx = contextFor(orm, concierge, { now: NOW });
    const bad = await failure(settleTripDeposit(ctx, stay.id, { action: 'retain', amount: 200_000, reason: 'Broken glass' }));
    expect(bad.code).toBe('deposit_exceeds_held');
    const view = await settleTripDeposit(ctx, stay.id, { action: 'retain', amount: 30_000, reason: 'A broken lamp' });
    expect(view.money.security_deposit).toEqual({
      required_cents: 150_000,
      held_cents: 0,
      to_collect_cents: 0,
      released_cents: 120_000,
      retained_cents: 30_000,
    });
    expect(view.money).toMatchObject({ refunded_cents: 120_000, balance_due_cents: 0 });
    const seen = await getTrip(contextFor(orm, actor, { now: NOW }), stay.id);
    expect(seen.charges.find((c) => c.kind === 'deposit_retained')?.reason).toBe('A broken lamp');
    const again = await failure(settleTripDeposit(ctx, stay.id, { action: 'release', reason: '' }));
    expect(again.code).toBe('deposit_exceeds_held');
  });

  it('grants a goodwill credit (the trip costs less) or refund (at most what was paid)', async () => {
    const actor = await guest();
    const { trip } = await book(actor);
    const ctx = contextFor(orm, concierge, { now: NOW });
    const credited = await grantTripGoodwill(ctx, trip.id, { kind: 'credit', amount: 10_000, reason: 'A late check-in' });
    expect(credited.money.charged_cents).toBe(535_160);
    const tooMuch = await failure(grantTripGoodwill(ctx, trip.id, { kind: 'refund', amount: 1, reason: 'Nothing paid yet' }));
    expect(tooMuch.code).toBe('refund_exceeds_paid');
    const view = await getConciergeTripMoney(ctx, trip.id);
    expect(view.entries.at(-1)).toMatchObject({ kind: 'adjustment', reason: 'A late check-in' });
  });
});

describe('changes of dates or guests', () => {
  it('applies at once at an instant-book villa, charging the difference and moving the schedule', async () => {
    const actor = await guest();
    const { trip } = await book(actor);
    const ctx = contextFor(orm, actor, { now: NOW });
    const { start } = await startPayment(ctx, trip.id, { method: 'card', scope: 'next' });
    await confirmDemoPayment(ctx, trip.id, start.payment_id ?? 0, CARD);
    const preview = await previewChange(ctx, trip.id, { check_in: '2030-06-01', check_out: '2030-06-07', guests: 2 });
    expect(preview).toMatchObject({ applies_at_once: true });
    expect(preview.difference_cents).toBeGreaterThan(0);
    const { change, trip: after } = await requestChange(ctx, trip.id, { check_in: '2030-06-01', check_out: '2030-06-07', guests: 2 });
    expect(change.status).toBe('applied');
    expect([after.check_in, after.check_out]).toEqual(['2030-06-01', '2030-06-07']);
    expect(after.money.stay_cents).toBe(545_160 + preview.difference_cents);
    expect(after.money.schedule.installments[0]?.amount_cents).toBe(Math.round((after.money.stay_cents * 30) / 100));
  });

  it('a shorter stay refunds what was paid beyond its new price', async () => {
    const actor = await guest();
    const { trip } = await book(actor);
    const ctx = contextFor(orm, actor, { now: NOW });
    const { start } = await startPayment(ctx, trip.id, { method: 'card', scope: 'balance' });
    await confirmDemoPayment(ctx, trip.id, start.payment_id ?? 0, CARD);
    const { trip: after } = await requestChange(ctx, trip.id, { check_in: '2030-06-01', check_out: '2030-06-04', guests: 2 });
    expect(after.money.refunded_cents).toBeGreaterThan(0);
    expect(after.money.balance_due_cents).toBe(0);
  });

  it('refuses taken nights with 409 and writes nothing', async () => {
    const actor = await guest();
    const { trip, propertyId } = await book(actor);
    await book(await guest(), { propertyId, checkIn: '2030-06-10', checkOut: '2030-06-14' });
    const before = await counts();
    const taken = await failure(
      requestChange(contextFor(orm, actor, { now: NOW }), trip.id, { check_in: '2030-06-01', check_out: '2030-06-12', guests: 2 }),
    );
    expect([taken.status, taken.code]).toEqual([409, 'dates_unavailable']);
    expect(await counts()).toEqual(before);
    expect((await getTrip(contextFor(orm, actor), trip.id)).check_out).toBe('2030-06-05');
  });

  it('at a villa by request, goes to the concierge, who accepts it (applied) or declines it', async () => {
    const actor = await guest();
    const { trip } = await book(actor, { instant: false });
    await confirmRequest(contextFor(orm, concierge, { now: NOW }), trip.id);
    const ctx = contextFor(orm, actor, { now: NOW });
    const { change } = await requestChange(ctx, trip.id, { check_in: '2030-06-01', check_out: '2030-06-06', guests: 2 });
    expect(change.status).toBe('requested');
    expect((await getTrip(ctx, trip.id)).check_out).toBe('2030-06-05');
    const far = await failure(decideChange(contextFor(orm, farConcierge, { now: NOW }), trip.id, change.id, 'accept'));
    expect(far.status).toBe(404);
    const decided = await decideChange(contextFor(orm, concierge, { now: NOW }), trip.id, change.id, 'accept');
    expect(decided.status).toBe('applied');
    expect((await getTrip(ctx, trip.id)).check_out).toBe('2030-06-06');
  });
});

describe('cancellation by the guest', () => {
  it('refunds per policy what was paid, as the preview said, and the account closes at zero', async () => {
    const actor = await guest();
    const p = await villa({ cancellationPolicy: 'moderate', instantBook: true });
    const { trip } = await book(actor, { propertyId: p.id, checkIn: '2030-01-20', checkOut: '2030-01-24' });
    const ctx = contextFor(orm, actor, { now: NOW });
    const { start } = await startPayment(ctx, trip.id, { method: 'card', scope: 'balance' });
    await confirmDemoPayment(ctx, trip.id, start.payment_id ?? 0, CARD);
    const preview = await getCancellationPreview(ctx, trip.id);
    // 10 days ahead under "moderate": nothing of the stay is refundable, the security deposit is.
    const cancelled = await cancelReservation(ctx, trip.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.money.balance_due_cents).toBe(0);
    expect(cancelled.money.refunded_cents).toBe(preview.refund_cents);
    expect(cancelled.refund_cents).toBe(preview.refund_cents);
  });
});

describe('balance reminders', () => {
  it('mails once before the balance is due and once when overdue, not when paid', async () => {
    const actor = await guest();
    const { trip } = await book(actor);
    const ctx = contextFor(orm, actor, { now: NOW });
    const { start } = await startPayment(ctx, trip.id, { method: 'card', scope: 'next' });
    await confirmDemoPayment(ctx, trip.id, start.payment_id ?? 0, CARD);
    // The balance is due 2030-04-02: reminded from 2030-03-26, overdue from 2030-04-03.
    const at = (iso: string) => systemContext(orm, 'reminders', { now: new Date(`${iso}T15:00:00Z`) });
    expect((await sendPaymentReminders(at('2030-03-20'))).soon).not.toContain(trip.id);
    expect((await sendPaymentReminders(at('2030-03-27'))).soon).toContain(trip.id);
    expect((await sendPaymentReminders(at('2030-03-28'))).soon).not.toContain(trip.id);
    expect((await sendPaymentReminders(at('2030-04-05'))).overdue).toContain(trip.id);
    const mails = await orm
      .select()
      .from(outbox)
      .where(sql`${outbox.idempotencyKey} like ${`balance-%:${trip.id}:%`}`);
    expect(mails.map((m) => m.template).sort()).toEqual(['balance-overdue', 'balance-reminder']);
    // A balance paid in full gets no reminder.
    const paid = await book(await guest(), { checkIn: '2030-06-10', checkOut: '2030-06-14' });
    const owner = await orm.select({ userId: reservations.userId }).from(reservations).where(eq(reservations.id, paid.trip.id));
    const payer = contextFor(orm, userActor({ id: owner[0]?.userId ?? 0, email: 'x@example.test', name: 'X' }), { now: NOW });
    const whole = await startPayment(payer, paid.trip.id, { method: 'card', scope: 'balance' });
    await confirmDemoPayment(payer, paid.trip.id, whole.start.payment_id ?? 0, CARD);
    const run = await sendPaymentReminders(at('2030-03-27'));
    expect([...run.soon, ...run.overdue]).not.toContain(paid.trip.id);
  });
});

describe('the ledger in the database', () => {
  it('is append-only: an entry cannot be changed or removed, and no entry exists without its reservation', async () => {
    const actor = await guest();
    const { trip } = await book(actor);
    const [entry] = await orm.select().from(ledgerEntries).where(eq(ledgerEntries.reservationId, trip.id));
    await expect(
      orm
        .update(ledgerEntries)
        .set({ amountCents: 1 })
        .where(eq(ledgerEntries.id, entry?.id ?? 0)),
    ).rejects.toThrow();
    await expect(orm.delete(ledgerEntries).where(eq(ledgerEntries.id, entry?.id ?? 0))).rejects.toThrow();
    await expect(orm.delete(reservations).where(eq(reservations.id, trip.id))).rejects.toThrow();
    await expect(
      orm.insert(ledgerEntries).values({
        reservationId: 999_999,
        kind: 'nights',
        amountCents: 1,
        labelEn: 'x',
        labelEs: 'x',
        reference: 'x',
        actorKind: 'system',
      }),
    ).rejects.toThrow();
    expect((await readAccount(orm, trip.id))?.entries).toHaveLength(5);
  });
});
