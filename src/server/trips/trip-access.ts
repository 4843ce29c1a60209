import 'server-only';
import { sql } from 'drizzle-orm';
import { requireUser } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { todayIn } from '../core/calendar';
import { rows } from '../db/raw';
import { AppError, notFound } from '../core/errors';
import { canManageTrip } from './trips.policy';
import type { Trip } from '../booking/booking.types';
import { storedStatus } from '../booking/stay-status';

/** The facts of a trip its plans and travelers are checked against. */
export interface OwnTrip {
  id: number;
  status: string;
  checkIn: string;
  /** Exclusive: the departure day. */
  checkOut: string;
  guests: number;
  timeZone: string;
  countryId: number;
  currency: string;
  /** The villa's check-in time (HH:MM or HH:MM:SS), as stored. */
  checkInTime: string;
  /** The villa's calendar date now. */
  today: string;
}

/**
 * One of the actor's trips (canManageTrip; another guest's, or none, is 404 like the API's GET
 * /v1/account/trips/{id}; 401 without an account). With `lock`, inside a transaction (pass its
 * `orm` in the context), the reservation row stays locked until it ends, so checks made on it
 * (open, before a cut-off, under capacity) hold for the writes that follow.
 */
export async function ownTrip(ctx: ServiceContext, tripId: number, opts: { lock?: boolean } = {}): Promise<OwnTrip> {
  requireUser(ctx.actor);
  const { orm, now } = ctx;
  const [row] = await rows<{
    id: number;
    user_id: number;
    status: string;
    check_in: string;
    check_out: string;
    guests: number;
    time_zone: string;
    country_id: number;
    currency: string;
    check_in_time: string;
  }>(
    orm,
    sql`select r.id, r.user_id, r.status::text as status, r.check_in::text as check_in, r.check_out::text as check_out,
        r.guests, coalesce(s.time_zone, c.time_zone) as time_zone, p.country_id,
        r.currency, p.check_in_time
      from reservations r join properties p on p.id = r.property_id
        join countries c on c.id = p.country_id join states s on s.id = p.state_id
      where r.id = ${tripId} ${opts.lock ? sql`for update of r` : sql``}`,
  );
  if (!row || !canManageTrip(ctx.actor, { userId: row.user_id })) throw notFound();
  return {
    id: row.id,
    status: row.status,
    checkIn: row.check_in,
    checkOut: row.check_out,
    guests: row.guests,
    timeZone: row.time_zone,
    countryId: row.country_id,
    currency: row.currency,
    checkInTime: row.check_in_time,
    today: todayIn(row.time_zone, now),
  };
}

/**
 * A trip still open to changes: requested, awaiting payment or confirmed (the stored status), and not
 * over: its whole departure day counts, in the villa's calendar, even after the check-out time (a
 * transfer to the airport is planned that day). The one rule of the services (ownTrip, the
 * guestbook's stay, the desk's plans) and the pages (tripOpenFacts).
 */
export function isTripOpen(trip: Pick<OwnTrip, 'status' | 'checkOut' | 'today'>): boolean {
  return (trip.status === 'requested' || trip.status === 'awaiting_payment' || trip.status === 'confirmed') && trip.checkOut >= trip.today;
}

/**
 * What isTripOpen reads, from a trip as the API answers it (getTrip) at the request's `now`: the same
 * facts ownTrip gives the services. Its shown status is read back as stored (a `completed` stay is a
 * confirmed one whose check-out time has passed: still open until its departure day ends).
 */
export function tripOpenFacts(
  trip: Pick<Trip, 'status' | 'check_out'> & { property: Pick<Trip['property'], 'time_zone'> },
  now: Date,
): Pick<OwnTrip, 'status' | 'checkOut' | 'today'> {
  return { status: storedStatus(trip.status), checkOut: trip.check_out, today: todayIn(trip.property.time_zone, now) };
}

/** 409 `trip_closed`: cancelled, declined, expired or past trips are read-only. */
export function assertTripOpen(trip: Pick<OwnTrip, 'status' | 'checkOut' | 'today'>): void {
  if (!isTripOpen(trip)) throw plansError(409, 'trip_closed');
}

export const plansError = (status: number, code: string, values?: Record<string, string | number>) =>
  new AppError(status, code, { message: { key: `plans.errors.${code}`, values } });

/** A 400 `validation_failed` naming one field with a sentence of the plans namespace. */
export const fieldError = (field: string, key: string, values?: Record<string, string | number>) =>
  new AppError(400, 'validation_failed', {
    fields: { [field]: values ? { key: `plans.errors.${key}`, values } : { key: `plans.errors.${key}` } },
  });

/** The wall-clock time (HH:MM, 24 h) in a time zone. */
export function timeIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const hour = parts.find((p) => p.type === 'hour')?.value ?? '00';
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00';
  return `${hour}:${minute}`;
}
