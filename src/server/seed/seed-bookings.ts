import { inArray, sql } from 'drizzle-orm';
import { computeQuote, freezeQuote, nightlyRates, quoteSignature } from '../booking/quote';
import type { Orm } from '../db/open';
import { rows as rawRows } from '../db/raw';
import { type FrozenQuote, occupancies, reservations } from '../db/schema/booking';
import { confirmationNumber, seededRandom } from './prng';
import { addDays } from '../core/calendar';

export interface Stay {
  /** Days from today to check-in (negative: in the past). */
  from: number;
  nights: number;
  status: 'confirmed' | 'requested' | 'awaiting_payment';
  guests: number;
}

/**
 * The demo guest's trips: one past, one under way, two ahead (the last still awaiting a concierge).
 * The upcoming one is far enough ahead that its balance is not yet due (seed-ledgers.ts pays them).
 */
const STAYS: Stay[] = [
  { from: -60, nights: 7, status: 'confirmed', guests: 4 },
  { from: -2, nights: 6, status: 'confirmed', guests: 6 },
  { from: 75, nights: 7, status: 'confirmed', guests: 5 },
  { from: 110, nights: 5, status: 'requested', guests: 4 },
];

/** How long before arrival each demo stay was booked (the request: today). */
const BOOKED_DAYS_AHEAD = [120, 90, 100];

/**
 * Reservations keyed by a confirmation number drawn from a fixed seed, so a re-run updates
 * the same rows (dates move with today; the numbers stay).
 */
export async function seedReservations(
  orm: Orm,
  userId: number,
  lead: { firstName: string; lastName: string; email: string; phone: string },
  stays: { id: number; maximumCapacity: number }[],
  today: string,
  /** Another guest's trips (the desk's demo): their own stays, and a key that keeps their numbers apart. */
  opts: { plan?: Stay[]; key?: string } = {},
): Promise<string[]> {
  const plan = opts.plan ?? STAYS;
  const key = opts.key ?? 'reservation';
  const pricing = await rawRows<{
    id: number;
    currency: string;
    base_price_cents: number;
    cleaning_fee_cents: number;
    security_deposit_cents: number;
    service_fee_bps: number;
    tax_bps: number;
  }>(
    orm,
    sql`select p.id, p.currency, p.base_price_cents, p.cleaning_fee_cents, p.security_deposit_cents,
        coalesce(s.service_fee_bps, c.service_fee_bps) as service_fee_bps, coalesce(s.tax_rate_bps, c.tax_rate_bps) as tax_bps
      from properties p join countries c on c.id = p.country_id join states s on s.id = p.state_id
      where p.id in (${sql.join(
        stays.map((p) => sql`${p.id}`),
        sql`, `,
      )})`,
  );
  const rates = await rawRows<{ property_id: number; start_date: string; end_date: string; nightly_cents: number }>(
    orm,
    sql`select property_id, start_date::text as start_date, end_date::text as end_date, nightly_cents from seasonal_rates`,
  );
  const frozenQuote = (propertyId: number, checkIn: string, checkOut: string, guests: number): FrozenQuote => {
    const p = pricing.find((r) => r.id === propertyId);
    if (!p) throw new Error(`seed: no pricing for property ${propertyId}`);
    const quote = computeQuote({
      nights: nightlyRates(
        checkIn,
        checkOut,
        p.base_price_cents,
        rates
          .filter((r) => r.property_id === propertyId)
          .map((r) => ({ startDate: r.start_date, endDate: r.end_date, nightlyCents: r.nightly_cents })),
      ),
      cleaningFeeCents: p.cleaning_fee_cents,
      serviceFeeBps: p.service_fee_bps,
      taxBps: p.tax_bps,
      securityDepositCents: p.security_deposit_cents,
      currency: p.currency,
    });
    return freezeQuote(quote, quoteSignature({ propertyId, checkIn, checkOut, guests }, quote));
  };
  const rows = plan.map((stay, i) => {
    const property = stays[i % stays.length];
    if (!property) throw new Error('seed: no property for the demo reservations');
    const checkIn = addDays(today, stay.from);
    const checkOut = addDays(checkIn, stay.nights);
    const guests = Math.min(stay.guests, property.maximumCapacity);
    const quote = frozenQuote(property.id, checkIn, checkOut, guests);
    const held = stay.status !== 'confirmed';
    const createdAt = new Date(`${held ? today : addDays(checkIn, -(BOOKED_DAYS_AHEAD[i] ?? 90))}T12:00:00Z`);
    return {
      confirmationNumber: confirmationNumber(seededRandom(`${key}:${i}`)),
      userId,
      propertyId: property.id,
      checkIn,
      checkOut,
      guests,
      status: stay.status,
      leadGuestFirstName: lead.firstName,
      leadGuestLastName: lead.lastName,
      leadGuestEmail: lead.email,
      leadGuestPhone: lead.phone,
      quote,
      totalCents: quote.totalCents,
      currency: quote.currency,
      // A request is made "today" (it holds the dates for 48 hours); the others were booked a month
      // ahead. Both are whole dates so a second run on the same day writes the same value.
      createdAt,
      // A request holds its dates 48 hours, an accepted one awaiting its deposit 72.
      holdExpiresAt: held ? new Date(createdAt.getTime() + (stay.status === 'requested' ? 48 : 72) * 3_600_000) : null,
      confirmedAt: stay.status === 'confirmed' ? createdAt : null,
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
        leadGuestFirstName: sql`excluded.lead_guest_first_name`,
        leadGuestLastName: sql`excluded.lead_guest_last_name`,
        leadGuestEmail: sql`excluded.lead_guest_email`,
        leadGuestPhone: sql`excluded.lead_guest_phone`,
        quote: sql`excluded.quote`,
        totalCents: sql`excluded.total_cents`,
        currency: sql`excluded.currency`,
        holdExpiresAt: sql`excluded.hold_expires_at`,
        confirmedAt: sql`excluded.confirmed_at`,
        createdAt: sql`excluded.created_at`,
      },
    })
    .returning({
      id: reservations.id,
      propertyId: reservations.propertyId,
      checkIn: reservations.checkIn,
      checkOut: reservations.checkOut,
      quote: reservations.quote,
      createdAt: reservations.createdAt,
    });
  // Requested and confirmed stays hold their nights (schema/booking.ts occupancies).
  const ids = saved.map((r) => r.id);
  await orm.delete(occupancies).where(inArray(occupancies.reservationId, ids));
  await orm
    .insert(occupancies)
    .values(saved.map((r) => ({ propertyId: r.propertyId, checkIn: r.checkIn, checkOut: r.checkOut, reservationId: r.id })));
  return rows.map((r) => r.confirmationNumber);
}
