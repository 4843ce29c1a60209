import { sql } from 'drizzle-orm';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { QUEUE_SCHEMA } from './queue';

// No 'server-only' marker: read by the admin overview and the tests.

/** What the administrator sees of one job (issue 29): from pg-boss's own tables, the last 7 days. */
export interface JobHistoryLine {
  name: string;
  /** When its last finished run started, and how long it took (null: none in the last 7 days). */
  last_run_at: string | null;
  last_duration_ms: number | null;
  last_outcome: 'completed' | 'skipped' | 'failed' | null;
  last_failure_at: string | null;
  last_failure_message: string | null;
  /** Runs finished in the last 7 days by outcome; `skipped`: another run held the job's lock. */
  completed: number;
  skipped: number;
  failed: number;
  /** Running now, and waiting (the next run of a chain included). */
  active: number;
  waiting: number;
}

/** How long pg-boss keeps a finished job (queue.ts: deleteAfterDays). */
export const HISTORY_DAYS = 7;

const MESSAGE_MAX = 300;

/**
 * One line per queue of the application (pg-boss's internal ones left out), read from
 * `pgboss.job` (recent and waiting runs) and `pgboss.archive` (finished runs moved there after an
 * hour). Empty when the queue has never started on this database.
 */
export async function jobHistory(orm: Orm): Promise<JobHistoryLine[]> {
  const [exists] = await rows<{ ok: boolean }>(orm, sql`select to_regclass(${`${QUEUE_SCHEMA}.archive`}) is not null as ok`);
  if (!exists?.ok) return [];
  const s = sql.raw(QUEUE_SCHEMA);
  const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
  const lines = await rows<JobHistoryLine>(
    orm,
    sql`with runs as (
        select name, state::text as state, started_on, completed_on, output from ${s}.job where left(name, 8) <> '__pgboss'
        union all
        select name, state::text, started_on, completed_on, output from ${s}.archive where left(name, 8) <> '__pgboss'
      ),
      finished as (
        select name, started_on, completed_on,
          case when state = 'failed' then 'failed' when output->>'skipped' = 'true' then 'skipped' else 'completed' end as outcome,
          output
        from runs where state in ('completed', 'failed') and completed_on > now() - interval '${sql.raw(String(HISTORY_DAYS))} days'
      ),
      last_run as (
        select distinct on (name) name, started_on, completed_on, outcome from finished
        where started_on is not null order by name, completed_on desc
      ),
      last_failure as (
        select distinct on (name) name, completed_on, output->>'message' as message from finished
        where outcome = 'failed' order by name, completed_on desc
      ),
      counts as (
        select name,
          count(*) filter (where outcome = 'completed')::int as completed,
          count(*) filter (where outcome = 'skipped')::int as skipped,
          count(*) filter (where outcome = 'failed')::int as failed
        from finished group by name
      ),
      pending as (
        select name,
          count(*) filter (where state = 'active')::int as active,
          count(*) filter (where state in ('created', 'retry'))::int as waiting
        from ${s}.job group by name
      )
      select q.name,
        ${iso('lr.started_on')} as last_run_at,
        (extract(epoch from (lr.completed_on - lr.started_on)) * 1000)::int as last_duration_ms,
        lr.outcome as last_outcome,
        ${iso('lf.completed_on')} as last_failure_at,
        left(lf.message, ${MESSAGE_MAX}) as last_failure_message,
        coalesce(c.completed, 0) as completed, coalesce(c.skipped, 0) as skipped, coalesce(c.failed, 0) as failed,
        coalesce(p.active, 0) as active, coalesce(p.waiting, 0) as waiting
      from ${s}.queue q
        left join last_run lr on lr.name = q.name
        left join last_failure lf on lf.name = q.name
        left join counts c on c.name = q.name
        left join pending p on p.name = q.name
      where left(q.name, 8) <> '__pgboss'
      order by q.name`,
  );
  return lines;
}
