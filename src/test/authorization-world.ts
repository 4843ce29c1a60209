import { sql } from 'drizzle-orm';
import { systemActor } from '@/server/access/actor';
import { withLockedAccount } from '@/server/ledger/ledger';
import { openPayment, settlePayment } from '@/server/ledger/payments';
import { refundToGuest } from '@/server/ledger/refunds';
import { addDays } from '@/server/core/calendar';
import { rows } from '@/server/db/raw';
import type { Orm } from '@/server/db/open';
import { conciergeAssignments } from '@/server/db/schema/accounts';
import { occupancies, reservationChanges } from '@/server/db/schema/booking';
import { groceryCategories, groceryItems, itineraryItems, travelers } from '@/server/db/schema/trips';
import {
  createCountry,
  createExperience,
  createLuxuryService,
  createMember,
  createPressArticle,
  createProperty,
  createReservation,
  postTestEntries,
  createState,
} from './factories';

/**
 * The people and places of the authorization matrix (src/server/http/authorization-matrix.int.test.ts):
 * one trip of one guest at one owner's villa, in the state of one concierge and the country of one
 * country manager, and everyone around them who must not reach it.
 */
export const CALLERS = [
  'visitor',
  'guest',
  'otherUser',
  'concierge',
  'farConcierge',
  'countryManager',
  'owner',
  'otherOwner',
  'admin',
  'guestbook',
  'otherGuestbook',
] as const;
export type Caller = (typeof CALLERS)[number];
/** The callers with an account session. */
export type Member = Exclude<Caller, 'visitor' | 'guestbook' | 'otherGuestbook'>;

export const CALLER_LABELS: Record<Caller, string> = {
  visitor: 'a visitor',
  guest: 'the trip’s guest',
  otherUser: 'another user',
  concierge: 'a concierge in scope',
  farConcierge: 'a concierge out of scope',
  countryManager: 'the country’s manager',
  owner: 'the villa’s owner',
  otherOwner: 'another owner',
  admin: 'an administrator',
  guestbook: 'the reservation’s guestbook session',
  otherGuestbook: 'another reservation’s guestbook session',
};

const GROUP: Record<Member, string | undefined> = {
  guest: undefined,
  otherUser: undefined,
  concierge: 'hbl-concierge',
  farConcierge: 'hbl-concierge',
  countryManager: 'hbl-country-manager',
  owner: 'hbl-owners',
  otherOwner: 'hbl-owners',
  admin: 'hbl-administrators',
};

/** A guest's trip as the trip routes need it: nights on the bill, a lead and a second traveler, a requested plan. */
export interface TripFixture {
  id: number;
  checkIn: string;
  checkOut: string;
  leadId: number;
  companionId: number;
  planId: number;
}

export interface World {
  orm: Orm;
  /** The argon2 hash of every member's password (and of the accounts a row adds). */
  passwordHash: string;
  members: Record<Member, { id: number; email: string; token: string }>;
  countryId: number;
  /** The guest's villa: owned by `owner`, in the state of `concierge`. */
  villaId: number;
  /** An instant-book villa in the same state, for new bookings. */
  bookableVillaId: number;
  /** The guest's confirmed trip, ahead. */
  trip: TripFixture;
  /** Another user's trip at another owner's villa, in another state: what `otherGuestbook` opens. */
  otherTrip: TripFixture;
  experienceSlug: string;
  serviceSlug: string;
  pressSlug: string;
  groceryItemId: number;
  /** Five free nights no other stay of this world holds, from ~300 days ahead. */
  nextStay(): { checkIn: string; checkOut: string };
  /** A fresh trip of the guest on the villa (`confirmed` unless told), holding its nights. */
  newTrip(status?: 'confirmed' | 'requested'): Promise<TripFixture>;
  /** A requested plan on the world's trip (for the concierge's decisions). */
  newPlan(): Promise<number>;
  /** A fresh trip of the guest with a demonstration card payment started (`pending`) or made (`succeeded`). */
  newCardPayment(status: 'pending' | 'succeeded'): Promise<{ trip: TripFixture; paymentId: number }>;
  /** A fresh trip of the guest whose deposit was paid by transfer and partly refunded: a transfer refund `owed`. */
  newOwedRefund(): Promise<{ trip: TripFixture; refundId: number }>;
  /** A stay of the guest that ended yesterday, paid in full with its security deposit held. */
  newPastStay(): Promise<{ id: number }>;
  /** A fresh trip of the guest with a change of guests waiting for a concierge. */
  newChangeRequest(): Promise<{ trip: TripFixture; changeId: number }>;
}

let worlds = 0;

/** Builds a world; every member's password is the one whose argon2 hash is given. */
export async function createWorld(orm: Orm, passwordHash: string): Promise<World> {
  worlds += 1;
  const n = worlds;
  const country = await createCountry(orm);
  const state = await createState(orm, country.id);
  const elsewhere = await createState(orm, country.id);

  const members = {} as World['members'];
  for (const who of Object.keys(GROUP) as Member[]) {
    const { user, token } = await createMember(orm, GROUP[who], { passwordHash });
    members[who] = { id: user.id, email: user.email, token };
  }
  await orm.insert(conciergeAssignments).values([
    { userId: members.concierge.id, countryId: country.id, stateId: state.id },
    { userId: members.farConcierge.id, countryId: country.id, stateId: elsewhere.id },
    { userId: members.countryManager.id, countryId: country.id, stateId: null },
  ]);

  const villa = await createProperty(orm, { countryId: country.id, stateId: state.id }, { ownerId: members.owner.id });
  const bookable = await createProperty(
    orm,
    { countryId: country.id, stateId: state.id },
    { ownerId: members.owner.id, instantBook: true },
  );
  const otherVilla = await createProperty(orm, { countryId: country.id, stateId: elsewhere.id }, { ownerId: members.otherOwner.id });

  const experience = await createExperience(orm);
  const service = await createLuxuryService(orm);
  const press = await createPressArticle(orm);
  const [category] = await orm
    .insert(groceryCategories)
    .values({ slug: `matrix-fruit-${n}`, nameEn: 'Fruit', nameEs: 'Fruta' })
    .returning();
  const [item] = await orm
    .insert(groceryItems)
    .values({
      slug: `matrix-mango-${n}`,
      categoryId: category?.id ?? 0,
      nameEn: 'Mango',
      nameEs: 'Mango',
      unitEn: 'kg',
      unitEs: 'kg',
      priceCents: 400,
    })
    .returning();

  const start = addDays(new Date().toISOString().slice(0, 10), 300);
  let stays = 0;
  const nextStay = () => {
    const checkIn = addDays(start, stays * 7);
    stays += 1;
    return { checkIn, checkOut: addDays(checkIn, 5) };
  };

  // Four booked guests, two travelers listed: room for the matrix to add one (travelers count against the booked guests).
  const makeTrip = async (userId: number, propertyId: number, status: 'confirmed' | 'requested'): Promise<TripFixture> => {
    const stay = nextStay();
    const trip = await createReservation(orm, { userId, propertyId }, { ...stay, guests: 4, status, totalCents: 500_000 });
    await orm.insert(occupancies).values({ propertyId, ...stay, reservationId: trip.id });
    await postTestEntries(orm, trip.id, [{ kind: 'nights', amountCents: 500_000, label: '5 nights' }]);
    const [lead, companion] = await orm
      .insert(travelers)
      .values([
        { reservationId: trip.id, name: 'Ana Rivera', isLead: 1 },
        { reservationId: trip.id, name: 'Luis Rivera', isLead: 0 },
      ])
      .returning();
    const planId = await addPlan(trip.id, stay.checkIn);
    return { id: trip.id, ...stay, leadId: lead?.id ?? 0, companionId: companion?.id ?? 0, planId };
  };

  const addPlan = async (reservationId: number, date: string) => {
    const [plan] = await orm
      .insert(itineraryItems)
      .values({ reservationId, kind: 'experience', experienceId: experience.id, date, startTime: '10:00', guests: 1, status: 'requested' })
      .returning();
    return plan?.id ?? 0;
  };

  const newTrip = (status: 'confirmed' | 'requested' = 'confirmed') => makeTrip(members.guest.id, villa.id, status);
  const trip = await newTrip();
  const otherTrip = await makeTrip(members.otherUser.id, otherVilla.id, 'confirmed');

  return {
    orm,
    passwordHash,
    members,
    countryId: country.id,
    villaId: villa.id,
    bookableVillaId: bookable.id,
    trip,
    otherTrip,
    experienceSlug: experience.slug,
    serviceSlug: service.slug,
    pressSlug: press.slug,
    groceryItemId: item?.id ?? 0,
    nextStay,
    newTrip,
    newPlan: () => addPlan(trip.id, trip.checkIn),
    newCardPayment: async (status) => {
      const fresh = await newTrip();
      const paymentId = await withLockedAccount(orm, fresh.id, async (tx, locked) => {
        const payment = await openPayment(tx, {
          reservationId: fresh.id,
          method: 'card',
          provider: 'demo',
          scope: 'next',
          amountCents: 150_000,
          currency: 'USD',
          userId: members.guest.id,
          providerRef: `demo_pi_matrix_${fresh.id}`,
          clientSecret: `demo_pi_matrix_${fresh.id}_secret`,
        });
        if (status === 'succeeded') await settlePayment(tx, locked, payment.id, { actor: systemActor('matrix'), now: new Date() });
        return payment.id;
      });
      return { trip: fresh, paymentId };
    },
    newOwedRefund: async () => {
      const fresh = await newTrip();
      const refundId = await withLockedAccount(orm, fresh.id, async (tx, locked) => {
        const who = { actor: systemActor('matrix'), now: new Date() };
        const payment = await openPayment(tx, {
          reservationId: fresh.id,
          method: 'bank_transfer',
          provider: 'transfer',
          scope: 'transfer',
          amountCents: 150_000,
          currency: 'USD',
          userId: members.guest.id,
          receivedOn: new Date().toISOString().slice(0, 10),
          reference: 'MATRIX',
        });
        const paid = await settlePayment(tx, locked, payment.id, who);
        const back = await refundToGuest(tx, paid.locked, 10_000, { reason: 'Matrix', reference: 'goodwill' }, who);
        return back.refunds[0]?.id ?? 0;
      });
      return { trip: fresh, refundId };
    },
    newChangeRequest: async () => {
      const fresh = await newTrip();
      const quote = {
        currency: 'USD',
        nights: [],
        nightsTotalCents: 500_000,
        cleaningFeeCents: 0,
        serviceFeeCents: 0,
        taxesCents: 0,
        totalCents: 500_000,
        securityDepositCents: 0,
        quoteSignature: 'matrix',
      };
      const [change] = await orm
        .insert(reservationChanges)
        .values({
          reservationId: fresh.id,
          status: 'requested',
          fromCheckIn: fresh.checkIn,
          fromCheckOut: fresh.checkOut,
          fromGuests: 2,
          checkIn: fresh.checkIn,
          checkOut: fresh.checkOut,
          guests: 1,
          quote,
          differenceCents: 0,
          requestedByUserId: members.guest.id,
        })
        .returning();
      return { trip: fresh, changeId: change?.id ?? 0 };
    },
    newPastStay: async () => {
      const today = new Date().toISOString().slice(0, 10);
      const stay = await createReservation(
        orm,
        { userId: members.guest.id, propertyId: villa.id },
        { checkIn: addDays(today, -8), checkOut: addDays(today, -2), guests: 2, status: 'confirmed', totalCents: 600_000 },
      );
      await postTestEntries(orm, stay.id, [
        { kind: 'nights', amountCents: 600_000 },
        { kind: 'deposit_held', amountCents: 50_000 },
        { kind: 'payment', amountCents: -650_000 },
      ]);
      return { id: stay.id };
    },
  };
}

/**
 * A fingerprint of everything a request of the API could write: bookings and their ledger, trip
 * extras, the desk's notes and events, messages (with their files, read marks and live events),
 * accounts, sessions (whether revoked), favorites, reset links, inquiries and mail, and the
 * administration's invitations, scopes, ownership and audit log. Reads
 * may touch a session's last use and count rate limits: those are left out.
 */
export async function snapshotWrites(orm: Orm): Promise<Record<string, string>> {
  const whole = (table: string) => sql.raw(`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t)`);
  const [row] = await rows<Record<string, string>>(
    orm,
    sql`select ${whole('reservations')} as reservations, ${whole('occupancies')} as occupancies, ${whole('ledger_entries')} as ledger_entries, ${whole('payments')} as payments, ${whole('refunds')} as refunds,
      ${whole('payment_events')} as payment_events,
      ${whole('travelers')} as travelers, ${whole('itinerary_items')} as itinerary_items, ${whole('grocery_orders')} as grocery_orders,
      ${whole('grocery_order_lines')} as grocery_order_lines, ${whole('favorites')} as favorites, ${whole('users')} as users,
      ${whole('user_groups')} as user_groups, ${whole('password_resets')} as password_resets, ${whole('inquiries')} as inquiries,
      ${whole('outbox')} as outbox, ${whole('concierge_notes')} as concierge_notes, ${whole('trip_events')} as trip_events, ${whole('idempotency_keys')} as idempotency_keys,
      ${whole('conversations')} as conversations, ${whole('messages')} as messages, ${whole('message_attachments')} as message_attachments,
      ${whole('conversation_reads')} as conversation_reads, ${whole('live_events')} as live_events,
      ${whole('properties')} as properties, ${whole('property_images')} as property_images, ${whole('seasonal_rates')} as seasonal_rates,
      ${whole('calendar_blocks')} as calendar_blocks, ${whole('ical_feeds')} as ical_feeds, ${whole('property_guest_info')} as property_guest_info,
      ${whole('owner_expenses')} as owner_expenses, ${whole('owner_payouts')} as owner_payouts, ${whole('owner_statements')} as owner_statements,
      (select md5(coalesce(string_agg(t.id || ':' || (t.revoked_at is null)::text, '|' order by t.id), '')) from sessions t) as sessions,
      ${whole('guestbook_check_ins')} as guestbook_check_ins, ${whole('guestbook_signatures')} as guestbook_signatures,
      ${whole('invitations')} as invitations, ${whole('concierge_assignments')} as concierge_assignments, ${whole('property_managers')} as property_managers,
      ${whole('property_ownerships')} as property_ownerships, ${whole('audit_log')} as audit_log,
      ${whole('reviews')} as reviews, ${whole('review_invitations')} as review_invitations`,
  );
  return row ?? {};
}

/** A reservation's confirmation number, read back: what the guestbook's rows put in /v1/guestbook/{number}. */
export async function confirmationNumberOf(orm: Orm, reservationId: number): Promise<string> {
  const [row] = await rows<{ n: string }>(orm, sql`select confirmation_number as n from reservations where id = ${reservationId}`);
  return row?.n ?? '';
}
