import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIsoDate, formatMoney } from '@/lib/format';
import type { UserActor } from '@/server/access/actor';
import { systemContext } from '@/server/access/context';
import { followSiteLanguage } from '@/server/accounts/site-language';
import { grantTripGoodwill } from '@/server/concierge/trip-money.service';
import { serverTranslator } from '@/server/core/locale';
import type { Orm } from '@/server/db/open';
import { conciergeAssignments, users } from '@/server/db/schema/accounts';
import { reservations } from '@/server/db/schema/booking';
import { outbox } from '@/server/db/schema/platform';
import { sendGuestbookPreArrivalMails } from '@/server/guestbook/open/guestbook-mail';
import { confirmDemoPayment, startPayment } from '@/server/payments/payments.service';
import { contextFor, userActor } from '@/test/context';
import { createCountry, createProperty, createState, createUser } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { confirmRequest, declineRequest } from './decide-request';
import { sendPaymentReminders } from './payment-reminders';
import { quoteStay } from './quote.service';
import { requestBooking } from './request-booking';

/**
 * Issue 31, item 7: every mail to a guest, from a request or a job, is in their account's language
 * (`users.locale`, which follows the language they use on the site), not the one the reservation
 * was made in.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
let country: { id: number };
let state: { id: number };
let concierge: UserActor;

// 08:00 in Santo Domingo (UTC-4): the villas' "today" is 2030-01-10.
const NOW = new Date('2030-01-10T12:00:00Z');
const HOUR = 3_600_000;
const CARD = { card_number: '4242 4242 4242 4242', exp: '12/34', cvc: '123', name: 'Ana Rivera' };
const es = serverTranslator('es');
const en = serverTranslator('en');

beforeAll(async () => {
  database = await useTestDatabase();
  orm = database.orm;
  country = await createCountry(orm, { timeZone: 'America/Santo_Domingo', taxRateBps: 1800, serviceFeeBps: 1000 });
  state = await createState(orm, country.id);
  const c = await createUser(orm, { locale: 'en' });
  await orm.insert(conciergeAssignments).values({ userId: c.id, countryId: country.id, stateId: state.id });
  concierge = userActor(c, { groups: ['hbl-concierge'] });
});
afterAll(async () => {
  await database?.dispose();
});

const guest = async (locale: 'en' | 'es') => userActor(await createUser(orm, { locale }), { locale });

/** A request for a villa by request, through the real service at NOW. */
async function request(actor: UserActor, checkIn: string, checkOut: string) {
  const p = await createProperty(
    orm,
    { countryId: country.id, stateId: state.id },
    { instantBook: false, cleaningFeeCents: 20_000, minNights: 3, basePriceCents: 100_000, securityDepositCents: 150_000 },
  );
  const q = await quoteStay(contextFor(orm), { propertyId: p.id, checkIn, checkOut, guests: 2 }, { today: '2030-01-10' });
  const { trip } = await requestBooking(contextFor(orm, actor, { now: NOW }), {
    property_id: p.id,
    check_in: checkIn,
    check_out: checkOut,
    guests: 2,
    lead_guest: { first_name: 'Ana', last_name: 'Rivera', email: 'ana@example.test', phone: '+1 809 555 0100' },
    quote_signature: q.signature,
  });
  return trip;
}

async function payDeposit(actor: UserActor, tripId: number, now: Date) {
  const ctx = contextFor(orm, actor, { now });
  const { start } = await startPayment(ctx, tripId, { method: 'card', scope: 'next' });
  await confirmDemoPayment(ctx, tripId, start.payment_id ?? 0, CARD);
}

const mailsTo = (email: string) => orm.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(asc(outbox.id));

/** Each mail's subject as the Spanish catalogue words it (and not as the English one does). */
function expectSpanish(
  mail: { subject: string; locale: string; htmlBody: string } | undefined,
  key: string,
  values: Record<string, string>,
) {
  expect(mail?.locale).toBe('es');
  expect(mail?.htmlBody).toContain('<html lang="es">');
  expect(mail?.subject).toBe(es(key, values));
  expect(mail?.subject).not.toBe(en(key, values));
}

describe('the language of mail', () => {
  it('a Spanish-speaking guest reads every mail of their journey in Spanish: request, acceptance, payment, credit, balance reminder, arrival', async () => {
    const actor = await guest('es');
    const trip = await request(actor, '2030-06-01', '2030-06-05');
    const values = { property: trip.property.name, number: trip.confirmation_number };
    const later = new Date(NOW.getTime() + 5 * HOUR);
    await confirmRequest(contextFor(orm, concierge, { now: later }), trip.id);
    await payDeposit(actor, trip.id, later);
    await grantTripGoodwill(contextFor(orm, concierge, { now: later }), trip.id, {
      kind: 'credit',
      amount: 10_000,
      reason: 'Llegada tardía',
    });
    // The balance is due 2030-04-02 (60 days before arrival): reminded a week before.
    expect((await sendPaymentReminders(systemContext(orm, 'reminders', { now: new Date('2030-03-27T15:00:00Z') }))).soon).toContain(
      trip.id,
    );
    // A week before arrival the guestbook's mail goes out.
    expect(await sendGuestbookPreArrivalMails(systemContext(orm, 'guestbook', { now: new Date('2030-05-26T15:00:00Z') }))).toContain(
      trip.id,
    );

    const mails = await mailsTo(actor.email);
    expect(mails.map((m) => m.template)).toEqual([
      'booking-requested',
      'booking-accepted',
      'payment-received',
      'money-goodwill-credit',
      'balance-reminder',
      'guestbook-pre-arrival',
    ]);
    const [requested, accepted, paid, credit, reminder, arrival] = mails;
    expectSpanish(requested, 'booking.mail.requested_subject', values);
    expect(requested?.subject).toContain('Hemos recibido tu solicitud');
    expectSpanish(accepted, 'plans.mail.confirmed_subject', values);
    expect(accepted?.subject).toContain('está aceptada');
    expectSpanish(paid, 'money.mail.payment_subject', values);
    expect(paid?.subject).toContain('Pago recibido');
    expectSpanish(credit, 'money.notice.goodwill_credit_subject', { ...values, amount: formatMoney('es', 10_000, trip.currency) });
    expectSpanish(reminder, 'money.reminder.soon_subject', { ...values, date: formatIsoDate('es', '2030-04-02') });
    expectSpanish(arrival, 'guestbook.mail.pre_arrival_subject', { ...values, date: formatIsoDate('es', '2030-06-01') });
    // Their links open the Spanish site (the request's mail has one only when the request names the site).
    for (const mail of mails.slice(1)) expect(mail.textBody).toMatch(/\/es\/|[?&]locale=es\b/);
  });

  it("follows the account's language, not the reservation's: a guest who booked in English and switched to Spanish is mailed in Spanish", async () => {
    const actor = await guest('en');
    const accepted = await request(actor, '2030-07-01', '2030-07-05');
    const declined = await request(actor, '2030-08-01', '2030-08-05');
    const [booked] = await mailsTo(actor.email);
    expect(booked).toMatchObject({ template: 'booking-requested', locale: 'en' });

    // The guest uses the site in Spanish from now on (the proxy calls this on their next page).
    expect(await followSiteLanguage(orm, actor, 'es', NOW)).toBe(true);
    expect(await followSiteLanguage(orm, actor, 'es', NOW)).toBe(false);
    const [account] = await orm.select({ locale: users.locale }).from(users).where(eq(users.id, actor.userId));
    expect(account?.locale).toBe('es');
    const [reservation] = await orm.select({ locale: reservations.locale }).from(reservations).where(eq(reservations.id, accepted.id));
    expect(reservation?.locale).toBe('en');

    const later = new Date(NOW.getTime() + 5 * HOUR);
    await confirmRequest(contextFor(orm, concierge, { now: later }), accepted.id);
    await declineRequest(contextFor(orm, concierge, { now: later }), declined.id, { reason: 'The villa is closed for repairs.' });
    await payDeposit(actor, accepted.id, later);
    const mails = (await mailsTo(actor.email)).slice(2);
    expect(mails.map((m) => m.template)).toEqual(['booking-accepted', 'booking-declined', 'payment-received']);
    const [yes, no, paid] = mails;
    expectSpanish(yes, 'plans.mail.confirmed_subject', { property: accepted.property.name, number: accepted.confirmation_number });
    expectSpanish(no, 'plans.mail.declined_subject', { property: declined.property.name, number: declined.confirmation_number });
    expectSpanish(paid, 'money.mail.payment_subject', { property: accepted.property.name, number: accepted.confirmation_number });
    // Back to English on the site: the next mail is in English.
    expect(await followSiteLanguage(orm, actor, 'en', later)).toBe(true);
    expect((await sendPaymentReminders(systemContext(orm, 'reminders', { now: new Date('2030-04-26T15:00:00Z') }))).soon).toContain(
      accepted.id,
    );
    const [reminder] = (await mailsTo(actor.email)).slice(5);
    expect(reminder).toMatchObject({ template: 'balance-reminder', locale: 'en' });
  });
});
