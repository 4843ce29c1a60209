import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '@/server/db/open';
import { outbox } from '@/server/db/schema/platform';
import { openQueue, type QueueHandle, startQueue, stopQueue } from '@/server/queue/queue';
import { type TestSmtp, startTestSmtp } from '@/test/smtp-server';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { sendMail } from './mailer';

/**
 * Two app servers on one PostgreSQL database (issue 29), each with its own pool and pg-boss workers
 * for `send-mail`: mail written on either is delivered once, whichever server's worker takes it.
 * PostgreSQL only (PGlite is one process): skipped without DATABASE_URL.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const MAILS = 24;

let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let second: Database | undefined;
let serverB: QueueHandle | undefined;
let smtp: TestSmtp | undefined;
const received = () => (smtp?.received ?? []).map((r) => r.messageId ?? '?');

afterAll(async () => {
  await serverB?.stop();
  await stopQueue();
  await smtp?.close();
  await second?.close();
  await database?.dispose();
  vi.unstubAllEnvs();
});

describe.skipIf(!onPostgres)('mail on two servers, one PostgreSQL database', () => {
  beforeAll(async () => {
    smtp = await startTestSmtp();
    vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${smtp.port}`);
    database = await useTestDatabase();
    const url = (database.orm as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    second = await openDatabase({ url, poolSize: 4 });
    // Server A is this process's queue (sendMail enqueues on it); server B another one on its own pool.
    await startQueue({ orm: database.orm, workers: true, jobs: ['send-mail'] });
    serverB = await openQueue({ orm: second.orm, workers: true, jobs: ['send-mail'] });
  });

  it('delivers each mail once, whichever server wrote it and whichever worker takes it', async () => {
    const a = database as NonNullable<typeof database>;
    const b = second as Database;
    const written = await Promise.all(
      Array.from({ length: MAILS }, (_, i) =>
        sendMail(i % 2 ? a.orm : b.orm, {
          to: `two-servers-${i}@example.test`,
          subject: `Mail ${i}`,
          text: 'Hello',
          html: '<p>Hello</p>',
          locale: 'en',
          template: 'password-reset',
          idempotencyKey: `two-servers:${i}`,
        }),
      ),
    );
    const ids = written.map((w) => w.id);
    const end = Date.now() + 60_000;
    for (;;) {
      const rows = await a.orm.select().from(outbox).where(inArray(outbox.id, ids));
      if (rows.every((r) => r.status === 'sent')) {
        expect(rows.every((r) => r.attempts === 1)).toBe(true);
        expect(received().sort()).toEqual(rows.map((r) => r.messageId).sort());
        break;
      }
      if (Date.now() > end) throw new Error(`not all sent: ${JSON.stringify(rows.map((r) => r.status))}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(received()).toHaveLength(MAILS);
  });
});
