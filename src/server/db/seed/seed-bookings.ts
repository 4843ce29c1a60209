import { inArray, sql } from 'drizzle-orm';
import type { Orm } from '../open';
import { occupancies, reservations } from '../schema/booking';
import { confirmationNumber, seededRandom } from './prng';
import { addDays } from './seasons';

interface Stay {
  /** Days from today to check-in (negative: in the past). */
  from: number;
  nights: number;
  status: 'confirmed' | 'requested';
  guests: number;
}

/** The demo guest's trips: one past, one under way, two ahead (the last still awaiting a concierge). */
const STAYS: Stay[] = [
  { from: -60, nights: 7, status: 'confirmed', guests: 4 },
  { from: -2, nights: 6, status: 'confirmed', guests: 6 },
  { from: 30, nights: 7, status: 'confirmed', guests: 5 },
  { from: 75, nights: 5, status: 'requested', guests: 4 },
];

/**
 * Reservations keyed by a confirmation number drawn from a fixed seed, so a re-run updates
 * the same rows (dates move with today; the numbers stay).
 */
export async function seedReservations(
  orm: Orm,
  userId: number,
  lastName: string,
  stays: { id: number; maximumCapacity: number }[],
  today: string,
): Promise<string[]> {
  const rows = STAYS.map((stay, i) => {
    const property = stays[i % stays.length];
    if (!property) throw new Error('seed: no property for the demo reservations');
    const checkIn = addDays(today, stay.from);
    return {
      confirmationNumber: confirmationNumber(seededRandom(`reservation:${i}`)),
      userId,
      propertyId: property.id,
      checkIn,
      checkOut: addDays(checkIn, stay.nights),
      guests: Math.min(stay.guests, property.maximumCapacity),
      status: stay.status,
      leadGuestLastName: lastName,
      // A request is made "today" (it holds the dates for 48 hours); the others were booked a month
      // ahead. Both are whole dates so a second run on the same day writes the same value.
      createdAt: new Date(`${stay.status === 'requested' ? today : addDays(checkIn, -30)}T00:00:00Z`),
    };
  });
  const saved = await orm
    .insert(reservations)
    .values(rows)
    .onConflictDoUpdate({
      target: reservations.confirmationNumber,
      set: {
        userId: sql`excluded.user_id`,
        propertyId: sql`excluded.property_id`,
        checkIn: sql`excluded.check_in`,
        checkOut: sql`excluded.check_out`,
        guests: sql`excluded.guests`,
        status: sql`excluded.status`,
        leadGuestLastName: sql`excluded.lead_guest_last_name`,
        createdAt: sql`excluded.created_at`,
      },
    })
    .returning({
      id: reservations.id,
      propertyId: reservations.propertyId,
      checkIn: reservations.checkIn,
      checkOut: reservations.checkOut,
    });
  // Requested and confirmed stays hold their nights (schema/booking.ts occupancies).
  const ids = saved.map((r) => r.id);
  await orm.delete(occupancies).where(inArray(occupancies.reservationId, ids));
  await orm
    .insert(occupancies)
    .values(saved.map((r) => ({ propertyId: r.propertyId, checkIn: r.checkIn, checkOut: r.checkOut, reservationId: r.id })));
  return rows.map((r) => r.confirmationNumber);
}
