import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/test/test-database';
import { metrics } from '../core/metrics.mjs';
import { executorFor } from './executor';
import { jobHistory } from './history';
import { currentQueue, defineJob, enqueue, startQueue, stopQueue } from './queue';

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;
let db: TestDb;

const echoed: Array<{ word: string }> = [];
let chainRuns = 0;

defineJob<{ word: string; fail?: boolean }>({
  name: 'test-echo',
  pollingIntervalSeconds: 0.5,
  async work(data) {
    if (data.fail) throw new Error(`refused ${data.word}`);
    echoed.push({ word: data.word });
    return { echoed: data.word };
  },
});

defineJob({
  name: 'test-chain',
  schedule: { everyMs: 700 },
  async work() {
    chainRuns += 1;
  },
});

async function until(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function jobsNamed(name: string): Promise<Array<{ state: string; output: unknown }>> {
  const { rows } = await executorFor(db.orm).executeSql('select state, output from pgboss.job where name = $1', [name]);
  return rows as Array<{ state: string; output: unknown }>;
}

beforeAll(async () => {
  db = await createTestDatabase();
  const started = Date.now();
  await startQueue({ orm: db.orm, workers: true, jobs: ['test-echo', 'test-chain'] });
  console.info(`[queue] pg-boss started on ${db.kind} in ${Date.now() - started} ms`);
});

afterAll(async () => {
  await stopQueue();
  await db?.dispose();
});

describe('the queue (pg-boss)', () => {
  it('runs a job sent with enqueue, once, and keeps its output', async () => {
    const id = await enqueue('test-echo', { word: 'hola' });
    expect(id).toBeTruthy();
    await until(() => echoed.some((e) => e.word === 'hola'));
    await until(async () => (await jobsNamed('test-echo')).some((j) => j.state === 'completed'));
    const done = (await jobsNamed('test-echo')).filter((j) => j.state === 'completed');
    expect(done.map((j) => j.output)).toContainEqual({ echoed: 'hola' });
    expect(echoed.filter((e) => e.word === 'hola')).toHaveLength(1);
  });

  it('records a failure with its message', async () => {
    await enqueue('test-echo', { word: 'nope', fail: true }, { retryLimit: 0 });
    await until(async () => (await jobsNamed('test-echo')).some((j) => j.state === 'failed'));
    const failed = (await jobsNamed('test-echo')).find((j) => j.state === 'failed');
    expect(failed?.output).toMatchObject({ message: 'refused nope' });
  });

  it("sends inside the caller's transaction: committed with it, gone with its rollback, no deadlock", async () => {
    await db.orm.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      expect(await enqueue('test-echo', { word: 'committed' }, { tx, startAfter: new Date(Date.now() + 60_000) })).toBeTruthy();
    });
    await expect(
      db.orm.transaction(async (tx) => {
        await enqueue('test-echo', { word: 'rolled-back' }, { tx, startAfter: new Date(Date.now() + 60_000) });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const { rows } = await executorFor(db.orm).executeSql("select data->>'word' as word from pgboss.job where name = 'test-echo'", []);
    const words = (rows as Array<{ word: string }>).map((r) => r.word);
    expect(words).toContain('committed');
    expect(words).not.toContain('rolled-back');
  });

  it('leaves no aborted transaction behind a failed multi-statement text', async () => {
    const executor = currentQueue()?.executor;
    expect(executor).toBeTruthy();
    await expect(executor?.executeSql('BEGIN; SELECT 1/0; COMMIT;')).rejects.toThrow(/division by zero/);
    const { rows } = await executorFor(db.orm).executeSql('select 41 + 1 as n', []);
    expect(rows).toEqual([{ n: 42 }]);
  });

  it('runs an every-700-ms job again and again (a chain: cron has minute resolution)', async () => {
    const from = chainRuns;
    await until(() => chainRuns >= from + 3, 10_000);
    // At most one run waiting at any time (stately queue), whatever sends it.
    const waiting = (await jobsNamed('test-chain')).filter((j) => j.state === 'created');
    expect(waiting.length).toBeLessThanOrEqual(1);
  });

  it("shows each job's last run, its duration, its last failure and its outcomes (the admin's history), and counts them in /metrics", async () => {
    const lines = await jobHistory(db.orm);
    const echo = lines.find((l) => l.name === 'test-echo');
    expect(echo).toMatchObject({ completed: 1, failed: 1, skipped: 0, last_failure_message: 'refused nope' });
    expect(echo?.last_run_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(echo?.last_duration_ms).toBeGreaterThanOrEqual(0);
    expect(echo?.waiting).toBe(1); // the committed job, due in a minute
    expect(lines.find((l) => l.name === 'test-chain')?.completed).toBeGreaterThanOrEqual(3);
    // pg-boss's own queues are not the administrator's business.
    expect(lines.some((l) => l.name.startsWith('__pgboss'))).toBe(false);

    const text = await metrics().registry.metrics();
    expect(text).toMatch(/alma_jobs_total\{job="test-echo",outcome="completed"\} 1/);
    expect(text).toMatch(/alma_jobs_total\{job="test-echo",outcome="failed"\} 1/);
    expect(text).toMatch(/alma_queue_depth\{queue="test-echo"\} 1/);
  });
});
