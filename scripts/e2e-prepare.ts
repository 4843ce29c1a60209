/**
 * Prepares the e2e database (migrate + demo seed, on PGLITE_DIR or DATABASE_URL) and writes the
 * ids and slugs the route table needs to .data/e2e/samples.json, before the server starts
 * (PGlite admits one process at a time, so the tests cannot ask the database themselves).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/open';
import { randomBytes } from 'node:crypto';
import { systemActor } from '../src/server/access/actor';
import { systemContext } from '../src/server/access/context';
import { sendReviewMails } from '../src/server/reviews/review-jobs';
import { refreshPropertyReviews } from '../src/server/reviews/review-publish';
import { reviews } from '../src/server/db/schema/reviews';
import { rows } from '../src/server/db/raw';
import { conciergeAssignments, loginThrottles, users } from '../src/server/db/schema/accounts';
import { postEntries, withLockedAccount } from '../src/server/ledger/ledger';
import { openPayment, settlePayment } from '../src/server/ledger/payments';
import { bookingEntries } from '../src/server/ledger/stay-entries';
import { reservations } from '../src/server/db/schema/booking';
import { countries, properties, states } from '../src/server/db/schema/catalog';
import { luxuryServices, pressArticles } from '../src/server/db/schema/content';
import { config } from '../src/server/core/config.mjs';

const SAMPLES_FILE = path.join('.data', 'e2e', 'samples.json');

execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db-seed.ts'], { stdio: 'inherit', env: process.env });

const db = await openDatabase({ url: config().databaseUrl, dataDir: config().pgliteDir });
const orm = db.orm;
const first = <T>(rows: T[], what: string): T => {
  const row = rows[0];
  if (!row) throw new Error(`the demo seed has no ${what}`);
  return row;
};
const property = first(
  await orm
    .select({ id: properties.id, slug: properties.slug })
    .from(properties)
    .where(eq(properties.status, 'published'))
    .orderBy(asc(properties.id))
    .limit(1),
  'published property',
);
const state = first(await orm.select({ slug: states.slug }).from(states).orderBy(asc(states.id)).limit(1), 'state');
const country = first(await orm.select({ slug: countries.slug }).from(countries).orderBy(asc(countries.id)).limit(1), 'country');
const press = first(
  await orm.select({ slug: pressArticles.slug }).from(pressArticles).orderBy(asc(pressArticles.id)).limit(1),
  'press article',
);
const service = first(
  await orm.select({ slug: luxuryServices.slug }).from(luxuryServices).orderBy(asc(luxuryServices.id)).limit(1),
  'luxury service',
);
const reservation = first(
  await orm
    .select({ id: reservations.id, confirmationNumber: reservations.confirmationNumber })
    .from(reservations)
    .orderBy(asc(reservations.id))
    .limit(1),
  'reservation',
);
// A stay that ended two days ago for each locale's test of the security deposit's release
// (e2e/money.spec.ts): the demo guest's, at a villa of the demo concierge's destinations, paid in
// full through the ledger with its security deposit still held. It holds no nights (it is over).
const demoGuest = first(await orm.select({ id: users.id }).from(users).where(eq(users.email, 'user@almavillas.test')), 'demo guest');
const conciergeVilla = first(
  await orm
    .select({ id: properties.id })
    .from(properties)
    .innerJoin(states, eq(states.id, properties.stateId))
    .where(eq(states.slug, 'punta-cana'))
    .orderBy(asc(properties.id))
    .limit(1),
  'villa in Punta Cana',
);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A confirmed stay of the demo guest (or `guestId`) at `villaId` from `checkIn` to `checkOut`, paid in full through the ledger, its security deposit held. */
async function paidPastStay(villaId: number, checkIn: number, checkOut: number, locale: string, guestId = demoGuest.id): Promise<number> {
  const nights = checkOut - checkIn;
  const [stay] = await orm
    .insert(reservations)
    .values({
      confirmationNumber: `X${randomBytes(6).toString('hex').toUpperCase().slice(0, 7)}`,
      userId: guestId,
      propertyId: villaId,
      checkIn: dayOffset(checkIn),
      checkOut: dayOffset(checkOut),
      guests: 2,
      status: 'confirmed',
      leadGuestFirstName: 'Alex',
      leadGuestLastName: 'Rivera',
      locale,
      totalCents: nights * 100_000,
      createdAt: new Date(Date.now() - 40 * 86_400_000),
    })
    .returning({ id: reservations.id });
  if (!stay) throw new Error('e2e-prepare: the checked-out stay was not created');
  const who = { actor: systemActor('e2e-prepare'), now: new Date() };
  await withLockedAccount(orm, stay.id, async (tx, locked) => {
    const charged = await postEntries(
      tx,
      locked,
      bookingEntries({
        nights: Array.from({ length: nights }, () => ({ date: '', cents: 100_000 })),
        nightsTotalCents: nights * 100_000,
        cleaningFeeCents: 0,
        serviceFeeCents: 0,
        taxesCents: 0,
        securityDepositCents: 50_000,
      }),
      who,
    );
    const payment = await openPayment(tx, {
      reservationId: stay.id,
      method: 'bank_transfer',
      provider: 'transfer',
      scope: 'transfer',
      amountCents: nights * 100_000 + 50_000,
      currency: 'USD',
      userId: guestId,
      receivedOn: dayOffset(-30),
      reference: 'E2E',
    });
    await settlePayment(tx, charged, payment.id, who);
  });
  return stay.id;
}

const checkedOut: Record<string, number> = {};
for (const locale of ['en', 'es']) checkedOut[locale] = await paidPastStay(conciergeVilla.id, -9, -2, locale);

// Per locale, a stay that ended two days ago (e2e/reviews.spec.ts: its guest reviews it from the
// invitation mail's link, the desk publishes it, the owner replies): the demo guest's, at a villa
// the demo owner owns in the demo concierge's destinations, one villa per locale so that the two
// languages' averages do not move each other's.
const reviewVillas = await orm
  .select({ id: properties.id })
  .from(properties)
  .innerJoin(users, eq(users.id, properties.ownerId))
  .where(
    and(
      eq(users.email, 'owner@almavillas.test'),
      eq(properties.status, 'published'),
      inArray(
        properties.stateId,
        orm
          .select({ id: conciergeAssignments.stateId })
          .from(conciergeAssignments)
          .innerJoin(users, eq(users.id, conciergeAssignments.userId))
          .where(eq(users.email, 'concierge@almavillas.test')),
      ),
    ),
  )
  .orderBy(asc(properties.id))
  .limit(2);
/** A reviewer of the seed (src/server/seed/data/reviews.ts) per language. */
const REVIEWER_OF: Record<'en' | 'es', string> = {
  en: 'emma.collins@guests.almavillas.test',
  es: 'valentina.morales@guests.almavillas.test',
};
const reviewStay: Record<string, { id: number; propertyId: number }> = {};
const reviewStayRetry: Record<string, { id: number; propertyId: number }> = {};
for (const [i, locale] of (['en', 'es'] as const).entries()) {
  const villa = first(reviewVillas.slice(i), 'second villa of the demo owner in the demo concierge’s destinations');
  reviewStay[locale] = { id: await paidPastStay(villa.id, -7, -2, locale), propertyId: villa.id };
  // A stay of its own for a retry of e2e/reviews.spec.ts (the first attempt may have reviewed the
  // first): it ended nine days ago, inside the 14 days reviews are open.
  reviewStayRetry[locale] = { id: await paidPastStay(villa.id, -14, -9, locale), propertyId: villa.id };
  // Two earlier published reviews (unless the seed gave it some), so that the test's is the third
  // at least: the villa page then shows the average and its JSON-LD carries aggregateRating.
  const [published] = await rows<{ n: number }>(
    orm,
    sql`select count(*)::int as n from reviews where property_id = ${villa.id} and status = 'published'`,
  );
  // Written by a seeded reviewer of the language, not the demo guest: the demo guest's trips stay the
  // four seeded ones and e2e-prepare's recent stays (e2e/trips.spec.ts takes the earliest completed
  // one as the seeded past stay).
  const reviewer = first(
    await orm.select({ id: users.id }).from(users).where(eq(users.email, REVIEWER_OF[locale])),
    `seeded reviewer ${REVIEWER_OF[locale]}`,
  );
  for (const [k, overall] of [5, 4].entries()) {
    if ((published?.n ?? 0) + k >= 2) break;
    const stayId = await paidPastStay(villa.id, -60 - 10 * k, -55 - 10 * k, locale, reviewer.id);
    await orm.insert(reviews).values({
      reservationId: stayId,
      propertyId: villa.id,
      userId: reviewer.id,
      overall,
      cleanliness: overall,
      accuracy: overall,
      staff: 5,
      location: 4,
      value: overall,
      text:
        locale === 'es'
          ? 'Una villa preciosa, muy limpia y con un equipo atento: volveremos el próximo invierno.'
          : 'A beautiful villa, spotless and with an attentive team: we will be back next winter.',
      locale,
      status: 'published',
      publishedAt: new Date(Date.now() - (50 - 10 * k) * 86_400_000),
      moderatedAt: new Date(Date.now() - (50 - 10 * k) * 86_400_000),
    });
  }
  await refreshPropertyReviews(orm, villa.id);
}
// The review invitations go out now, as the hourly review-mails job would send them (the server's
// schedule runs at minute 23): the stays' mails are in the outbox before the first test.
await sendReviewMails(systemContext(orm, 'review-mails'));

// A run starts with no login delays left by an earlier run's failed logins (decision 013): the
// suite signs in from one address, and a pair's delays only grow within 24 hours.
await orm.delete(loginThrottles);
await db.close();

const samples = {
  id: String(property.id),
  slug: press.slug,
  property: { id: property.id, slug: property.slug },
  country: country.slug,
  state: state.slug,
  press: press.slug,
  luxuryService: service.slug,
  reservation,
  checkedOut,
  reviewStay,
  reviewStayRetry,
};
fs.mkdirSync(path.dirname(SAMPLES_FILE), { recursive: true });
fs.writeFileSync(SAMPLES_FILE, JSON.stringify(samples, null, 2));
console.log(`e2e samples written to ${SAMPLES_FILE}`);
