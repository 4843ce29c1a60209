import { sql } from 'drizzle-orm';
import { CACHE_TAG } from '@/lib/public-cache';
import type { ServiceContext } from '../access/context';
import { recordAudit } from '../admin/audit';
import { invalidatePages } from '../core/page-cache-bus';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';

// No 'server-only' marker: the auto-publish job (scripts/jobs/review-autopublish.ts) publishes too.

/**
 * Publishes the pending review `reviewId` inside the transaction `tx`: the review (only if still
 * pending: two moderators, or a moderator and the job, publish it once), the villa's
 * review_count / review_average (every published review, recounted), the audit line (a person's or
 * the job's), and the villa's and the results' cached pages, dropped when the transaction commits
 * (the page-cache bus's NOTIFY, as listing-changed.ts). Returns false when it was not pending.
 */
export async function publishInTransaction(tx: Orm, ctx: ServiceContext, reviewId: number): Promise<boolean> {
  const moderator = ctx.actor.kind === 'user' ? ctx.actor.userId : null;
  const at = ctx.now.toISOString();
  const [row] = await rows<{ property_id: number; reservation_id: number }>(
    tx,
    sql`update reviews set status = 'published', published_at = ${at}, moderated_at = ${at},
        moderated_by_user_id = ${moderator}, updated_at = ${at}
      where id = ${reviewId} and status = 'pending' returning property_id, reservation_id`,
  );
  if (!row) return false;
  await refreshPropertyReviews(tx, row.property_id);
  await recordAudit(tx, ctx, {
    action: 'review.publish',
    objectType: 'review',
    objectId: reviewId,
    before: { status: 'pending' },
    after: { status: 'published', property_id: row.property_id, reservation_id: row.reservation_id },
  });
  await tx.execute(sql`update properties set updated_at = now() where id = ${row.property_id}`);
  await invalidatePages(tx, [CACHE_TAG.property(row.property_id), CACHE_TAG.listings]);
  return true;
}

/** The villa's count and true average of its published reviews (null before the first). */
export async function refreshPropertyReviews(tx: Orm, propertyId: number): Promise<void> {
  await tx.execute(sql`update properties p set
      review_count = (select count(*) from reviews rv where rv.property_id = p.id and rv.status = 'published'),
      review_average = (select avg(rv.overall)::float8 from reviews rv where rv.property_id = p.id and rv.status = 'published')
    where p.id = ${propertyId}`);
}
