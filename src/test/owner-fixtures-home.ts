import { sql } from 'drizzle-orm';
import { rows } from '@/server/db/raw';
import type { Orm } from '@/server/db/open';
import { propertyManagers } from '@/server/db/schema/owners';
import type { LedgerKind } from '@/server/ledger/kinds';
import { createCountry, createMember, createProperty, createReservation, createState, postTestEntries } from './factories';

/**
 * A small owner-portal world (issue 15, the overview, listings and reservations): two owners, a
 * broker who runs the second owner's villa for him, an administrator, a concierge and a guest, in
 * one destination.
 */
export async function createOwnerPortalWorld(orm: Orm) {
  const country = await createCountry(orm, { nameEn: 'Dominican Republic', nameEs: 'República Dominicana' });
  const state = await createState(orm, country.id, { lat: 18.58, lng: -68.4 });
  const guestCountry = await createCountry(orm, { nameEn: 'Canada', nameEs: 'Canadá' });
  const owner = await createMember(orm, 'hbl-owners', { name: 'Olivia Owner' });
  const otherOwner = await createMember(orm, 'hbl-owners', { name: 'Javier Other' });
  const broker = await createMember(orm, 'hbl-brokers', { name: 'Elena Broker' });
  const admin = await createMember(orm, 'hbl-administrators');
  const concierge = await createMember(orm, 'hbl-concierge');
  const guest = await createMember(orm, undefined, { name: 'Marta Guest', countryCode: 'CA', phone: '+1 555 0101' });
  const place = { countryId: country.id, stateId: state.id };
  const villaA1 = await createProperty(orm, place, { ownerId: owner.user.id, name: 'Casa Alba' });
  const villaA2 = await createProperty(orm, place, { ownerId: owner.user.id, name: 'Casa Brisa', descriptionEs: '' });
  const villaB1 = await createProperty(orm, place, { ownerId: otherOwner.user.id, name: 'Casa Coral' });
  await orm.insert(propertyManagers).values({ propertyId: villaB1.id, userId: broker.user.id });
  return { country, state, guestCountry, owner, otherOwner, broker, admin, concierge, guest, villaA1, villaA2, villaB1 };
}
export type OwnerPortalWorld = Awaited<ReturnType<typeof createOwnerPortalWorld>>;

/** A reservation of the world's guest with its owner's share on the ledger (nights, cleaning). */
export async function createOwnerStay(
  orm: Orm,
  world: OwnerPortalWorld,
  propertyId: number,
  stay: {
    checkIn: string;
    checkOut: string;
    status: 'requested' | 'awaiting_payment' | 'confirmed' | 'cancelled' | 'declined';
    nights?: number;
    cleaning?: number;
    firstName?: string;
    lastName?: string;
    guests?: number;
    holdExpiresAt?: Date;
    confirmationNumber?: string;
  },
) {
  const reservation = await createReservation(
    orm,
    { userId: world.guest.user.id, propertyId },
    {
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      status: stay.status,
      guests: stay.guests ?? 4,
      leadGuestFirstName: stay.firstName ?? 'Marta',
      leadGuestLastName: stay.lastName ?? 'Quintana',
      leadGuestEmail: 'marta@example.test',
      leadGuestPhone: '+1 555 0101',
      holdExpiresAt: stay.holdExpiresAt ?? null,
      ...(stay.confirmationNumber ? { confirmationNumber: stay.confirmationNumber } : {}),
    },
  );
  const lines: { kind: LedgerKind; amountCents: number }[] = [];
  if (stay.nights) lines.push({ kind: 'nights', amountCents: stay.nights });
  if (stay.cleaning) lines.push({ kind: 'cleaning', amountCents: stay.cleaning });
  if (lines.length) await postTestEntries(orm, reservation.id, [...lines, { kind: 'service_fee', amountCents: 12_345 }]);
  return reservation;
}

/** An iCal feed of a villa whose last sync failed after its last success. */
export async function createFailingFeed(orm: Orm, propertyId: number) {
  const [feed] = await rows<{ id: number }>(
    orm,
    sql`insert into ical_feeds (property_id, channel, label, url, last_success_at, last_error, last_error_at)
      values (${propertyId}, 'airbnb', 'Airbnb', 'https://example.test/feed.ics', now() - interval '2 days', 'HTTP 500', now() - interval '1 hour')
      returning id`,
  );
  return feed?.id ?? 0;
}
