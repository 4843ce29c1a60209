import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '@/server/db/schema/platform';
import { startQueue, stopQueue } from '@/server/queue/queue';
import { type TestSmtp, startTestSmtp, until } from '@/test/smtp-server';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { sendMail } from './mailer';

/**
 * A worker killed mid-send (issue 29, decision 041), for real: a second process (another app
 * server's queue worker) takes the `send-mail` job, the SMTP server receives and stores the message
 * but holds its answer, and the process is killed with SIGKILL before it can record `sent`. This
 * process's queue then expires the dead worker's job after its expireIn (pg-boss's maintenance) and
 * sends the mail once more, with the same Message-ID: at most two deliveries, and the row ends sent.
 *
 * Two processes on one database: PostgreSQL only (PGlite admits one process). On PGlite the same
 * window is covered by delivery.int.test.ts (a worker that stalls past its expireIn).
 */
const EXPIRE_IN_SECONDS = 3;
vi.stubEnv('MAIL_EXPIRE_IN_SECONDS', String(EXPIRE_IN_SECONDS));
vi.stubEnv('MAIL_RETRY_SECONDS', '2,2,2');

const onPostgres = Boolean(process.env.DATABASE_URL);
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let child: ChildProcess | undefined;
let smtp: TestSmtp | undefined;

afterAll(async () => {
  child?.kill('SIGKILL');
  await stopQueue();
  await smtp?.close();
  await database?.dispose();
  vi.unstubAllEnvs();
});

describe.skipIf(!onPostgres)('a worker killed mid-send (PostgreSQL: two processes)', () => {
  beforeAll(async () => {
    database = await useTestDatabase();
  });

  it('is resent once by another worker after the job’s expireIn, with the same Message-ID: one delivery accepted, and the row ends sent', async () => {
    const db = database as NonNullable<typeof database>;
    // The first message is stored but never answered: its sender is killed meanwhile.
    smtp = await startTestSmtp({ hold: (n) => n === 1 });
    const { received, port } = smtp;
    vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${port}`);

    // This process only sends jobs for now; the child works them.
    await startQueue({ orm: db.orm, workers: false });
    const url = (db.orm as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    // node itself with tsx's loader (not tsx's CLI, which would run it in a grandchild that SIGKILL misses).
    child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'test', 'mail-worker-child.ts')], {
      env: { ...process.env, CHILD_DATABASE_URL: url, TSX_TSCONFIG_PATH: path.join('scripts', 'jobs', 'tsconfig.json') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child?.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve();
      });
      child?.once('exit', (code) => reject(new Error(`the worker process exited (${code})`)));
      child?.once('error', reject);
    });

    const { id } = await sendMail(db.orm, {
      to: 'killed-worker@example.test',
      subject: 'Your receipt',
      text: 'Hello',
      html: '<p>Hello</p>',
      locale: 'en',
      template: 'password-reset',
      idempotencyKey: 'delivery-kill:1',
    });
    const [written] = await db.orm.select().from(outbox).where(eq(outbox.id, id));
    await until(() => received.length === 1, 60_000);
    // Accepted by the server, not yet recorded: the worker dies now.
    child.kill('SIGKILL');
    const killedAt = Date.now();
    await until(() => child?.exitCode !== null || child?.signalCode !== null, 60_000);
    expect(child.signalCode).toBe('SIGKILL');
    expect((await db.orm.select().from(outbox).where(eq(outbox.id, id)))[0]).toMatchObject({ status: 'sending', attempts: 1 });

    // Another server's worker (this process) with pg-boss's maintenance every second.
    await stopQueue();
    await startQueue({ orm: db.orm, workers: true, jobs: ['send-mail'], timing: { maintenanceIntervalSeconds: 1 } });
    const sent = await until(async () => {
      const [row] = await db.orm.select().from(outbox).where(eq(outbox.id, id));
      return row?.status === 'sent' ? row : undefined;
    }, 60_000);
    expect(sent.attempts).toBe(2);
    expect(received.map((r) => r.messageId)).toEqual([written?.messageId, written?.messageId]);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(received).toHaveLength(2);
    // The server answered 250 once: the killed worker's copy was read whole but never accepted (its
    // sender was gone before the answer), so one delivery is the server's; a server that delivers an
    // unanswered message anyway gives a second copy with the same Message-ID, which the decision names.
    expect(smtp.accepted.map((r) => r.messageId)).toEqual([written?.messageId]);
    console.info(
      `[mail-kill timings] expireIn ${EXPIRE_IN_SECONDS} s: the second copy ${(received[1]?.at ?? 0) - killedAt} ms after the kill`,
    );
  });
});
