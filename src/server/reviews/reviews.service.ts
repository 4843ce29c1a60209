import 'server-only';
import { sql } from 'drizzle-orm';
import { CACHE_TAG } from '@/lib/public-cache';
import { requireUser } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { recordAudit } from '../admin/audit';
import { isOwnReservation } from '../booking/booking.policy';
import { requireConciergeWork } from '../booking/concierge-scope';
import { AppError, notFound, sqlState } from '../core/errors';
import { invalidatePages } from '../core/page-cache-bus';
import { rows } from '../db/raw';
import { inTransaction } from '../db/transaction';
import { conciergeScopeOfP, ownerScopeOfP, requireOwnerWork } from '../owners/owner-scope';
import type { OwnerReview, PrivateReview } from './reviews.openapi';
import { canModerateReview, replyUntil, reviewRefusal } from './reviews.policy';
import { reviewRows, stayOf, toOwnerReview, toPrivateReview, tripFacts } from './reviews.queries';
import type { SubmitReviewInput } from './reviews.schema';
import { publishInTransaction } from './review-publish';
import { sendReviewMail } from './review-mails';

/** An AppError whose sentence lives under reviews.errors.<code>. */
export const reviewError = (status: number, code: string) => new AppError(status, code, { message: { key: `reviews.errors.${code}` } });

async function loadPrivate(ctx: ServiceContext, reviewId: number): Promise<PrivateReview> {
  const [row] = await reviewRows(ctx.orm, sql`rv.id = ${reviewId}`);
  if (!row) throw notFound();
  return toPrivateReview(row);
}

/**
 * The lead guest reviews their stay (issue 32): 404 for anyone else; 409 `not_reviewable` (never
 * confirmed, cancelled, declined, expired), `review_exists`, `stay_not_finished` (before check-out
 * on the villa's clock), `review_window_closed` (14 days after). The trip's row is locked so two
 * submissions at once write one review (the unique reservation id is the last guard).
 */
export async function submitReview(ctx: ServiceContext, reservationId: number, input: SubmitReviewInput): Promise<PrivateReview> {
  const actor = requireUser(ctx.actor);
  const id = await inTransaction(ctx.orm, async (tx) => {
    const trip = await tripFacts(tx, reservationId, true);
    if (!trip || !isOwnReservation(actor, { userId: trip.user_id })) throw notFound();
    const [existing] = await rows<{ id: number }>(tx, sql`select id from reviews where reservation_id = ${reservationId}`);
    const refusal = reviewRefusal(stayOf(trip, existing !== undefined), ctx.now);
    if (refusal) throw reviewError(409, refusal);
    try {
      const [row] = await rows<{ id: number }>(
        tx,
        sql`insert into reviews (reservation_id, property_id, user_id, overall, cleanliness, accuracy, staff, location, value,
            text, locale, private_feedback, created_at, updated_at)
          values (${reservationId}, ${trip.property_id}, ${actor.userId}, ${input.overall}, ${input.categories.cleanliness},
            ${input.categories.accuracy}, ${input.categories.staff}, ${input.categories.location}, ${input.categories.value},
            ${input.text}, ${input.locale}, ${input.private_feedback}, ${ctx.now.toISOString()}, ${ctx.now.toISOString()})
          returning id`,
      );
      return row?.id ?? 0;
    } catch (err) {
      if (sqlState(err) === '23505') throw reviewError(409, 'review_exists');
      throw err;
    }
  });
  return loadPrivate(ctx, id);
}

/** A review a moderator may act on: 401/403 by role, 404 outside their scope (administrators: all). */
async function moderatedReview(ctx: ServiceContext, reviewId: number, lock: boolean, orm = ctx.orm) {
  requireConciergeWork(ctx.actor);
  const [row] = await rows<{ id: number; status: string; reservation_id: number; property_id: number; in_scope: boolean }>(
    orm,
    sql`select rv.id, rv.status::text as status, rv.reservation_id, rv.property_id, ${conciergeScopeOfP(ctx.actor)} as in_scope
      from reviews rv join properties p on p.id = rv.property_id where rv.id = ${reviewId} ${lock ? sql`for update of rv` : sql``}`,
  );
  if (!row || !canModerateReview(ctx.actor, { inScope: row.in_scope })) throw notFound();
  return row;
}

/** Publishes a pending review; the villa's count and average follow in the same transaction. 409 `review_not_pending`. */
export async function publishReview(ctx: ServiceContext, reviewId: number): Promise<PrivateReview> {
  await inTransaction(ctx.orm, async (tx) => {
    await moderatedReview(ctx, reviewId, true, tx);
    if (!(await publishInTransaction(tx, ctx, reviewId))) throw reviewError(409, 'review_not_pending');
  });
  return loadPrivate(ctx, reviewId);
}

/**
 * Declines a pending review whose text breaks the content policy, with the reason mailed to the
 * guest in their account's language (through the outbox, in the same transaction). 409 `review_not_pending`.
 */
export async function declineReview(ctx: ServiceContext, reviewId: number, input: { reason: string }): Promise<PrivateReview> {
  await inTransaction(ctx.orm, async (tx) => {
    const review = await moderatedReview(ctx, reviewId, true, tx);
    if (review.status !== 'pending') throw reviewError(409, 'review_not_pending');
    const moderator = ctx.actor.kind === 'user' ? ctx.actor.userId : null;
    const at = ctx.now.toISOString();
    await tx.execute(sql`update reviews set status = 'declined', decline_reason = ${input.reason}, moderated_at = ${at},
        moderated_by_user_id = ${moderator}, updated_at = ${at} where id = ${reviewId}`);
    await recordAudit(tx, ctx, {
      action: 'review.decline',
      objectType: 'review',
      objectId: reviewId,
      before: { status: 'pending' },
      after: { status: 'declined', reason: input.reason, property_id: review.property_id, reservation_id: review.reservation_id },
    });
    await sendReviewMail(tx, 'declined', review.reservation_id, { reason: input.reason });
  });
  return loadPrivate(ctx, reviewId);
}

/**
 * The owner's (or managing broker's) one public reply, within 14 days of publication: 404 for a
 * review of someone else's villa; 409 `review_not_published`, `reply_exists`, `reply_window_closed`.
 * The villa's cached page is dropped when it commits.
 */
export async function replyToReview(ctx: ServiceContext, reviewId: number, input: { text: string }): Promise<OwnerReview> {
  const actor = requireOwnerWork(ctx.actor);
  await inTransaction(ctx.orm, async (tx) => {
    const [row] = await rows<{ status: string; published_at: string | null; reply_text: string | null; property_id: number }>(
      tx,
      sql`select rv.status::text as status, rv.published_at::text as published_at, rv.reply_text, rv.property_id
        from reviews rv join properties p on p.id = rv.property_id
        where rv.id = ${reviewId} and ${ownerScopeOfP(actor)} for update of rv`,
    );
    if (!row) throw notFound();
    if (row.status !== 'published' || !row.published_at) throw reviewError(409, 'review_not_published');
    if (row.reply_text !== null) throw reviewError(409, 'reply_exists');
    if (ctx.now.getTime() > replyUntil(new Date(row.published_at)).getTime()) throw reviewError(409, 'reply_window_closed');
    const at = ctx.now.toISOString();
    await tx.execute(sql`update reviews set reply_text = ${input.text}, reply_locale = ${ctx.locale}, reply_by_user_id = ${actor.userId},
        replied_at = ${at}, updated_at = ${at} where id = ${reviewId}`);
    await recordAudit(tx, ctx, {
      action: 'review.reply',
      objectType: 'review',
      objectId: reviewId,
      before: null,
      after: { reply: input.text, property_id: row.property_id },
    });
    await tx.execute(sql`update properties set updated_at = now() where id = ${row.property_id}`);
    await invalidatePages(tx, [CACHE_TAG.property(row.property_id)]);
  });
  const [row] = await reviewRows(ctx.orm, sql`rv.id = ${reviewId}`);
  if (!row) throw notFound();
  return toOwnerReview(row, ctx.now);
}
