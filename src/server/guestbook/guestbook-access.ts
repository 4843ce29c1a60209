import 'server-only';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../access/context';
import { CONFIRMATION_NUMBER_PATTERN } from '../booking/confirmation-number';
import { daysBetween, todayIn } from '../core/calendar';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { notFound } from '../core/errors';

/** A guestbook stays open this many days after check-out (its sessions and signed links end then too). */
export const GUESTBOOK_GRACE_DAYS = 14;

/** The facts of a reservation a guestbook is built from. Private: only for a caller the stay opens to. */
export interface GuestbookStay {
  reservationId: number;
  confirmationNumber: string;
  status: string;
  userId: number;
  /** The language the guest booked in (the authorization's default; mails follow the account's users.locale). */
  locale: string;
  leadGuestFirstName: string;
  leadGuestLastName: string;
  leadGuestEmail: string;
  checkIn: string;
  /** Exclusive: the departure day. */
  checkOut: string;
  guests: number;
  propertyId: number;
  propertySlug: string;
  propertyName: string;
  ownerId: number | null;
  stateId: number;
  countryId: number;
  /** The villa's maximum capacity: the most travelers the guestbook can list. */
  capacity: number;
  timeZone: string;
  /** HH:MM (or HH:MM:SS) as stored on the villa. */
  checkInTime: string;
  checkOutTime: string;
  /** The villa's calendar date at ctx.now. */
  today: string;
}

/** A well-formed confirmation number (Crockford base32, 8 characters), upper-cased; null otherwise. */
export function normalizeConfirmationNumber(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return CONFIRMATION_NUMBER_PATTERN.test(upper) ? upper : null;
}

/**
 * Whether a stay's guestbook can open at all: only a confirmed (paid) reservation, and only until
 * GUESTBOOK_GRACE_DAYS after its check-out (in the villa's calendar). Requested, awaiting payment,
 * declined, expired and cancelled reservations never open.
 */
export function guestbookOpens(stay: Pick<GuestbookStay, 'status' | 'checkOut' | 'today'>): boolean {
  return stay.status === 'confirmed' && daysBetween(stay.checkOut, stay.today) <= GUESTBOOK_GRACE_DAYS;
}

/**
 * The reservation a confirmation number names, whoever asks: for the opening flow and jobs only,
 * never to answer a caller with. Null for a malformed or unknown number.
 */
export async function findStayByNumber(orm: Orm, number: string, now: Date, opts: { lock?: boolean } = {}): Promise<GuestbookStay | null> {
  const cn = normalizeConfirmationNumber(number);
  if (!cn) return null;
  return stayWhere(orm, sql`r.confirmation_number = ${cn}`, now, opts);
}

/** The same, by reservation id (jobs, the concierge's trip page). */
export async function findStayById(
  orm: Orm,
  reservationId: number,
  now: Date,
  opts: { lock?: boolean } = {},
): Promise<GuestbookStay | null> {
  return stayWhere(orm, sql`r.id = ${reservationId}`, now, opts);
}

async function stayWhere(orm: Orm, where: ReturnType<typeof sql>, now: Date, opts: { lock?: boolean }): Promise<GuestbookStay | null> {
  const [row] = await rows<{
    id: number;
    confirmation_number: string;
    status: string;
    user_id: number;
    locale: string;
    lead_guest_first_name: string;
    lead_guest_last_name: string;
    lead_guest_email: string;
    check_in: string;
    check_out: string;
    guests: number;
    property_id: number;
    slug: string;
    name: string;
    owner_id: number | null;
    state_id: number;
    country_id: number;
    capacity: number;
    time_zone: string;
    check_in_time: string;
    check_out_time: string;
  }>(
    orm,
    sql`select r.id, r.confirmation_number, r.status::text as status, r.user_id, r.locale,
        r.lead_guest_first_name, r.lead_guest_last_name, r.lead_guest_email,
        r.check_in::text as check_in, r.check_out::text as check_out, r.guests,
        p.id as property_id, p.slug, p.name, p.owner_id, p.state_id, p.country_id, p.maximum_capacity as capacity,
        coalesce(s.time_zone, c.time_zone) as time_zone, p.check_in_time, p.check_out_time
      from reservations r join properties p on p.id = r.property_id
        join countries c on c.id = p.country_id join states s on s.id = p.state_id
      where ${where} ${opts.lock ? sql`for update of r` : sql``}`,
  );
  if (!row) return null;
  return {
    reservationId: row.id,
    confirmationNumber: row.confirmation_number,
    status: row.status,
    userId: row.user_id,
    locale: row.locale,
    leadGuestFirstName: row.lead_guest_first_name,
    leadGuestLastName: row.lead_guest_last_name,
    leadGuestEmail: row.lead_guest_email,
    checkIn: row.check_in,
    checkOut: row.check_out,
    guests: row.guests,
    propertyId: row.property_id,
    propertySlug: row.slug,
    propertyName: row.name,
    ownerId: row.owner_id,
    stateId: row.state_id,
    countryId: row.country_id,
    capacity: row.capacity,
    timeZone: row.time_zone,
    checkInTime: row.check_in_time,
    checkOutTime: row.check_out_time,
    today: todayIn(row.time_zone, now),
  };
}

/** Whether the actor holds this stay's guestbook: its guestbook session, or the signed-in lead guest (the booking's account). */
export function holdsGuestbook(ctx: ServiceContext, stay: Pick<GuestbookStay, 'reservationId' | 'userId'>): boolean {
  const { actor } = ctx;
  if (actor.kind === 'guestbook') return actor.reservationId === stay.reservationId;
  if (actor.kind === 'user') return actor.userId === stay.userId;
  return false;
}

/**
 * The stay behind /guestbook/{number} for a caller it opens to, or 404 `not_found` with nothing of
 * the stay in it: a malformed or unknown number, another reservation's guestbook session, no
 * session, or a stay that does not open (guestbookOpens). Every guestbook read and write starts here.
 * With `lock` (inside a transaction whose orm is in ctx) the reservation row stays locked.
 */
export async function guestbookStay(ctx: ServiceContext, number: string, opts: { lock?: boolean } = {}): Promise<GuestbookStay> {
  const stay = await findStayByNumber(ctx.orm, number, ctx.now, opts);
  if (!stay || !holdsGuestbook(ctx, stay) || !guestbookOpens(stay)) throw notFound();
  return stay;
}
