import { and, inArray, like, sql } from 'drizzle-orm';
import type { Orm } from '../db/open';
import { calendarBlocks, occupancies } from '../db/schema/booking';
import { choose, intBetween, seededRandom } from './prng';
import { addDays } from '../core/calendar';

/** Seeded blocks carry this UID prefix, so a re-run updates them (and never touches real imports). */
const UID_PREFIX = 'seed:';

/**
 * Windows (days from today) the demo blocks fall in. They stay clear of the demo guest's stays
 * (seed-bookings.ts: days -60, -2, 30 and 75), so neither ever trips the no-overlap constraint.
 */
const WINDOWS: [from: number, to: number][] = [
  [8, 26],
  [40, 72],
  [85, 125],
];

const REASONS = ['owner', 'maintenance', 'ical'] as const;

/** Frees the nights of last run's seeded blocks, before the reservations move with today. */
export async function clearSeedBlockOccupancies(orm: Orm): Promise<void> {
  await orm.execute(
    sql`delete from occupancies where block_id in (select id from calendar_blocks where external_uid like ${`${UID_PREFIX}%`})`,
  );
}

/**
 * A few blocks per villa (one or none in each window), drawn from its slug so every run gives the
 * same calendar relative to today, each with the occupancy that holds its nights. Call after
 * `clearSeedBlockOccupancies` and the reservations; stays already held are avoided.
 */
export async function seedCalendarBlocks(orm: Orm, villas: { id: number; slug: string }[], today: string): Promise<number> {
  const held = await orm
    .select({ propertyId: occupancies.propertyId, checkIn: occupancies.checkIn, checkOut: occupancies.checkOut })
    .from(occupancies);
  const overlapsHeld = (propertyId: number, start: string, end: string) =>
    held.some((h) => h.propertyId === propertyId && h.checkIn < end && start < h.checkOut);

  const rows: (typeof calendarBlocks.$inferInsert)[] = [];
  for (const villa of villas) {
    const rand = seededRandom(`blocks:${villa.slug}`);
    WINDOWS.forEach(([from, to], i) => {
      const skip = rand() < 0.2;
      const nights = intBetween(rand, 2, 6);
      const start = addDays(today, intBetween(rand, from, to - nights));
      const end = addDays(start, nights);
      const reason = choose(rand, REASONS);
      if (skip || overlapsHeld(villa.id, start, end)) return;
      rows.push({
        propertyId: villa.id,
        startDate: start,
        endDate: end,
        reason,
        note: reason === 'maintenance' ? 'Pool resurfacing' : reason === 'ical' ? 'Booked on another channel' : 'Owner stay',
        externalUid: `${UID_PREFIX}${villa.slug}:${i}`,
      });
    });
  }
  if (rows.length === 0) return 0;
  const saved = await orm
    .insert(calendarBlocks)
    .values(rows)
    .onConflictDoUpdate({
      target: [calendarBlocks.propertyId, calendarBlocks.externalUid],
      set: {
        startDate: sql`excluded.start_date`,
        endDate: sql`excluded.end_date`,
        reason: sql`excluded.reason`,
        note: sql`excluded.note`,
      },
    })
    .returning({
      id: calendarBlocks.id,
      propertyId: calendarBlocks.propertyId,
      startDate: calendarBlocks.startDate,
      endDate: calendarBlocks.endDate,
    });
  // Seeded blocks the draw now skips (or that would overlap a stay) are removed.
  const keep = new Set(saved.map((b) => b.id));
  const stale = (
    await orm
      .select({ id: calendarBlocks.id })
      .from(calendarBlocks)
      .where(like(calendarBlocks.externalUid, `${UID_PREFIX}%`))
  ).filter((b) => !keep.has(b.id));
  if (stale.length)
    await orm.delete(calendarBlocks).where(
      and(
        inArray(
          calendarBlocks.id,
          stale.map((b) => b.id),
        ),
      ),
    );
  await orm
    .insert(occupancies)
    .values(saved.map((b) => ({ propertyId: b.propertyId, checkIn: b.startDate, checkOut: b.endDate, blockId: b.id })));
  return saved.length;
}
