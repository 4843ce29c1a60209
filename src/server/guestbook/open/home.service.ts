import 'server-only';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { ServiceContext } from '../../access/context';
import { daysBetween } from '../../booking/local-date';
import type { Orm } from '../../db/open';
import { guestbookCheckIns, guestbookSignatures } from '../../db/schema/guestbook';
import { travelers } from '../../db/schema/trips';
import { zonedInstant } from '../../trips/grocery-rules';
import { type GuestbookStay, guestbookStay } from '../guestbook-access';

/** Arrival instructions' secrets (door code, wifi) show from this long before arrival. */
export const REVEAL_BEFORE_ARRIVAL_MS = 48 * 60 * 60 * 1000;

/**
 * Whether the stay's authorization is signed, and when. For now any signature row counts; the
 * authorization part (src/server/guestbook/authorization/*) knows the current document's SHA-256:
 * at the merge, point this at it (`document_sha256 = current`) so a changed document reads unsigned.
 */
export async function authorizationSigned(
  orm: Orm,
  stay: Pick<GuestbookStay, 'reservationId'>,
  currentSha256?: string,
): Promise<{ signed: boolean; signedAt: Date | null }> {
  const [row] = await orm
    .select({ signedAt: guestbookSignatures.signedAt })
    .from(guestbookSignatures)
    .where(
      and(
        eq(guestbookSignatures.reservationId, stay.reservationId),
        currentSha256 ? eq(guestbookSignatures.documentSha256, currentSha256) : undefined,
      ),
    )
    .orderBy(desc(guestbookSignatures.signedAt))
    .limit(1);
  return { signed: Boolean(row), signedAt: row?.signedAt ?? null };
}

/** HH:MM of a villa's stored time (HH:MM or HH:MM:SS). */
const hhmm = (value: string) => value.slice(0, 5);

export interface GuestbookHome {
  confirmation_number: string;
  locale: string;
  lead_guest_first_name: string;
  villa: { name: string; slug: string };
  check_in: string;
  check_out: string;
  check_in_time: string;
  check_out_time: string;
  nights: number;
  guests: number;
  time_zone: string;
  /** before (not yet arrived), during (the stay), after (checked out, still open). */
  phase: 'before' | 'during' | 'after';
  steps: {
    check_in: { done: boolean; completed_at: string | null };
    roommates: { done: boolean; count: number; capacity: number; guests: number };
    authorization: { done: boolean; signed_at: string | null };
    instructions: { done: boolean; reveals_at: string; revealed: boolean };
  };
}

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
  const { orm, now } = ctx;
  const [checkIn] = await orm
    .select({ completedAt: guestbookCheckIns.completedAt })
    .from(guestbookCheckIns)
    .where(and(eq(guestbookCheckIns.reservationId, stay.reservationId), isNotNull(guestbookCheckIns.completedAt)));
  const [people] = await orm.select({ n: count() }).from(travelers).where(eq(travelers.reservationId, stay.reservationId));
  const signature = await authorizationSigned(orm, stay);
  const arrival = zonedInstant(stay.checkIn, hhmm(stay.checkInTime) || '15:00', stay.timeZone);
  const revealsAt = new Date(arrival.getTime() - REVEAL_BEFORE_ARRIVAL_MS);
  const travelerCount = Number(people?.n ?? 0);
  const checkInDone = Boolean(checkIn?.completedAt);
  const revealed = checkInDone && signature.signed && now.getTime() >= revealsAt.getTime() && stay.today < stay.checkOut;
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
      check_in: { done: checkInDone, completed_at: checkIn?.completedAt?.toISOString() ?? null },
      roommates: { done: travelerCount >= stay.guests, count: travelerCount, capacity: stay.capacity, guests: stay.guests },
      authorization: { done: signature.signed, signed_at: signature.signedAt?.toISOString() ?? null },
      instructions: { done: revealed, reveals_at: revealsAt.toISOString(), revealed },
    },
  };
}
