import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatIsoDate, formatMoney } from '@/lib/format';
import { systemContext } from '@/server/access/context';
import { followSiteLanguage } from '@/server/accounts/site-language';
import { grantTripGoodwill } from '@/server/concierge/trip-money.service';
import { serverTranslator } from '@/server/core/locale';
import { users } from '@/server/db/schema/accounts';
import { reservations } from '@/server/db/schema/booking';
import { outbox } from '@/server/db/schema/platform';
import { sendGuestbookPreArrivalMails } from '@/server/guestbook/open/guestbook-mail';
import { changeWorld, NOW } from '@/test/change-world';
import { contextFor } from '@/test/context';
import { declineRequest, confirmRequest } from './decide-request';
import { sendPaymentReminders } from './payment-reminders';

/**
 * Issue 31, item 7: every mail to a guest, from a request or a job, is in their account's language
 * (`users.locale`, which follows the language they use on the site), not the one the reservation
 * was made in.
 */
const world = changeWorld();
const BY_REQUEST = { cancellationPolicy: 'moderate', instantBook: false } as const;
const es = serverTranslator('es');
const en = serverTranslator('en');

const mailsTo = (email: string) => world.orm.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(asc(outbox.id));

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
    const actor = await world.guest('es');
    const trip = await world.book(actor, BY_REQUEST, { checkIn: '2030-06-01', checkOut: '2030-06-05' }, { accept: false });
    const values = { property: trip.property.name, number: trip.confirmation_number };
    const desk = contextFor(world.orm, world.concierge, { now: NOW });
    await confirmRequest(desk, trip.id);
    await world.pay(actor, trip.id, 'next');
    await grantTripGoodwill(desk, trip.id, {
      kind: 'credit',
      amount: 10_000,
      reason: 'Llegada tardía',
    });
    // The balance is due 2030-04-02 (60 days before arrival): reminded a week before.
    expect((await sendPaymentReminders(systemContext(world.orm, 'reminders', { now: new Date('2030-03-27T15:00:00Z') }))).soon).toContain(
      trip.id,
    );
    // A week before arrival the guestbook's mail goes out.
    expect(await sendGuestbookPreArrivalMails(systemContext(world.orm, 'guestbook', { now: new Date('2030-05-26T15:00:00Z') }))).toContain(
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
    const actor = await world.guest('en');
    const accepted = await world.book(actor, BY_REQUEST, { checkIn: '2030-07-01', checkOut: '2030-07-05' }, { accept: false });
    const declined = await world.book(actor, BY_REQUEST, { checkIn: '2030-08-01', checkOut: '2030-08-05' }, { accept: false });
    const [booked] = await mailsTo(actor.email);
    expect(booked).toMatchObject({ template: 'booking-requested', locale: 'en' });

    // The guest uses the site in Spanish from now on (the proxy calls this on their next page).
    expect(await followSiteLanguage(world.orm, actor, 'es', NOW)).toBe(true);
    expect(await followSiteLanguage(world.orm, actor, 'es', NOW)).toBe(false);
    const [account] = await world.orm.select({ locale: users.locale }).from(users).where(eq(users.id, actor.userId));
    expect(account?.locale).toBe('es');
    const [reservation] = await world.orm
      .select({ locale: reservations.locale })
      .from(reservations)
      .where(eq(reservations.id, accepted.id));
    expect(reservation?.locale).toBe('en');

    const desk = contextFor(world.orm, world.concierge, { now: NOW });
    await confirmRequest(desk, accepted.id);
    await declineRequest(desk, declined.id, { reason: 'The villa is closed for repairs.' });
    await world.pay(actor, accepted.id, 'next');
    const mails = (await mailsTo(actor.email)).slice(2);
    expect(mails.map((m) => m.template)).toEqual(['booking-accepted', 'booking-declined', 'payment-received']);
    const [yes, no, paid] = mails;
    expectSpanish(yes, 'plans.mail.confirmed_subject', { property: accepted.property.name, number: accepted.confirmation_number });
    expectSpanish(no, 'plans.mail.declined_subject', { property: declined.property.name, number: declined.confirmation_number });
    expectSpanish(paid, 'money.mail.payment_subject', { property: accepted.property.name, number: accepted.confirmation_number });
    // Back to English on the site: the next mail is in English.
    expect(await followSiteLanguage(world.orm, actor, 'en', NOW)).toBe(true);
    expect((await sendPaymentReminders(systemContext(world.orm, 'reminders', { now: new Date('2030-04-26T15:00:00Z') }))).soon).toContain(
      accepted.id,
    );
    const [reminder] = (await mailsTo(actor.email)).slice(5);
    expect(reminder).toMatchObject({ template: 'balance-reminder', locale: 'en' });
  });
});
