import { and, eq, sql } from 'drizzle-orm';
import { requireSystem } from '../../access/actor';
import type { ServiceContext } from '../../access/context';
import { rows } from '../../db/raw';
import { guestbookCheckIns } from '../../db/schema/guestbook';
import { deletePrivateFiles } from '../../messaging/private-files';
import { type JobRun, runJobOnce } from '../../core/jobs';

// No 'server-only' marker: scripts/jobs/guestbook-cleanup.ts and the server's timer run it.

/** Identity documents are kept this many days after check-out (issue 16), then deleted. */
export const ID_DOCUMENT_RETENTION_DAYS = 30;

/**
 * Deletes the identity documents of stays that checked out ID_DOCUMENT_RETENTION_DAYS or more days
 * ago (in the villa's calendar): the row forgets the file's key and records `id_document_deleted_at`,
 * then the file goes. Once across servers (runJobOnce); a document replaced meanwhile is left for
 * the next run. Answers the reservations cleaned.
 */
export async function runGuestbookCleanupJob(ctx: ServiceContext): Promise<JobRun<number[]>> {
  requireSystem(ctx.actor);
  return runJobOnce(ctx.orm, 'guestbook-cleanup', async () => {
    const due = await rows<{ reservation_id: number; key: string }>(
      ctx.orm,
      sql`select g.reservation_id, g.id_document_key as key
        from guestbook_check_ins g join reservations r on r.id = g.reservation_id
          join properties p on p.id = r.property_id join countries c on c.id = p.country_id join states s on s.id = p.state_id
        where g.id_document_key is not null
          and r.check_out + ${ID_DOCUMENT_RETENTION_DAYS}::int <= (${ctx.now.toISOString()}::timestamptz at time zone coalesce(s.time_zone, c.time_zone))::date
        order by g.reservation_id`,
    );
    const cleaned: number[] = [];
    for (const d of due) {
      const [gone] = await ctx.orm
        .update(guestbookCheckIns)
        .set({ idDocumentKey: null, idDocumentDeletedAt: ctx.now, updatedAt: ctx.now })
        .where(and(eq(guestbookCheckIns.reservationId, d.reservation_id), eq(guestbookCheckIns.idDocumentKey, d.key)))
        .returning({ id: guestbookCheckIns.reservationId });
      if (!gone) continue;
      await deletePrivateFiles([d.key]);
      cleaned.push(d.reservation_id);
    }
    return cleaned;
  });
}
