import { addDays } from '@/server/core/calendar';
import type { Orm } from '@/server/db/open';
import { calendarBlocks, occupancies } from '@/server/db/schema/booking';

/** Factories of the owner portal's listing editor (issue 15, part C). */

let farNights = 0;
/**
 * Three nights of a villa's calendar no other fixture holds: between 100 and 290 days ahead, a new
 * range on every call (48 of them, then round again). The authorization world's stays start ~300
 * days ahead and walk on a week per trip, so nights beyond it are taken sooner or later.
 */
export function farRange(): { start_date: string; end_date: string } {
  farNights = (farNights % 48) + 1;
  const start = addDays(new Date().toISOString().slice(0, 10), 96 + farNights * 4);
  return { start_date: start, end_date: addDays(start, 3) };
}

/** A calendar block holding its nights (its occupancy beside it), as the owner portal writes one. */
export async function createBlock(
  orm: Orm,
  propertyId: number,
  over: { start_date?: string; end_date?: string; reason?: 'owner' | 'maintenance' | 'ical' } = {},
): Promise<{ id: number; start_date: string; end_date: string }> {
  const range = over.start_date && over.end_date ? { start_date: over.start_date, end_date: over.end_date } : farRange();
  const [block] = await orm
    .insert(calendarBlocks)
    .values({
      propertyId,
      startDate: range.start_date,
      endDate: range.end_date,
      reason: over.reason ?? 'owner',
      note: 'Fixture',
      externalUid: over.reason === 'ical' ? `fixture-${range.start_date}-${propertyId}` : null,
    })
    .returning();
  if (!block) throw new Error('block insert returned nothing');
  await orm.insert(occupancies).values({ propertyId, checkIn: block.startDate, checkOut: block.endDate, blockId: block.id });
  return { id: block.id, ...range };
}

/** A valid body of PUT …/rates: one season ahead. */
export function ratesBody(over: Record<string, unknown> = {}) {
  const start = addDays(new Date().toISOString().slice(0, 10), 400);
  return {
    base_price_cents: 80_000,
    cleaning_fee_cents: 20_000,
    security_deposit_cents: 100_000,
    min_nights: 3,
    instant_book: false,
    deposit_percent: 30,
    balance_due_days: 45,
    seasonal_rates: [
      {
        name_en: 'High season',
        name_es: 'Temporada alta',
        start_date: start,
        end_date: addDays(start, 30),
        nightly_cents: 120_000,
        min_nights: 5,
      },
    ],
    ...over,
  };
}

export const guestInfoBody = {
  arrival_en: 'Take the coast road; the gate is blue.',
  arrival_es: 'Tome la carretera de la costa; el portón es azul.',
  wifi_name: 'Villa',
  wifi_password: 'sea-breeze-2026',
  door_code: '4821',
  house_manual_en: 'The pool heater switch is in the garage.',
  house_manual_es: 'El interruptor del calentador de la piscina está en el garaje.',
  emergency_contacts_en: 'Manager: +1 809 555 0100',
  emergency_contacts_es: 'Administrador: +1 809 555 0100',
};
