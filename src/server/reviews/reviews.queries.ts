import { type SQL, sql } from 'drizzle-orm';
import { requireUser } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { propertyStaffScopeSql } from '../catalog/catalog.policy';
import { notFound } from '../core/errors';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { isOwnReservation } from '../booking/booking.policy';
import { requireConciergeWork } from '../booking/concierge-scope';
import { conciergeScopeOfP, ownerScopeOfP, requireOwnerWork } from '../owners/owner-scope';
import type { OwnerReview, PrivateReview, PublicReviewsMeta, Review, ReviewSummary, TripReview } from './reviews.openapi';
import { replyUntil, reviewRefusal, reviewWindowClosesAt } from './reviews.policy';
import { DESK_PAGE_SIZE, PUBLIC_PAGE_SIZE, type ReviewStatus } from './reviews.schema';

// No 'server-only' marker: the review jobs (scripts/jobs/review-*.ts) read reviews too.

/**
 * The review readers (issue 32): the public summary and list of a villa's published reviews (server
 * components call them as the API does), the guest's review of a trip, the desk's queue and the
 * owner's list. One row shape (`ReviewRow`) and one mapping, so every answer agrees.
 */

export interface ReviewRow {
  id: number;
  reservation_id: number;
  property_id: number;
  property_name: string;
  overall: number;
  cleanliness: number;
  accuracy: number;
  staff: number;
  location: number;
  value: number;
  text: string;
  locale: 'en' | 'es';
  status: ReviewStatus;
  author_first_name: string;
  check_in: string;
  check_out: string;
  created_at: string;
  published_at: string | null;
  decline_reason: string | null;
  reply_text: string | null;
  reply_locale: string | null;
  replied_at: string | null;
  private_feedback: string | null;
  user_id: number;
}

const iso = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The select list over `rv` (reviews), `r` (reservations), `p` (properties), `u` (the author). */
export const REVIEW_COLUMNS = sql`rv.id, rv.reservation_id, rv.property_id, p.name as property_name, rv.overall, rv.cleanliness,
  rv.accuracy, rv.staff, rv.location, rv.value, rv.text, rv.locale, rv.status::text as status,
  coalesce(nullif(r.lead_guest_first_name, ''), split_part(u.name, ' ', 1)) as author_first_name,
  r.check_in::text as check_in, r.check_out::text as check_out, rv.created_at::text as created_at,
  rv.published_at::text as published_at, rv.decline_reason, rv.reply_text, rv.reply_locale, rv.replied_at::text as replied_at,
  rv.private_feedback, rv.user_id`;
export const REVIEW_FROM = sql`reviews rv join reservations r on r.id = rv.reservation_id
  join properties p on p.id = rv.property_id join users u on u.id = rv.user_id`;

/** The public shape (never the private feedback). */
export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    reservation_id: row.reservation_id,
    property_id: row.property_id,
    property_name: row.property_name,
    overall: row.overall,
    categories: { cleanliness: row.cleanliness, accuracy: row.accuracy, staff: row.staff, location: row.location, value: row.value },
    text: row.text,
    locale: row.locale,
    status: row.status,
    author_first_name: row.author_first_name,
    stay: { check_in: row.check_in, check_out: row.check_out },
    created_at: iso(row.created_at) ?? '',
    published_at: iso(row.published_at),
    decline_reason: row.decline_reason,
    reply:
      row.reply_text !== null && row.replied_at !== null
        ? { text: row.reply_text, locale: row.reply_locale ?? 'en', replied_at: iso(row.replied_at) ?? '' }
        : null,
  };
}

/** The guest's and the desk's shape: the public one and the private feedback. */
export function toPrivateReview(row: ReviewRow): PrivateReview {
  return { ...toReview(row), private_feedback: row.private_feedback };
}

/** The owner's shape: whether they can reply now, and until when. */
export function toOwnerReview(row: ReviewRow, now: Date): OwnerReview {
  const until = row.status === 'published' && row.published_at ? replyUntil(new Date(row.published_at)) : null;
  return {
    ...toReview(row),
    can_reply: until !== null && row.reply_text === null && now.getTime() <= until.getTime(),
    reply_until: until?.toISOString() ?? null,
  };
}

export async function reviewRows(orm: Orm, where: SQL, tail: SQL = sql``): Promise<ReviewRow[]> {
  return rows<ReviewRow>(orm, sql`select ${REVIEW_COLUMNS} from ${REVIEW_FROM} where ${where} ${tail}`);
}

/** A villa anyone may read: published, or in the caller's staff scope. 404 otherwise. */
async function requireVisibleProperty(ctx: ServiceContext, propertyId: number): Promise<void> {
  if (!Number.isSafeInteger(propertyId) || propertyId <= 0) throw notFound();
  const scope = propertyStaffScopeSql(ctx.actor, {
    id: sql.raw('p.id'),
    ownerId: sql.raw('p.owner_id'),
    stateId: sql.raw('p.state_id'),
    countryId: sql.raw('p.country_id'),
  });
  const [row] = await rows<{ id: number }>(
    ctx.orm,
    sql`select p.id from properties p where p.id = ${propertyId} and (p.status = 'published' or ${scope})`,
  );
  if (!row) throw notFound();
}

/**
 * A villa's published reviews in figures: their count, the true average overall rating and the
 * category averages (unrounded: the UI shows one decimal), null before the first review.
 */
export async function getReviewSummary(ctx: Pick<ServiceContext, 'orm'>, propertyId: number): Promise<ReviewSummary> {
  const [row] = await rows<{
    count: number;
    average: number | null;
    cleanliness: number | null;
    accuracy: number | null;
    staff: number | null;
    location: number | null;
    value: number | null;
  }>(
    ctx.orm,
    sql`select count(*)::int as count, avg(overall)::float8 as average, avg(cleanliness)::float8 as cleanliness,
        avg(accuracy)::float8 as accuracy, avg(staff)::float8 as staff, avg(location)::float8 as location, avg(value)::float8 as value
      from reviews where property_id = ${propertyId} and status = 'published'`,
  );
  if (!row || row.count === 0 || row.average === null) return { count: 0, average: null, categories: null };
  return {
    count: row.count,
    average: Number(row.average),
    categories: {
      cleanliness: Number(row.cleanliness),
      accuracy: Number(row.accuracy),
      staff: Number(row.staff),
      location: Number(row.location),
      value: Number(row.value),
    },
  };
}

/**
 * A villa's published reviews, newest first, 10 a page, optionally only those written in
 * `language`; `meta` carries the paging (over the filter) and the summary (over all of them).
 * A villa that is neither published nor in the caller's staff scope is 404.
 */
export async function listPublishedReviews(
  ctx: ServiceContext,
  propertyId: number,
  opts: { page?: number; language?: 'en' | 'es' } = {},
): Promise<{ data: Review[]; meta: PublicReviewsMeta }> {
  await requireVisibleProperty(ctx, propertyId);
  const page = opts.page ?? 1;
  const language = opts.language ? sql`and rv.locale = ${opts.language}` : sql``;
  const where = sql`rv.property_id = ${propertyId} and rv.status = 'published' ${language}`;
  const [total] = await rows<{ n: number }>(ctx.orm, sql`select count(*)::int as n from reviews rv where ${where}`);
  const found = await reviewRows(
    ctx.orm,
    where,
    sql`order by rv.published_at desc, rv.id desc limit ${PUBLIC_PAGE_SIZE} offset ${(page - 1) * PUBLIC_PAGE_SIZE}`,
  );
  const n = total?.n ?? 0;
  const summary = await getReviewSummary(ctx, propertyId);
  return {
    data: found.map(toReview),
    meta: { page, per_page: PUBLIC_PAGE_SIZE, total: n, page_count: Math.ceil(n / PUBLIC_PAGE_SIZE), ...summary },
  };
}

interface TripFacts {
  id: number;
  user_id: number;
  status: string;
  check_out: string;
  check_out_time: string | null;
  time_zone: string;
  property_id: number;
}

/** The trip behind a review, with what the window reads; null when there is none. */
export async function tripFacts(orm: Orm, reservationId: number, lock = false): Promise<TripFacts | undefined> {
  const [row] = await rows<TripFacts>(
    orm,
    sql`select r.id, r.user_id, r.status::text as status, r.check_out::text as check_out, p.check_out_time, r.property_id,
        coalesce(s.time_zone, c.time_zone) as time_zone
      from reservations r join properties p on p.id = r.property_id
        join countries c on c.id = p.country_id left join states s on s.id = p.state_id
      where r.id = ${reservationId} ${lock ? sql`for update of r` : sql``}`,
  );
  return row;
}

/** The stay as the window reads it. */
export const stayOf = (trip: TripFacts, hasReview: boolean) => ({
  status: trip.status,
  checkOut: trip.check_out,
  checkOutTime: trip.check_out_time,
  timeZone: trip.time_zone,
  hasReview,
});

/**
 * The guest's review of their trip (null before one is written) and whether one can be written
 * now; 401 without an account, 404 for anyone but the trip's lead guest (the account that booked).
 */
export async function getTripReview(ctx: ServiceContext, reservationId: number): Promise<TripReview> {
  requireUser(ctx.actor);
  const trip = await tripFacts(ctx.orm, reservationId);
  if (!trip || !isOwnReservation(ctx.actor, { userId: trip.user_id })) throw notFound();
  const [row] = await reviewRows(ctx.orm, sql`rv.reservation_id = ${reservationId}`);
  const stay = stayOf(trip, row !== undefined);
  const reason = reviewRefusal(stay, ctx.now);
  return {
    data: row ? toPrivateReview(row) : null,
    meta: {
      reviewable: reason === null,
      reason,
      window_closes_at: trip.status === 'confirmed' ? reviewWindowClosesAt(stay).toISOString() : null,
    },
  };
}

export interface ReviewPage<T> {
  data: T[];
  meta: { page: number; per_page: number; total: number; page_count: number };
}

async function paged<T>(orm: Orm, where: SQL, order: SQL, page: number, perPage: number, map: (r: ReviewRow) => T): Promise<ReviewPage<T>> {
  const [total] = await rows<{ n: number }>(orm, sql`select count(*)::int as n from ${REVIEW_FROM} where ${where}`);
  const found = await reviewRows(orm, where, sql`order by ${order} limit ${perPage} offset ${(page - 1) * perPage}`);
  const n = total?.n ?? 0;
  return { data: found.map(map), meta: { page, per_page: perPage, total: n, page_count: Math.ceil(n / perPage) } };
}

/**
 * The desk's reviews: the villas of the caller's scope (administrators all), `pending` by default
 * (oldest first: the queue), else the most recently handled first. 20 a page.
 */
export async function listDeskReviews(
  ctx: ServiceContext,
  opts: { status?: ReviewStatus; page?: number } = {},
): Promise<ReviewPage<PrivateReview>> {
  requireConciergeWork(ctx.actor);
  const status = opts.status ?? 'pending';
  const order = status === 'pending' ? sql`rv.created_at asc, rv.id asc` : sql`rv.moderated_at desc nulls last, rv.id desc`;
  return paged(
    ctx.orm,
    sql`rv.status = ${status} and ${conciergeScopeOfP(ctx.actor)}`,
    order,
    opts.page ?? 1,
    DESK_PAGE_SIZE,
    toPrivateReview,
  );
}

/** The owner's reviews: published and pending reviews of their own and managed villas, newest first. 20 a page. */
export async function listOwnerReviews(ctx: ServiceContext, opts: { page?: number } = {}): Promise<ReviewPage<OwnerReview>> {
  requireOwnerWork(ctx.actor);
  return paged(
    ctx.orm,
    sql`rv.status in ('pending', 'published') and ${ownerScopeOfP(ctx.actor)}`,
    sql`rv.created_at desc, rv.id desc`,
    opts.page ?? 1,
    DESK_PAGE_SIZE,
    (row) => toOwnerReview(row, ctx.now),
  );
}
