import 'server-only';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { ServiceContext } from '../../access/context';
import { daysBetween } from '../../core/calendar';
import { guestbookCheckIns } from '../../db/schema/guestbook';
import { travelers } from '../../db/schema/trips';
import { type GuestbookStay, guestbookStay } from '../guestbook-access';
import { stayReveal } from '../instructions/instructions.service';
import type { z } from 'zod';
import type { guestbookHomeSchema } from './open.openapi';

/** HH:MM of a villa's stored time (HH:MM or HH:MM:SS). */
const hhmm = (value: string) => value.slice(0, 5);

export type GuestbookHome = z.infer<typeof guestbookHomeSchema>;

/**
 * The guestbook's home (GET /v1/guestbook/{number}): the stay's summary and the progress of its four
 * steps, for the holder of its guestbook (guestbookStay); 404 with nothing of the stay for anyone else.
 */
export async function guestbookHome(ctx: ServiceContext, number: string): Promise<GuestbookHome> {
  const stay = await guestbookStay(ctx, number);
  return homeOf(ctx, stay);
}

/** The home of a stay already opened to the caller (pages call it with guestbookPageStay's stay). */
export async function homeOf(ctx: ServiceContext, stay: GuestbookStay): Promise<GuestbookHome> {
  const { orm } = ctx;
  const [[checkIn], [people], reveal] = await Promise.all([
    orm
      .select({ completedAt: guestbookCheckIns.completedAt })
      .from(guestbookCheckIns)
      .where(and(eq(guestbookCheckIns.reservationId, stay.reservationId), isNotNull(guestbookCheckIns.completedAt))),
    orm.select({ n: count() }).from(travelers).where(eq(travelers.reservationId, stay.reservationId)),
    stayReveal(ctx, stay),
  ]);
  const travelerCount = Number(people?.n ?? 0);
  const { decision, status } = reveal;
  return {
    confirmation_number: stay.confirmationNumber,
    locale: stay.locale,
    lead_guest_first_name: stay.leadGuestFirstName,
    villa: { name: stay.propertyName, slug: stay.propertySlug },
    check_in: stay.checkIn,
    check_out: stay.checkOut,
    check_in_time: hhmm(stay.checkInTime),
    check_out_time: hhmm(stay.checkOutTime),
    nights: daysBetween(stay.checkIn, stay.checkOut),
    guests: stay.guests,
    time_zone: stay.timeZone,
    phase: stay.today < stay.checkIn ? 'before' : stay.today < stay.checkOut ? 'during' : 'after',
    steps: {
      check_in: { done: reveal.checkedIn, completed_at: checkIn?.completedAt?.toISOString() ?? null },
      roommates: { done: travelerCount >= stay.guests, count: travelerCount, capacity: stay.capacity, guests: stay.guests },
      authorization: { done: !status.needsSignature, signed_at: status.signature?.signedAt.toISOString() ?? null },
      instructions: { done: decision.revealed, reveals_at: decision.revealAt.toISOString(), revealed: decision.revealed },
    },
  };
}
