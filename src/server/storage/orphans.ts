import { sql } from 'drizzle-orm';
import { requireSystem } from '../access/actor';
import type { ServiceContext } from '../access/context';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { type JobRun, runJobOnce } from '../core/jobs';
import { type Area, deleteObjects } from './storage';

// No 'server-only' marker: scripts/jobs/storage-sweep.ts and the server's timer run it.

export interface SweepResult {
  /** Objects deleted (or already gone). */
  deleted: number;
  /** Queued keys that a row names again (a re-seeded picture): the object stays. */
  kept: number;
}

/**
 * Deletes the files that rows no longer name (file_orphans, filled by triggers: decision 038),
 * oldest first, `limit` at a time: the objects first, then their queue rows, so a storage that
 * fails leaves the rows for the next run. A media key that a photo row names again (the seed draws
 * pictures under fixed names) is only dropped from the queue.
 */
export async function sweepFileOrphans(orm: Orm, limit = 500): Promise<SweepResult> {
  const due = await rows<{ id: number; area: Area; key: string; named: boolean }>(
    orm,
    sql`select o.id, o.area, o.key,
        o.area = 'media' and exists (select 1 from property_images i
          where '/media/' || o.key in (i.original, i.medium, i.thumbnail)) as named
      from file_orphans o order by o.id limit ${limit}`,
  );
  if (due.length === 0) return { deleted: 0, kept: 0 };
  const gone = due.filter((d) => !d.named);
  for (const area of ['media', 'private'] as const) {
    await deleteObjects(
      area,
      gone.filter((d) => d.area === area).map((d) => d.key),
    );
  }
  const ids = due.map((d) => d.id);
  await orm.execute(sql`delete from file_orphans where id in (${sql.join(ids, sql`, `)})`);
  return { deleted: gone.length, kept: due.length - gone.length };
}

/** The sweep as a job: once across servers (runJobOnce), until the queue is empty. */
export async function runStorageSweepJob(ctx: ServiceContext): Promise<JobRun<SweepResult>> {
  requireSystem(ctx.actor);
  return runJobOnce(ctx.orm, 'storage-sweep', async () => {
    const total: SweepResult = { deleted: 0, kept: 0 };
    for (;;) {
      const run = await sweepFileOrphans(ctx.orm);
      total.deleted += run.deleted;
      total.kept += run.kept;
      if (run.deleted + run.kept < 500) return total;
    }
  });
}
