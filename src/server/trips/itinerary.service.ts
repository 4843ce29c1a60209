import type { AuditAction } from '@/lib/audit-actions';
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { requireUser } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { recordAudit } from '../admin/audit';
import { requireConciergeWork, reservationInScope } from '../booking/concierge-scope';
import { todayIn } from '../core/calendar';
import { addDays } from '../core/calendar';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { lockAccount, postEntries } from '../ledger/ledger';
import { itineraryItems } from '../db/schema/trips';
import { notFound } from '../core/errors';
import { serverTranslator } from '../core/locale';
import { absoluteMedia } from '../catalog/property.api';
import { recordTripEvent } from '../concierge/trip-events';
import type { AddItineraryItemInput } from './itinerary.schema';
import { assertTripOpen, fieldError, ownTrip, plansError, timeIn } from './trip-access';
import type { ItineraryStatus, ItineraryItem, PlanOption } from './trips.types';
import { inTransaction } from '../db/transaction';
import { inLocale } from '@/lib/bilingual';

const withdrawn = (locale: 'en' | 'es', title: string) => serverTranslator(locale)('plans.charges.withdrawn', { title });

interface ItemRow {
  id: number;
  reservation_id: number;
  kind: 'experience' | 'service';
  offer_id: number;
  slug: string;
  title_en: string;
  title_es: string;
  image: string;
  price_unit: string;
  price_from_cents: number;
  date: string;
  start_time: string;
  guests: number;
  note: string;
  status: ItineraryStatus;
  price_cents: number | null;
  decline_reason: string | null;
  created_at: string | Date;
}

const itemQuery = (where: ReturnType<typeof sql>) => sql`select i.id, i.reservation_id, i.kind::text as kind,
    coalesce(e.id, l.id) as offer_id, coalesce(e.slug, l.slug) as slug,
    coalesce(e.title_en, l.title_en) as title_en, coalesce(e.title_es, l.title_es) as title_es,
    coalesce(e.image, l.image) as image, coalesce(e.price_unit, l.price_unit) as price_unit,
    coalesce(e.price_cents, l.price_from_cents) as price_from_cents,
    i.date::text as date, substr(i.start_time::text, 1, 5) as start_time, i.guests, i.note, i.status::text as status,
    i.price_cents, i.created_at,
    (select t.data->>'reason' from trip_events t
      where t.reservation_id = i.reservation_id and t.kind = 'plan_declined' and t.data->>'item_id' = i.id::text
      order by t.id desc limit 1) as decline_reason
  from itinerary_items i
    left join experiences e on e.id = i.experience_id
    left join luxury_services l on l.id = i.luxury_service_id
  where ${where}
  order by i.date, i.start_time, i.id`;

function toItem(r: ItemRow, locale: string): ItineraryItem {
  return {
    id: r.id,
    kind: r.kind,
    offer: {
      id: r.offer_id,
      slug: r.slug,
      title: inLocale(locale, r.title_en, r.title_es),
      image: absoluteMedia(r.image),
      price_unit: r.price_unit,
      price_from_cents: r.price_from_cents,
    },
    date: r.date,
    start_time: r.start_time,
    guests: r.guests,
    note: r.note,
    status: r.status,
    price_cents: r.price_cents,
    decline_reason: r.status === 'declined' ? r.decline_reason || null : null,
    created_at: new Date(r.created_at).toISOString(),
  };
}

async function loadItem(orm: Orm, itemId: number): Promise<ItemRow | undefined> {
  const [row] = await rows<ItemRow>(orm, itemQuery(sql`i.id = ${itemId}`));
  return row;
}

/** The trip's plans by day and time (withdrawn and declined ones included, with their status). */
export async function listItinerary(ctx: ServiceContext, tripId: number): Promise<ItineraryItem[]> {
  await ownTrip(ctx, tripId);
  const found = await rows<ItemRow>(ctx.orm, itemQuery(sql`i.reservation_id = ${tripId}`));
  return found.map((r) => toItem(r, ctx.locale));
}

/**
 * The guest asks for a plan: a published experience or luxury service on a day of the stay
 * (check-in to the last night; the departure day too for a service such as a transfer), not in the
 * villa's local past, for 1 to the trip's guests. It is `requested` until a concierge prices it.
 * 409 `trip_closed` unless the trip is requested or confirmed and not over.
 */
export async function addItineraryItem(ctx: ServiceContext, tripId: number, input: AddItineraryItemInput): Promise<ItineraryItem> {
  requireUser(ctx.actor);
  const { orm, now } = ctx;
  const trip = await ownTrip(ctx, tripId);
  assertTripOpen(trip);
  const table = input.kind === 'experience' ? sql`experiences` : sql`luxury_services`;
  const match = input.id !== undefined ? sql`id = ${input.id}` : sql`slug = ${input.slug ?? ''}`;
  const [offer] = await rows<{ id: number }>(orm, sql`select id from ${table} where ${match} and published`);
  if (!offer) throw fieldError(input.id !== undefined && !input.slug ? 'id' : 'slug', 'unknown_offer');
  const lastDay = input.kind === 'service' ? trip.checkOut : addDays(trip.checkOut, -1);
  if (input.date < trip.checkIn || input.date > lastDay) {
    throw fieldError(
      'date',
      input.kind === 'experience' && input.date === trip.checkOut ? 'departure_day_services_only' : 'date_outside_stay',
    );
  }
  if (input.date < trip.today) throw fieldError('date', 'date_past');
  if (input.date === trip.today && input.start_time <= timeIn(trip.timeZone, now)) throw fieldError('start_time', 'time_past');
  if (input.guests > trip.guests) throw fieldError('guests', 'too_many_guests', { max: trip.guests });
  const [created] = await orm
    .insert(itineraryItems)
    .values({
      reservationId: trip.id,
      kind: input.kind,
      experienceId: input.kind === 'experience' ? offer.id : null,
      luxuryServiceId: input.kind === 'service' ? offer.id : null,
      date: input.date,
      startTime: input.start_time,
      guests: input.guests,
      note: input.note ?? '',
      status: 'requested',
      createdAt: now,
    })
    .returning({ id: itineraryItems.id });
  const row = created ? await loadItem(orm, created.id) : undefined;
  if (!row) throw new Error('itinerary insert returned nothing');
  return toItem(row, ctx.locale);
}

/**
 * The guest withdraws a plan. A requested one is simply `cancelled`. A confirmed one is too, up to
 * the day before it (its charge is reversed by a negative ledger line of the same kind); on its
 * own day or after it is 409 `plan_too_late` (the concierge has booked it: the guest asks them).
 * Declined or already withdrawn plans are 409 `plan_not_cancellable`; a closed trip 409 `trip_closed`.
 */
export async function cancelItineraryItem(ctx: ServiceContext, tripId: number, itemId: number): Promise<ItineraryItem> {
  requireUser(ctx.actor);
  const { orm, now } = ctx;
  const trip = await ownTrip(ctx, tripId);
  const item = await loadItem(orm, itemId);
  if (!item || item.reservation_id !== trip.id) throw notFound();
  assertTripOpen(trip);
  if (item.status !== 'requested' && item.status !== 'confirmed') throw plansError(409, 'plan_not_cancellable');
  if (item.status === 'confirmed' && item.date <= trip.today) throw plansError(409, 'plan_too_late');
  await inTransaction(orm, async (tx) => {
    const updated = await tx
      .update(itineraryItems)
      .set({ status: 'cancelled', decidedAt: now })
      .where(and(eq(itineraryItems.id, itemId), eq(itineraryItems.status, item.status)))
      .returning({ id: itineraryItems.id });
    if (updated.length === 0) throw plansError(409, 'plan_not_cancellable');
    // Only a plan whose charge is on the bill gets it reversed, by a new entry.
    if (item.status === 'confirmed' && item.price_cents) {
      const db = tx;
      const account = await lockAccount(db, trip.id);
      if (!account) throw notFound();
      await postEntries(
        db,
        account,
        [
          {
            kind: 'extra',
            amountCents: 0 - item.price_cents,
            label: { en: withdrawn('en', item.title_en), es: withdrawn('es', item.title_es) },
            reference: `itinerary:${item.id}`,
          },
        ],
        { actor: ctx.actor, now },
      );
    }
  });
  const row = await loadItem(orm, itemId);
  if (!row) throw notFound();
  return toItem(row, ctx.locale);
}

/** A requested plan a concierge may decide on: 401/403 by role, 404 outside their scope (the booking requests' scope), 409 once decided. */
async function requestedItemInScope(ctx: ServiceContext, itemId: number): Promise<ItemRow> {
  requireConciergeWork(ctx.actor);
  const item = await loadItem(ctx.orm, itemId);
  if (!item) throw notFound();
  const reservation = await reservationInScope(ctx, item.reservation_id);
  if (item.status !== 'requested') throw plansError(409, 'plan_not_requested');
  // The same rule as the guest's side: no plan is confirmed (and charged) on a closed or finished trip.
  assertTripOpen({ status: reservation.status, checkOut: reservation.checkOut, today: todayIn(reservation.timeZone, ctx.now) });
  return item;
}

/**
 * A concierge confirms a requested plan at a price: in one transaction it becomes `confirmed` with
 * that price, and the bill gets one `extra` entry (labelled with its title in both languages,
 * reference `itinerary:<id>`).
 */
export async function confirmItineraryItem(ctx: ServiceContext, itemId: number, priceCents: number): Promise<ItineraryItem> {
  requireConciergeWork(ctx.actor);
  const { orm, now } = ctx;
  if (!Number.isInteger(priceCents) || priceCents < 0) throw fieldError('price_cents', 'invalid_price');
  const item = await requestedItemInScope(ctx, itemId);
  await inTransaction(orm, async (tx) => {
    const updated = await tx
      .update(itineraryItems)
      .set({ status: 'confirmed', priceCents, decidedAt: now })
      .where(and(eq(itineraryItems.id, itemId), eq(itineraryItems.status, 'requested')))
      .returning({ id: itineraryItems.id });
    // A concurrent decision won: nothing is charged.
    if (updated.length === 0) throw plansError(409, 'plan_not_requested');
    if (priceCents > 0) {
      const db = tx;
      const account = await lockAccount(db, item.reservation_id);
      if (!account) throw notFound();
      await postEntries(
        db,
        account,
        [{ kind: 'extra', amountCents: priceCents, label: { en: item.title_en, es: item.title_es }, reference: `itinerary:${item.id}` }],
        { actor: ctx.actor, now },
      );
    }
    await auditPlanDecision(tx, ctx, item.reservation_id, {
      action: 'reservation.plan_confirm',
      item_id: itemId,
      status: 'confirmed',
      price_cents: priceCents,
    });
  });
  const row = await loadItem(orm, itemId);
  if (!row) throw notFound();
  return toItem(row, ctx.locale);
}

/** The audit line of a concierge's decision on a requested plan (issue 17): the trip's, with its villa. */
async function auditPlanDecision(
  tx: Orm,
  ctx: ServiceContext,
  reservationId: number,
  decision: { action: AuditAction; item_id: number; status: string } & Record<string, unknown>,
) {
  const [trip] = await rows<{ property_id: number }>(tx, sql`select property_id from reservations where id = ${reservationId}`);
  const { action, ...after } = decision;
  await recordAudit(tx, ctx, {
    action,
    objectType: 'reservation',
    objectId: reservationId,
    before: { property_id: trip?.property_id ?? null, item_id: decision.item_id, status: 'requested' },
    after: { property_id: trip?.property_id ?? null, ...after },
  });
}

/**
 * A concierge declines a requested plan: `declined`, nothing on the bill. The reason (optional)
 * is kept as the decision's trip event; the guest sees it on the plan (`decline_reason`).
 */
export async function declineItineraryItem(ctx: ServiceContext, itemId: number, reason = ''): Promise<ItineraryItem> {
  requireConciergeWork(ctx.actor);
  const { orm, now } = ctx;
  const item = await requestedItemInScope(ctx, itemId);
  await inTransaction(orm, async (tx) => {
    const updated = await tx
      .update(itineraryItems)
      .set({ status: 'declined', decidedAt: now })
      .where(and(eq(itineraryItems.id, itemId), eq(itineraryItems.status, 'requested')))
      .returning({ id: itineraryItems.id });
    if (updated.length === 0) throw plansError(409, 'plan_not_requested');
    await recordTripEvent(tx, {
      reservationId: item.reservation_id,
      actor: ctx.actor,
      kind: 'plan_declined',
      data: { item_id: itemId, reason },
    });
    await auditPlanDecision(tx, ctx, item.reservation_id, {
      action: 'reservation.plan_decline',
      item_id: itemId,
      status: 'declined',
      reason,
    });
  });
  const row = await loadItem(orm, itemId);
  if (!row) throw notFound();
  return toItem(row, ctx.locale);
}

/** Public facts (published offers), so anyone may read them. */
export async function planOptions(ctx: ServiceContext, propertyId: number): Promise<PlanOption[]> {
  const { orm, locale } = ctx;
  const countryId = sql`(select country_id from properties where id = ${propertyId})`;
  const title = inLocale(locale, sql`title_en`, sql`title_es`);
  const [exp, svc] = await Promise.all([
    rows<{ slug: string; title: string; price_from_cents: number; price_unit: string; local: boolean }>(
      orm,
      sql`select slug, ${title} as title, price_cents as price_from_cents, price_unit,
          coalesce(country_id = ${countryId}, false) as local
        from experiences where published
        order by (coalesce(country_id = ${countryId}, false)) desc, position, ${title}`,
    ),
    rows<{ slug: string; title: string; price_from_cents: number; price_unit: string }>(
      orm,
      sql`select slug, ${title} as title, price_from_cents, price_unit from luxury_services where published order by position, ${title}`,
    ),
  ]);
  return [
    ...exp.map((e) => ({ kind: 'experience' as const, ...e, local: Boolean(e.local) })),
    ...svc.map((s) => ({ kind: 'service' as const, ...s, local: true })),
  ];
}
