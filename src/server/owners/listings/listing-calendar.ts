import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../access/context';
import { recordAudit } from '../../admin/audit';
import { nightlyRates } from '../../booking/quote';
import { shownStatusSql } from '../../booking/stay-status';
import { nightPricesFor, seasonalRatesFor } from '../../booking/quote.service';
import { todayIn } from '../../core/calendar';
import { rows } from '../../db/raw';
import { calendarBlocks, occupancies } from '../../db/schema/booking';
import { AppError, sqlState } from '../../core/errors';
import { listingChanged } from '../listing-changed';
import { requireOwnedProperty } from '../owner-scope';
import type { BlockInput } from './listing.schema';
import type { CalendarBlock, ListingCalendar } from './listing.types';
import { inTransaction } from '../../db/transaction';

/** The 1st of the month of `iso`, moved by `months`. */
export function monthStart(iso: string, months = 0): string {
  const d = new Date(`${iso.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** The guest's first name as an owner may see it: the lead guest's, else the first word of the booker's name. */
export const GUEST_FIRST_NAME = sql`coalesce(nullif(btrim(r.lead_guest_first_name), ''), split_part(btrim(u.name), ' ', 1), '')`;

/**
 * Months of the villa's calendar: the reservations that hold nights (dates, status as shown, a
 * confirmed stay past its check-out being `completed`, and the guest's first name only), the blocks, and each night's price (its own, else the season's, else the villa's base price),
 * from the 1st of `from`'s month (default this month) for `months`.
 */
export async function getListingCalendar(
  ctx: ServiceContext,
  propertyId: number,
  input: { from?: string; months: number },
): Promise<ListingCalendar> {
  const owned = await requireOwnedProperty(ctx, propertyId);
  const today = todayIn(owned.timeZone, ctx.now);
  const from = monthStart(input.from ?? today);
  const to = monthStart(from, input.months);
  const [reservations, blocks, rates, own, villa] = await Promise.all([
    rows<ListingCalendar['reservations'][number]>(
      ctx.orm,
      sql`select r.id, r.check_in::text as check_in, r.check_out::text as check_out, ${shownStatusSql(ctx.now)} as status,
          ${GUEST_FIRST_NAME} as guest_first_name
        from reservations r join occupancies o on o.reservation_id = r.id join users u on u.id = r.user_id
          join properties p on p.id = r.property_id
        where r.property_id = ${owned.id} and r.check_in < ${to}::date and r.check_out > ${from}::date
        order by r.check_in`,
    ),
    rows<CalendarBlock>(
      ctx.orm,
      sql`select b.id, b.start_date::text as start_date, b.end_date::text as end_date, b.reason::text as reason, b.note
        from calendar_blocks b
        where b.property_id = ${owned.id} and b.start_date < ${to}::date and b.end_date > ${from}::date
        order by b.start_date`,
    ),
    seasonalRatesFor(ctx.orm, owned.id, from, to),
    nightPricesFor(ctx.orm, owned.id, from, to),
    rows<{ base_price_cents: number; currency: string }>(
      ctx.orm,
      sql`select base_price_cents, currency from properties where id = ${owned.id}`,
    ),
  ]);
  const ownNights = new Set(own.map((n) => n.night));
  const prices = nightlyRates(from, to, villa[0]?.base_price_cents ?? 0, rates, own).map((n) => ({ ...n, own: ownNights.has(n.date) }));
  return {
    from,
    to,
    today,
    currency: villa[0]?.currency ?? 'USD',
    base_price_cents: villa[0]?.base_price_cents ?? 0,
    reservations,
    blocks,
    prices,
  };
}

const datesTaken = () => new AppError(409, 'dates_taken', { message: { key: 'ownerListing.errors.dates_taken' } });

/**
 * Blocks nights of the villa, holding them through its occupancy in the same transaction: nights
 * a reservation or another block holds are 409 `dates_taken` (the exclusion constraint decides,
 * so two concurrent requests cannot both win). A block may not start before the villa's today.
 */
export async function addListingBlock(ctx: ServiceContext, propertyId: number, input: BlockInput): Promise<CalendarBlock> {
  const owned = await requireOwnedProperty(ctx, propertyId);
  if (input.start_date < todayIn(owned.timeZone, ctx.now))
    throw new AppError(422, 'past_dates', { message: { key: 'ownerListing.errors.block_past' } });
  try {
    return await inTransaction(ctx.orm, async (orm) => {
      const [block] = await orm
        .insert(calendarBlocks)
        .values({ propertyId: owned.id, startDate: input.start_date, endDate: input.end_date, reason: input.reason, note: input.note })
        .returning();
      if (!block) throw new Error('block insert returned nothing');
      await orm.insert(occupancies).values({ propertyId: owned.id, checkIn: block.startDate, checkOut: block.endDate, blockId: block.id });
      await listingChanged(orm, owned.id);
      const created = { id: block.id, start_date: block.startDate, end_date: block.endDate, reason: block.reason, note: block.note };
      await recordAudit(orm, ctx, {
        action: 'calendar.block',
        objectType: 'block',
        objectId: block.id,
        after: { property_id: owned.id, ...created },
      });
      return created;
    });
  } catch (err) {
    if (sqlState(err) === '23P01') throw datesTaken();
    throw err;
  }
}

/**
 * Frees a block's nights (its occupancy goes with it). A block imported from an iCal feed is 409
 * `block_imported`: the feed owns it, and the next sync would bring it back.
 */
export async function removeListingBlock(ctx: ServiceContext, propertyId: number, blockId: number): Promise<void> {
  const owned = await requireOwnedProperty(ctx, propertyId);
  if (!Number.isSafeInteger(blockId) || blockId <= 0) throw new AppError(404, 'not_found');
  const [block] = await ctx.orm
    .select({
      id: calendarBlocks.id,
      reason: calendarBlocks.reason,
      startDate: calendarBlocks.startDate,
      endDate: calendarBlocks.endDate,
      note: calendarBlocks.note,
    })
    .from(calendarBlocks)
    .where(and(eq(calendarBlocks.id, blockId), eq(calendarBlocks.propertyId, owned.id)));
  if (!block) throw new AppError(404, 'not_found');
  if (block.reason === 'ical') throw new AppError(409, 'block_imported', { message: { key: 'ownerListing.errors.block_imported' } });
  await inTransaction(ctx.orm, async (orm) => {
    await orm.delete(occupancies).where(eq(occupancies.blockId, block.id));
    await orm.delete(calendarBlocks).where(eq(calendarBlocks.id, block.id));
    await listingChanged(orm, owned.id);
    await recordAudit(orm, ctx, {
      action: 'calendar.unblock',
      objectType: 'block',
      objectId: block.id,
      before: {
        property_id: owned.id,
        id: block.id,
        start_date: block.startDate,
        end_date: block.endDate,
        reason: block.reason,
        note: block.note,
      },
    });
  });
}
