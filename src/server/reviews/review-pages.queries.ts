import 'server-only';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../access/context';
import { requireConciergeWork } from '../booking/concierge-scope';
import { rows } from '../db/raw';
import { conciergeScopeOfP } from '../owners/owner-scope';
import { getTripReview } from './reviews.queries';
import type { ReviewStatus } from './reviews.schema';

/**
 * What the signed-in review pages read beside the review readers (issue 32): the desk's count of
 * reviews per status (its tabs), and which of a guest's trips still await their review (the trips
 * list's "Review your stay").
 */

/** The reviews of the caller's scope per status (administrators all). */
export async function deskReviewCounts(ctx: ServiceContext): Promise<Record<ReviewStatus, number>> {
  requireConciergeWork(ctx.actor);
  const found = await rows<{ status: ReviewStatus; n: number }>(
    ctx.orm,
    sql`select rv.status::text as status, count(*)::int as n
      from reviews rv join properties p on p.id = rv.property_id
      where ${conciergeScopeOfP(ctx.actor)} group by rv.status`,
  );
  const counts: Record<ReviewStatus, number> = { pending: 0, published: 0, declined: 0 };
  for (const c of found) counts[c.status] = c.n;
  return counts;
}

/** Of the guest's trips, the completed ones they can review now (within 14 days of check-out, none written yet). */
export async function reviewOpenTrips(ctx: ServiceContext, trips: readonly { id: number; status: string }[]): Promise<Set<number>> {
  const answers = await Promise.all(
    trips.filter((trip) => trip.status === 'completed').map(async (trip) => ({ id: trip.id, answer: await getTripReview(ctx, trip.id) })),
  );
  return new Set(answers.filter(({ answer }) => answer.meta.reviewable).map(({ id }) => id));
}
