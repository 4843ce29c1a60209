import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '@/server/db/open';
import { createTestDatabase } from '@/test/test-database';
import { defineJob, openQueue, type QueueHandle } from './queue';

// Two app servers on one PostgreSQL database, each with its own pool and its own pg-boss (issue 29):
// a schedule runs once across them. PostgreSQL only (PGlite is one process): skipped without DATABASE_URL.
const onPostgres = Boolean(process.env.DATABASE_URL);

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;
let database: TestDb | undefined;
let second: Database | undefined;
const queues: QueueHandle[] = [];

/** Every run of the test jobs: which server, when it started and ended. */
const runs: Record<string, Array<{ server: string; at: number; end: number }>> = { 'test-cron-2s': [], 'test-every-2s': [] };
let running = 0;
let overlapped = false;

for (const name of Object.keys(runs)) {
  defineJob<{ server?: string }>({
    name,
    schedule: name === 'test-cron-2s' ? { cron: '* * * * *' } : { everyMs: 1000 },
    pollingIntervalSeconds: 0.5,
    async work(_data, ctx) {
      running += 1;
      if (running > 1 && name === 'test-every-2s') overlapped = true;
      const at = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 300));
      running -= 1;
      runs[name]?.push({ server: serverOf.get(ctx.orm) ?? '?', at, end: Date.now() });
    },
  });
}
const serverOf = new Map<unknown, string>();

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  const url = (database.orm as unknown as { $client: { options?: { connectionString?: string } } }).$client.options?.connectionString;
  second = await openDatabase({ url, poolSize: 4 });
  serverOf.set(database.orm, 'A');
  serverOf.set(second.orm, 'B');
  const timing = { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };
  // Both start at once, as two servers of one deploy would.
  queues.push(
    ...(await Promise.all([
      openQueue({ orm: database.orm, workers: true, jobs: Object.keys(runs), timing }),
      openQueue({ orm: second.orm, workers: true, jobs: Object.keys(runs), timing }),
    ])),
  );
});

afterAll(async () => {
  await Promise.all(queues.map((q) => q.stop()));
  await second?.close();
  await database?.dispose();
});

describe.skipIf(!onPostgres)('two servers, one PostgreSQL database', () => {
  it('run a cron schedule once per slot and an every-second chain once per tick, never two at a time', async () => {
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    const cron = runs['test-cron-2s'] ?? [];
    const every = runs['test-every-2s'] ?? [];
    console.info(
      `[queue] two servers, 8 s: cron runs ${JSON.stringify(cron.map((r) => r.server))}, every-second runs ${JSON.stringify(every.map((r) => r.server))}`,
    );
    // '* * * * *' fires at once after start, then at the next minute: never twice in one minute.
    expect(cron.length).toBeGreaterThanOrEqual(1);
    const minutes = cron.map((r) => Math.floor(r.at / 60_000));
    expect(new Set(minutes).size).toBe(minutes.length);
    // Every second for 8 s with 300 ms runs: about 6-8 runs in all, not twice that (one chain, not one per server).
    expect(every.length).toBeGreaterThanOrEqual(4);
    expect(every.length).toBeLessThanOrEqual(10);
    expect(overlapped).toBe(false);
  });
});
