import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../access/context';
import { requireConciergeWork } from '../booking/concierge-scope';
import { conciergeScopeOfP, ownerScopeOfP, requireOwnerWork } from '../owners/owner-scope';
import { rows } from '../db/raw';
import { departureOf } from '../booking/stay-status';

/**
 * The signed-in pages' readers of reviews (issue 32): the desk's queue and the owner portal's list,
 * in the review API's JSON shape (the contract of GET /v1/concierge/reviews and /v1/owner/reviews),
 * read by the pages' server components. The writes go through the API (useApiAction).
 */
export type ReviewStatus = 'pending' | 'published' | 'declined';
export const REVIEW_STATUSES = ['pending', 'published', 'declined'] as const satisfies readonly ReviewStatus[];
export const REVIEW_CATEGORIES = ['cleanliness', 'accuracy', 'staff', 'location', 'value'] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];

export interface PageReview {
  id: number;
  reservation_id: number;
  property_id: number;
  property_name: string;
  overall: number;
  categories: Record<ReviewCategory, number>;
  text: string;
  locale: string;
  status: ReviewStatus;
  author_first_name: string;
  stay: { check_in: string; check_out: string };
  created_at: string;
  published_at: string | null;
  decline_reason: string | null;
  reply: { text: string; locale: string; replied_at: string } | null;
}

export interface DeskReview extends PageReview {
  private_feedback: string | null;
  guest_name: string;
  confirmation_number: string;
}

export interface OwnerReview extends PageReview {
  can_reply: boolean;
  reply_until: string | null;
}

export interface PageMeta {
  total: number;
  page: number;
  per_page: number;
  page_count: number;
}

/** The owner may reply within 14 days of publication. */
const REPLY_DAYS = 14;

interface Row {
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
  locale: string;
  status: ReviewStatus;
  author_first_name: string;
  guest_name: string;
  confirmation_number: string;
  check_in: string;
  check_out: string;
  created_at: string;
  published_at: string | null;
  decline_reason: string | null;
  reply_text: string | null;
  reply_locale: string | null;
  replied_at: string | null;
  private_feedback: string | null;
  total: number;
}

const iso = (s: string | null) => (s ? new Date(s).toISOString() : null);

function toReview(r: Row): PageReview {
  return {
    id: r.id,
    reservation_id: r.reservation_id,
    property_id: r.property_id,
    property_name: r.property_name,
    overall: r.overall,
    categories: { cleanliness: r.cleanliness, accuracy: r.accuracy, staff: r.staff, location: r.location, value: r.value },
    text: r.text,
    locale: r.locale,
    status: r.status,
    author_first_name: r.author_first_name,
    stay: { check_in: r.check_in, check_out: r.check_out },
    created_at: iso(r.created_at) ?? r.created_at,
    published_at: iso(r.published_at),
    decline_reason: r.decline_reason,
    reply: r.reply_text && r.replied_at ? { text: r.reply_text, locale: r.reply_locale ?? r.locale, replied_at: iso(r.replied_at) ?? '' } : null,
  };
}

async function select(ctx: ServiceContext, where: SQL, order: SQL, page: number, perPage: number): Promise<{ rows: Row[]; total: number }> {
  const found = await rows<Row>(
    ctx.orm,
    sql`select v.id, v.reservation_id, v.property_id, p.name as property_name, v.overall, v.cleanliness, v.accuracy,
        v.staff, v.location, v.value, v.text, v.locale, v.status::text as status,
        r.lead_guest_first_name as author_first_name,
        trim(r.lead_guest_first_name || ' ' || r.lead_guest_last_name) as guest_name, r.confirmation_number,
        r.check_in::text as check_in, r.check_out::text as check_out,
        v.created_at::text as created_at, v.published_at::text as published_at, v.decline_reason,
        v.reply_text, v.reply_locale, v.replied_at::text as replied_at, v.private_feedback,
        (count(*) over ())::int as total
      from reviews v join reservations r on r.id = v.reservation_id join properties p on p.id = v.property_id
      where ${where} order by ${order} limit ${perPage} offset ${(page - 1) * perPage}`,
  );
  return { rows: found, total: found[0]?.total ?? 0 };
}

const metaOf = (total: number, page: number, perPage: number): PageMeta => ({
  total,
  page,
  per_page: perPage,
  page_count: Math.ceil(total / perPage),
});

/** The desk's queue: the reviews of the caller's scope in one status (pending oldest first, the others newest first), 20 a page. */
export async function listDeskReviews(
  ctx: ServiceContext,
  q: { status: ReviewStatus; page: number },
): Promise<{ data: DeskReview[]; meta: PageMeta; counts: Record<ReviewStatus, number> }> {
  requireConciergeWork(ctx.actor);
  const perPage = 20;
  const scope = conciergeScopeOfP(ctx.actor);
  const order = q.status === 'pending' ? sql`v.created_at asc, v.id asc` : sql`coalesce(v.moderated_at, v.created_at) desc, v.id desc`;
  const [found, counted] = await Promise.all([
    select(ctx, sql`${scope} and v.status = ${q.status}`, order, q.page, perPage),
    rows<{ status: ReviewStatus; n: number }>(
      ctx.orm,
      sql`select v.status::text as status, count(*)::int as n from reviews v join properties p on p.id = v.property_id where ${scope} group by v.status`,
    ),
  ]);
  const counts = { pending: 0, published: 0, declined: 0 };
  for (const c of counted) counts[c.status] = c.n;
  return {
    data: found.rows.map((r) => ({
      ...toReview(r),
      private_feedback: r.private_feedback,
      guest_name: r.guest_name,
      confirmation_number: r.confirmation_number,
    })),
    meta: metaOf(found.total, q.page, perPage),
    counts,
  };
}

/** The owner portal's reviews of the caller's own and managed villas (published and pending), newest first, 20 a page. */
export async function listOwnerReviews(ctx: ServiceContext, q: { page: number }): Promise<{ data: OwnerReview[]; meta: PageMeta }> {
  requireOwnerWork(ctx.actor);
  const perPage = 20;
  const found = await select(
    ctx,
    sql`${ownerScopeOfP(ctx.actor)} and v.status in ('pending', 'published')`,
    sql`coalesce(v.published_at, v.created_at) desc, v.id desc`,
    q.page,
    perPage,
  );
  return {
    data: found.rows.map((r) => {
      const review = toReview(r);
      const until = review.published_at ? new Date(Date.parse(review.published_at) + REPLY_DAYS * 86_400_000) : null;
      return {
        ...review,
        can_reply: review.status === 'published' && review.reply === null && until !== null && ctx.now < until,
        reply_until: until?.toISOString() ?? null,
      };
    }),
    meta: metaOf(found.total, q.page, perPage),
  };
}

/** Which of these reservations already have a review (the trips list's "Review your stay"). */
export async function reviewedReservations(ctx: ServiceContext, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await rows<{ id: number }>(
    ctx.orm,
    sql`select reservation_id as id from reviews where user_id = ${ctx.actor.kind === 'user' ? ctx.actor.userId : 0}
      and reservation_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Set(found.map((r) => r.id));
}

/** The days after check-out a stay can be reviewed. */
const WINDOW_DAYS = 14;

export type ReviewBlock = 'stay_not_finished' | 'review_window_closed' | 'not_reviewable' | 'review_exists';

export interface TripReviewAnswer {
  data: (PageReview & { private_feedback: string | null }) | null;
  meta: { reviewable: boolean; reason: ReviewBlock | null; window_closes_at: string | null };
}

/**
 * The guest's review of their trip and whether they may write one (the shape of GET
 * /v1/account/trips/{id}/review), for the trip page: the trip is the guest's own (tripPageOf has
 * checked it), with its shown status and its villa's zone.
 */
export async function tripReviewOf(
  ctx: ServiceContext,
  trip: { id: number; status: string; check_out: string; property: { time_zone: string } },
): Promise<TripReviewAnswer> {
  const userId = ctx.actor.kind === 'user' ? ctx.actor.userId : 0;
  const found = await select(ctx, sql`v.reservation_id = ${trip.id} and v.user_id = ${userId}`, sql`v.id`, 1, 1);
  const row = found.rows[0];
  const data = row ? { ...toReview(row), private_feedback: row.private_feedback } : null;
  const departure = departureOf({ checkOut: trip.check_out, checkOutTime: null, timeZone: trip.property.time_zone });
  const closes = new Date(departure.getTime() + WINDOW_DAYS * 86_400_000);
  const confirmed = trip.status === 'confirmed' || trip.status === 'completed';
  const reason: ReviewBlock | null = data
    ? 'review_exists'
    : !confirmed
      ? 'not_reviewable'
      : ctx.now < departure
        ? 'stay_not_finished'
        : ctx.now > closes
          ? 'review_window_closed'
          : null;
  return { data, meta: { reviewable: reason === null, reason, window_closes_at: confirmed ? closes.toISOString() : null } };
}

/** Of the guest's trips, the completed ones still open to a review: within 14 days of check-out, none written yet. */
export async function reviewOpenTrips(
  ctx: ServiceContext,
  trips: readonly { id: number; status: string; check_out: string; property: { time_zone: string } }[],
): Promise<Set<number>> {
  const open = trips.filter((trip) => {
    if (trip.status !== 'completed') return false;
    const departure = departureOf({ checkOut: trip.check_out, checkOutTime: null, timeZone: trip.property.time_zone });
    return ctx.now >= departure && ctx.now.getTime() <= departure.getTime() + WINDOW_DAYS * 86_400_000;
  });
  const done = await reviewedReservations(
    ctx,
    open.map((trip) => trip.id),
  );
  return new Set(open.filter((trip) => !done.has(trip.id)).map((trip) => trip.id));
}
