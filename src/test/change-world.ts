import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { UserActor } from '@/server/access/actor';
import { confirmRequest } from '@/server/booking/decide-request';
import { quoteStay } from '@/server/booking/quote.service';
import { requestBooking } from '@/server/booking/request-booking';
// Not a React hook: it points the server's database at this file's test database.
import { useDatabase as attachTestDatabase } from '@/server/db/client';
import type { Orm } from '@/server/db/open';
import { conciergeAssignments } from '@/server/db/schema/accounts';
import { refunds } from '@/server/db/schema/money';
import { confirmDemoPayment, startPayment } from '@/server/payments/payments.service';
import { contextFor, userActor } from './context';
import { createCountry, createProperty, createState, createUser } from './factories';
import { createTestDatabase } from './test-database';

/**
 * One world for the tests of a change under the cancellation policy (decision 035): a country at
 * UTC-4 with a 10 % service fee and 18 % taxes, a concierge of its state, villas at $1,000 a night
 * with a $200 cleaning fee and a $1,500 security deposit, guests who book and pay by the demo card.
 */

// 08:00 in Santo Domingo (UTC-4): the villas' "today" is 2030-01-10.
export const NOW = new Date('2030-01-10T12:00:00Z');
export const SECURITY_DEPOSIT = 150_000;
const CARD = { card_number: '4242 4242 4242 4242', exp: '12/34', cvc: '123', name: 'Ana Rivera' };

/** The price of a stay of `nights` at such a villa: nights and cleaning, the service fee, the taxes. */
export const stayOf = (nights: number) => {
  const base = nights * 100_000 + 20_000;
  const fee = base / 10;
  return base + fee + Math.round(((base + fee) * 18) / 100);
};

export type Villa = { cancellationPolicy: 'strict' | 'moderate'; instantBook: boolean };

/** Registers the world's database for the file (beforeAll/afterAll) and returns its helpers. */
export function changeWorld() {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let country: { id: number };
  let state: { id: number };
  const world = { orm: undefined as unknown as Orm, concierge: undefined as unknown as UserActor };

  beforeAll(async () => {
    database = await createTestDatabase();
    attachTestDatabase(database);
    world.orm = database.orm;
    country = await createCountry(world.orm, { timeZone: 'America/Santo_Domingo', taxRateBps: 1800, serviceFeeBps: 1000 });
    state = await createState(world.orm, country.id);
    const c = await createUser(world.orm);
    await world.orm.insert(conciergeAssignments).values({ userId: c.id, countryId: country.id, stateId: state.id });
    world.concierge = userActor(c, { groups: ['hbl-concierge'] });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** A new guest speaking `locale`. */
  const guest = async (locale: 'en' | 'es' = 'en') => userActor(await createUser(world.orm, { locale }), { locale });

  /** `actor` books a new villa of `villa`'s policy for `stay`; a request is accepted by the concierge (unless `accept: false`). */
  async function book(actor: UserActor, villa: Villa, stay: { checkIn: string; checkOut: string }, opts: { accept?: boolean } = {}) {
    const { orm, concierge } = world;
    const p = await createProperty(
      orm,
      { countryId: country.id, stateId: state.id },
      { cleaningFeeCents: 20_000, minNights: 2, basePriceCents: 100_000, securityDepositCents: SECURITY_DEPOSIT, ...villa },
    );
    const q = await quoteStay(contextFor(orm), { propertyId: p.id, ...stay, guests: 2 }, { today: '2030-01-10' });
    const { trip } = await requestBooking(contextFor(orm, actor, { now: NOW }), {
      property_id: p.id,
      check_in: stay.checkIn,
      check_out: stay.checkOut,
      guests: 2,
      lead_guest: { first_name: 'Ana', last_name: 'Rivera', email: 'ana@example.test', phone: '+1 809 555 0100' },
      quote_signature: q.signature,
    });
    if (!villa.instantBook && opts.accept !== false) await confirmRequest(contextFor(orm, concierge, { now: NOW }), trip.id);
    return trip;
  }

  /** `actor` pays the next installment or the whole balance by the demo card. */
  async function pay(actor: UserActor, tripId: number, scope: 'next' | 'balance') {
    const ctx = contextFor(world.orm, actor, { now: NOW });
    const { start } = await startPayment(ctx, tripId, { method: 'card', scope });
    await confirmDemoPayment(ctx, tripId, start.payment_id ?? 0, CARD);
  }

  /** The card refunds made on a trip, in cents. */
  const cardRefunds = async (tripId: number) =>
    (await world.orm.select().from(refunds).where(eq(refunds.reservationId, tripId))).map((r) => r.amountCents);

  return Object.assign(world, { guest, book, pay, cardRefunds });
}
