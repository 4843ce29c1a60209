import PgBoss from 'pg-boss';
import { config } from '../core/config.mjs';
import { onStop } from '../core/lifecycle.mjs';
import { addGauge, metrics } from '../core/metrics.mjs';
import type { Orm } from '../db/open';
import { executorFor, type SqlExecutor } from './executor';

// No 'server-only' marker: src/instrumentation.ts, scripts/jobs/* and the tests load the queue.

/**
 * The process's queue (issue 29, docs/decisions/040): pg-boss 10 in the application's own database,
 * schema `pgboss`, on PostgreSQL (the app's pool) and on PGlite (its one session, through
 * executor.ts). Jobs are defined with defineJob (src/server/queue/registry.ts lists the
 * application's), sent with enqueue, worked by startQueue's workers; a definition's `schedule`
 * makes it periodic, once across servers.
 */

export const QUEUE_SCHEMA = 'pgboss';

/** What a worker gets besides its data. */
export interface JobContext {
  id: string;
  name: string;
  /** 0 on the first attempt, then 1, 2… (pg-boss's own retries; the mail sends its own with startAfter). */
  retryCount: number;
  /** The database the queue runs on (a ServiceContext is built from it). */
  orm: Orm;
}

export type JobSchedule = { cron: string } | { everyMs: number };

export interface JobDefinition<D extends object = Record<string, unknown>> {
  name: string;
  /** Resolves: the job completed (its value, if any, is kept as the run's output); throws: failed. */
  work: (data: D, ctx: JobContext) => Promise<unknown>;
  /** Periodic: a pg-boss cron schedule (UTC), or every `everyMs` (cron when it is whole minutes dividing an hour, else a self-sending chain). */
  schedule?: JobSchedule | (() => JobSchedule);
  /** How long a run may take before pg-boss takes its worker as dead (default 15 minutes). */
  expireInSeconds?: number;
  /** pg-boss retries after a failure (default 0 for periodic jobs: the next run is the retry; 2 otherwise). */
  retryLimit?: number;
  /** How many jobs of this queue this process works at once (default 1). */
  teamSize?: number;
  /**
   * pg-boss's queue policy. Periodic jobs are `stately` (at most one waiting and one running across
   * servers: no pile-up, never two runs at once); others `standard`.
   */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  /** How often an idle worker looks for jobs (default 2 s; 10 s for a cron schedule; a chain at half its period). */
  pollingIntervalSeconds?: number;
}

export interface EnqueueOptions {
  startAfter?: Date;
  singletonKey?: string;
  expireInSeconds?: number;
  retryLimit?: number;
  /** The caller's drizzle transaction: the job is inserted in it (committed with it, gone if it rolls back). */
  tx?: Orm;
}

interface QueueState {
  orm: Orm;
  kind: 'postgres' | 'pglite';
  boss: PgBoss;
  executor: SqlExecutor;
  /** Queues created in the database by this process. */
  created: Set<string>;
  workers: boolean;
  /** Settles when every statement pg-boss has started on this queue's executor has. */
  drain: () => Promise<void>;
  unregisterStop?: () => void;
}

/**
 * pg-boss completes a job without awaiting it (manager.js: `this.complete(…)` after the worker's
 * callback): its stop() can resolve before that statement ran, and a pool closed then rejects it
 * (an unhandled rejection at shutdown). The queue's statements are tracked so stop() waits for them.
 */
function tracked(base: SqlExecutor): { executor: SqlExecutor; drain: () => Promise<void> } {
  const pending = new Set<Promise<unknown>>();
  return {
    executor: {
      executeSql(text, values) {
        const run = base.executeSql(text, values);
        pending.add(run);
        const forget = () => pending.delete(run);
        run.then(forget, forget);
        return run;
      },
    },
    drain: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

type Registry = Map<string, JobDefinition<object>>;

const globalQueue = globalThis as unknown as {
  __almaJobs?: Registry;
  __almaQueue?: Promise<QueueHandle>;
  __almaQueueState?: QueueHandle;
};

function registry(): Registry {
  globalQueue.__almaJobs ??= new Map();
  return globalQueue.__almaJobs;
}

/** Registers a job (idempotent by name: the last definition wins). Call it at module load. */
export function defineJob<D extends object>(definition: JobDefinition<D>): JobDefinition<D> {
  registry().set(definition.name, definition as unknown as JobDefinition<object>);
  return definition;
}

/** Every job defined so far (after loadJobs(): the application's). */
export function definedJobs(): JobDefinition<object>[] {
  return [...registry().values()];
}

/** Imports the application's job definitions (src/server/queue/registry.ts). */
export async function loadJobs(): Promise<void> {
  await import('./registry');
}

export function scheduleOf(definition: JobDefinition<object>): JobSchedule | undefined {
  return typeof definition.schedule === 'function' ? definition.schedule() : definition.schedule;
}

/**
 * A cron expression for `everyMs` when it is exact in cron (whole minutes dividing an hour, whole
 * hours dividing a day), else null (the job then re-sends itself with startAfter).
 */
export function cronForEvery(everyMs: number): string | null {
  if (everyMs % 60_000 !== 0) return null;
  const minutes = everyMs / 60_000;
  if (minutes === 1) return '* * * * *';
  if (minutes < 60) return 60 % minutes === 0 ? `*/${minutes} * * * *` : null;
  if (minutes % 60 !== 0) return null;
  const hours = minutes / 60;
  if (hours === 1) return '0 * * * *';
  if (hours < 24) return 24 % hours === 0 ? `0 */${hours} * * *` : null;
  return hours === 24 ? '0 0 * * *' : null;
}

export interface StartOptions {
  /** The database (default: the process's, src/server/db/client.ts). */
  orm?: Orm;
  /** Run workers and schedules (default: config().jobsEnabled). Sending works either way. */
  workers?: boolean;
  /** Only these jobs get workers and schedules (tests); default: every defined job. */
  jobs?: string[];
  /** pg-boss's timing knobs, for tests (seconds). */
  timing?: { cronMonitorIntervalSeconds?: number; cronWorkerIntervalSeconds?: number; maintenanceIntervalSeconds?: number };
}

/**
 * Starts the process's queue once: pg-boss's schema (created or migrated on first use), every
 * defined job's queue, and, unless JOBS=off, their workers and schedules; the lifecycle's 'workers'
 * phase stops the workers after their current job. Later calls return the same queue.
 */
export async function startQueue(options: StartOptions = {}): Promise<QueueHandle> {
  globalQueue.__almaQueue ??= openQueue(options).then(
    (queue) => {
      queue.unregisterStop = onStop('workers', 'queue', () => queue.stop());
      addGauge('alma_queue_depth', 'Jobs waiting in the queue (created or to be retried), by queue', ['queue'], () => queueDepth());
      globalQueue.__almaQueueState = queue;
      return queue;
    },
    (err) => {
      globalQueue.__almaQueue = undefined;
      throw err;
    },
  );
  return globalQueue.__almaQueue;
}

/** A queue on one database: the process's (startQueue) or, in tests, one of several "servers". */
export interface QueueHandle extends QueueState {
  enqueue(name: string, data: object, options?: EnqueueOptions): Promise<string | null>;
  /** Graceful: workers fetch nothing more, their current jobs finish (up to 25 s). */
  stop(): Promise<void>;
}

/**
 * Opens a queue on a database without making it the process's (startQueue does that): the
 * two-server test runs two of them on one PostgreSQL database.
 */
export async function openQueue(options: StartOptions = {}): Promise<QueueHandle> {
  await loadJobs();
  let orm = options.orm;
  let kind: 'postgres' | 'pglite';
  if (!orm) {
    const { getDb } = await import('../db/client');
    const db = await getDb();
    orm = db.orm;
    kind = db.kind;
  } else {
    kind = isPglite(orm) ? 'pglite' : 'postgres';
  }
  const workers = options.workers ?? config().jobsEnabled;
  const { executor, drain } = tracked(executorFor(orm));
  const boss = new PgBoss({
    db: executor as PgBoss.Db,
    schema: QUEUE_SCHEMA,
    supervise: workers,
    schedule: workers,
    migrate: true,
    // Finished runs move to pgboss.archive after an hour and are deleted after a week (the
    // admin's job history reads both).
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 7,
    ...options.timing,
  });
  boss.on('error', (err: Error & { code?: string }) => {
    // A stately queue's next run due while the last still runs: the fetch hits pg-boss's unique
    // index (one active run per queue) and the run waits for the next poll. Expected, not an error.
    if (err.code === '23505') return;
    console.error('[queue]', err.message ?? err);
  });
  await boss.start();
  const state: QueueState = { orm, kind, boss, executor, drain, created: new Set(), workers };
  for (const definition of definedJobs()) await ensureQueue(state, definition);
  if (workers) {
    for (const definition of definedJobs()) {
      if (!options.jobs || options.jobs.includes(definition.name)) await startWorkers(state, definition);
    }
  }
  return Object.assign(state, {
    enqueue: (name: string, data: object, sendOptions: EnqueueOptions = {}) => send(state, name, data, sendOptions),
    stop: () => stopState(state),
  });
}

function isPglite(orm: Orm): boolean {
  const client = (orm as unknown as { $client?: { exec?: unknown } }).$client;
  return typeof client?.exec === 'function';
}

async function ensureQueue(state: QueueState, definition: JobDefinition<object>): Promise<void> {
  if (state.created.has(definition.name)) return;
  const periodic = Boolean(scheduleOf(definition));
  const options = {
    name: definition.name,
    policy: definition.policy ?? (periodic ? 'stately' : 'standard'),
    retryLimit: definition.retryLimit ?? (periodic ? 0 : 2),
    expireInSeconds: definition.expireInSeconds ?? 15 * 60,
  } as const;
  // Two servers starting together create the same queues at once: pg-boss's create_queue (a
  // partition attached to pgboss.job) can then deadlock on PostgreSQL (measured in
  // two-servers.int.test.ts); PostgreSQL aborts one of them, which tries again and finds it made.
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await state.boss.getQueue(definition.name))) await state.boss.createQueue(definition.name, options);
      break;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt >= 5 || (code !== '40P01' && code !== '23505')) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
  state.created.add(definition.name);
}

async function startWorkers(state: QueueState, definition: JobDefinition<object>): Promise<void> {
  const schedule = scheduleOf(definition);
  const everyMs = schedule && 'everyMs' in schedule ? schedule.everyMs : undefined;
  const chained = everyMs !== undefined && cronForEvery(everyMs) === null;
  // An idle worker's fetch is one query; on PGlite it queues behind requests on the one session.
  // A chain polls at half its period (0.5-2 s); a cron job at most minutely, so every 10 s is plenty
  // (it may start up to 10 s after its slot); other jobs (mail) every 2 s.
  const polling =
    definition.pollingIntervalSeconds ??
    (chained && everyMs !== undefined ? Math.min(2, Math.max(0.5, everyMs / 2000)) : schedule ? 10 : 2);
  // batchSize 1: one job per call, whose value pg-boss keeps as the run's output.
  const handler = async ([job]: PgBoss.JobWithMetadata<object>[]) => {
    if (!job) return undefined;
    // The next link of a chain is sent before this run: a crash in it does not end the chain.
    if (chained && everyMs !== undefined) await sendNext(state, definition.name, everyMs);
    return runJob(state, definition, job);
  };
  for (let i = 0; i < Math.max(1, definition.teamSize ?? 1); i++) {
    await state.boss.work(definition.name, { pollingIntervalSeconds: polling, includeMetadata: true, batchSize: 1 }, handler);
  }
  if (!schedule) return;
  if (chained && everyMs !== undefined) {
    // A schedule left by a former setting would run it twice.
    await state.boss.unschedule(definition.name);
    await sendNext(state, definition.name, everyMs);
  } else {
    const cron = 'cron' in schedule ? schedule.cron : cronForEvery(schedule.everyMs);
    if (cron) await state.boss.schedule(definition.name, cron, {}, { tz: 'UTC' });
  }
}

/** The next run of a chain: a stately queue keeps one waiting job, so every server sending it adds one. */
async function sendNext(state: QueueState, name: string, everyMs: number): Promise<void> {
  try {
    await state.boss.send(name, {}, { startAfter: new Date(Date.now() + everyMs) });
  } catch (err) {
    console.error(`[queue] could not schedule the next ${name}`, err);
  }
}

async function runJob(state: QueueState, definition: JobDefinition<object>, job: PgBoss.JobWithMetadata<object>): Promise<unknown> {
  const { jobOutcomes } = metrics();
  const retryLimit = job.retryLimit ?? 0;
  try {
    const output = await definition.work(job.data ?? {}, { id: job.id, name: job.name, retryCount: job.retryCount ?? 0, orm: state.orm });
    // A run that did nothing says so in its output: `{ skipped: true }` (another run held the
    // job's lock) or `{ outcome: 'skipped' }` (the mail's worker: nothing left to send).
    const said = typeof output === 'object' && output !== null ? (output as { skipped?: unknown; outcome?: unknown }) : {};
    const skipped = said.skipped === true || said.outcome === 'skipped';
    jobOutcomes.inc({ job: definition.name, outcome: skipped ? 'skipped' : 'completed' });
    return output;
  } catch (err) {
    jobOutcomes.inc({ job: definition.name, outcome: (job.retryCount ?? 0) < retryLimit ? 'retried' : 'failed' });
    console.error(`[jobs] ${definition.name} failed`, err);
    throw err;
  }
}

async function stopState(state: QueueState): Promise<void> {
  // Graceful: workers fetch nothing more and the jobs they hold finish (up to 25 s, then they are
  // failed and pg-boss runs them again per their retry settings).
  await state.boss.stop({ graceful: true, wait: true, close: false, timeout: 25_000 });
  await state.drain();
}

/** Stops this process's queue (tests, scripts); the next startQueue opens it again. */
export async function stopQueue(): Promise<void> {
  const pending = globalQueue.__almaQueue;
  globalQueue.__almaQueue = undefined;
  globalQueue.__almaQueueState = undefined;
  if (!pending) return;
  const state = await pending.catch(() => undefined);
  if (!state) return;
  state.unregisterStop?.();
  await state.stop();
}

/**
 * Sends a job to the queue `name` (defined with defineJob). Returns its id, or null when pg-boss
 * did not create it (a singleton or stately queue already holding one). With `tx` it is inserted in
 * the caller's drizzle transaction, on either driver. On PGlite the queue must have been started
 * before a transaction sends (startQueue; the server does it at start): opening it inside one would
 * wait for the transaction's own session.
 */
export async function enqueue(name: string, data: object, options: EnqueueOptions = {}): Promise<string | null> {
  const ready = globalQueue.__almaQueueState;
  if (!ready && options.tx && isPglite(options.tx)) {
    throw new Error(`queue: start the queue (startQueue) before sending ${name} inside a PGlite transaction`);
  }
  return send(ready ?? (await startQueue()), name, data, options);
}

async function send(state: QueueState, name: string, data: object, options: EnqueueOptions): Promise<string | null> {
  const definition = registry().get(name);
  if (!definition) throw new Error(`queue: no job named ${name} (defineJob it in src/server/queue/registry.ts)`);
  if (!state.created.has(name)) {
    if (options.tx && state.kind === 'pglite') throw new Error(`queue: ${name} was defined after the queue started`);
    await ensureQueue(state, definition);
  }
  const { tx, ...rest } = options;
  const sendOptions: PgBoss.SendOptions = {};
  if (rest.startAfter) sendOptions.startAfter = rest.startAfter;
  if (rest.singletonKey) sendOptions.singletonKey = rest.singletonKey;
  if (rest.expireInSeconds) sendOptions.expireInSeconds = rest.expireInSeconds;
  if (rest.retryLimit !== undefined) sendOptions.retryLimit = rest.retryLimit;
  if (tx) sendOptions.db = executorFor(tx) as PgBoss.Db;
  return state.boss.send(name, data, sendOptions);
}

/** The started queue's pg-boss (tests, the admin's history); null before startQueue. */
export function currentQueue(): { boss: PgBoss; executor: SqlExecutor; orm: Orm; workers: boolean } | null {
  const state = globalQueue.__almaQueueState;
  return state ? { boss: state.boss, executor: state.executor, orm: state.orm, workers: state.workers } : null;
}

/** Jobs waiting (created or retry) by queue, for the `alma_queue_depth` gauge. */
export async function queueDepth(): Promise<Array<{ labels: { queue: string }; value: number }>> {
  const state = globalQueue.__almaQueueState;
  if (!state) return [];
  const { rows } = await state.executor.executeSql(
    `select q.name, count(j.id)::int as n from ${QUEUE_SCHEMA}.queue q
       left join ${QUEUE_SCHEMA}.job j on j.name = q.name and j.state in ('created', 'retry')
      where q.name not like '\\_\\_pgboss%' group by q.name`,
    [],
  );
  return (rows as Array<{ name: string; n: number }>).map((r) => ({ labels: { queue: r.name }, value: r.n }));
}
