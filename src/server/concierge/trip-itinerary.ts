import 'server-only';
import { sql } from 'drizzle-orm';
import { requireUser } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { recordAudit } from '../admin/audit';
import { reservationInScope } from '../booking/concierge-scope';
import { isIsoDate, todayIn } from '../core/calendar';
import { addDays } from '../core/calendar';
import { rows } from '../db/raw';
import { itineraryItems } from '../db/schema/trips';
import { notFound } from '../core/errors';
import { lockAccount, postEntries } from '../ledger/ledger';
import { assertTripOpen, fieldError } from '../trips/trip-access';
import type { DeskPlanInput } from './trip.schema';
import { inTransaction } from '../db/transaction';

/**
 * A concierge adds a plan for the guest: a published experience (check-in to the last night) or
 * service (the departure day too), not in the villa's past, for at most the trip's guests. Without
 * a price it waits as `requested`; with one it is `confirmed` and billed (`itinerary:<id>`) at once.
 */
export async function addPlanForGuest(
  ctx: ServiceContext,
  tripId: number,
  input: DeskPlanInput,
): Promise<{ item_id: number; status: string }> {
  const staff = requireUser(ctx.actor);
  const scoped = await reservationInScope(ctx, tripId);
  const today = todayIn(scoped.timeZone, ctx.now);
  assertTripOpen({ status: scoped.status, checkOut: scoped.checkOut, today });
  const [trip] = await rows<{ check_in: string; guests: number }>(
    ctx.orm,
    sql`select check_in::text as check_in, guests from reservations where id = ${tripId}`,
  );
  if (!trip) throw notFound();
  const table = input.kind === 'experience' ? sql`experiences` : sql`luxury_services`;
  const [offer] = await rows<{ id: number; title_en: string; title_es: string }>(
    ctx.orm,
    sql`select id, title_en, title_es from ${table} where slug = ${input.slug} and published`,
  );
  if (!offer) throw fieldError('slug', 'unknown_offer');
  if (!isIsoDate(input.date)) throw fieldError('date', 'date_outside_stay');
  const lastDay = input.kind === 'service' ? scoped.checkOut : addDays(scoped.checkOut, -1);
  if (input.date < trip.check_in || input.date > lastDay) throw fieldError('date', 'date_outside_stay');
  if (input.date < today) throw fieldError('date', 'date_past');
  if (input.guests > trip.guests) throw fieldError('guests', 'too_many_guests', { max: trip.guests });
  const price = input.price_cents;
  return inTransaction(ctx.orm, async (tx) => {
    const [created] = await tx
      .insert(itineraryItems)
      .values({
        reservationId: tripId,
        kind: input.kind,
        experienceId: input.kind === 'experience' ? offer.id : null,
        luxuryServiceId: input.kind === 'service' ? offer.id : null,
        date: input.date,
        startTime: input.start_time,
        guests: input.guests,
        note: input.note,
        status: price ? 'confirmed' : 'requested',
        priceCents: price ?? null,
        addedByUserId: staff.userId,
        createdAt: ctx.now,
        decidedAt: price ? ctx.now : null,
      })
      .returning({ id: itineraryItems.id });
    if (!created) throw new Error('itinerary insert returned nothing');
    if (price) {
      const account = await lockAccount(tx, tripId);
      if (!account) throw notFound();
      await postEntries(
        tx,
        account,
        [{ kind: 'extra', amountCents: price, label: { en: offer.title_en, es: offer.title_es }, reference: `itinerary:${created.id}` }],
        { actor: ctx.actor, now: ctx.now },
      );
    }
    const status = price ? 'confirmed' : 'requested';
    await recordAudit(tx, ctx, {
      action: 'reservation.plan_add',
      objectType: 'reservation',
      objectId: tripId,
      after: {
        property_id: scoped.propertyId,
        item_id: created.id,
        kind: input.kind,
        slug: input.slug,
        date: input.date,
        guests: input.guests,
        status,
        price_cents: price ?? null,
      },
    });
    return { item_id: created.id, status };
  });
}
