import net from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as loginRoute } from '@/app/api/login/route';
import { GET as listRoute } from '@/app/v1/admin/outbox/route';
import { POST as retryRoute } from '@/app/v1/admin/outbox/[id]/retry/route';
import { metrics } from '@/server/core/metrics.mjs';
import { auditLog } from '@/server/db/schema/admin';
import { groups, userGroups } from '@/server/db/schema/accounts';
import { outbox } from '@/server/db/schema/platform';
import { type JobContext, startQueue, stopQueue } from '@/server/queue/queue';
import { apiRequest, call, freshIp, TEST_ORIGIN } from '@/test/api-client';
import { createUser } from '@/test/factories';
import { type TestSmtp, startTestSmtp, until } from '@/test/smtp-server';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { hashPassword } from '../accounts/password';
import { mailSweepJob } from './mail-jobs';
import { type Mail, sendMail } from './mailer';

/**
 * Mail on the queue (issue 29, decision 041) against a real SMTP server on loopback (the
 * `smtp-server` package) and the real queue (pg-boss on this test's database): the row written by
 * sendMail is delivered by the `send-mail` worker through nodemailer, retried on a schedule of a
 * few seconds (MAIL_RETRY_SECONDS), and taken again after its job's expireIn
 * (MAIL_EXPIRE_IN_SECONDS) when its worker stops mid-send.
 */
const RETRY_SECONDS = [2, 2, 2];
const EXPIRE_IN_SECONDS = 3;
vi.stubEnv('MAIL_RETRY_SECONDS', RETRY_SECONDS.join(','));
vi.stubEnv('MAIL_EXPIRE_IN_SECONDS', String(EXPIRE_IN_SECONDS));

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const servers: TestSmtp[] = [];
const PASSWORD = 'Correct-Horse-9';

/** The test SMTP server on `port`, closed after the file. */
async function smtpServerOn(port: number, hold?: (n: number) => boolean) {
  const smtp = await startTestSmtp({ port, ...(hold ? { hold } : {}) });
  servers.push(smtp);
  return smtp;
}

/** A port on loopback that nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const rowOf = async (id: number) => (await database.orm.select().from(outbox).where(eq(outbox.id, id)))[0];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mailCount = async (outcome: string) => {
  const metric = (await metrics().mail.get()).values.find((v) => v.labels.outcome === outcome);
  return metric?.value ?? 0;
};

const mail = (key: string, to = `${key}@example.test`): Mail => ({
  to,
  subject: `Mail ${key}`,
  text: 'Hello',
  html: '<p>Hello</p>',
  locale: 'en',
  template: 'password-reset',
  idempotencyKey: `delivery-test:${key}`,
});

beforeAll(async () => {
  database = await useTestDatabase();
  await startQueue({ orm: database.orm, workers: true, jobs: ['send-mail'] });
});

afterAll(async () => {
  await stopQueue();
  for (const server of servers) await server.close();
  await database?.dispose();
  vi.unstubAllEnvs();
});

describe('mail on the queue, against a real SMTP server', () => {
  it('is delivered exactly once within the first retries when SMTP is down as the mail is written, then up', async () => {
    const port = await freePort();
    vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${port}`);
    const sentBefore = await mailCount('sent');
    const retriesBefore = await mailCount('retry');

    const written = Date.now();
    const { id } = await database.orm.transaction((tx) => sendMail(tx as never, mail('down-then-up')));
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    expect(row?.messageId).toMatch(new RegExp(`^<outbox-${id}\\.[0-9a-f]{12}@localhost>$`));

    // The first attempt meets a closed port: the error is recorded and the next attempt queued.
    const failed = await until(async () => {
      const r = await rowOf(id);
      return r?.attempts === 1 && r.status === 'queued' && r.error ? r : undefined;
    });
    const firstFailure = Date.now();
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1000);
    expect(await mailCount('retry')).toBe(retriesBefore + 1);

    const smtp = await smtpServerOn(port);
    const serverUp = Date.now();
    const sent = await until(async () => {
      const r = await rowOf(id);
      return r?.status === 'sent' ? r : undefined;
    });
    const delivered = smtp.received[0]?.at ?? Date.now();
    expect(sent.attempts).toBe(2);
    expect(sent.sentAt).not.toBeNull();
    expect(smtp.received).toEqual([{ messageId: row?.messageId, to: ['down-then-up@example.test'], at: expect.any(Number) }]);
    expect(await mailCount('sent')).toBe(sentBefore + 1);

    // Nothing sends it again: not the worker, not a later sweep's job.
    await sleep((RETRY_SECONDS[0] ?? 2) * 1000 + 1500);
    expect(smtp.received).toHaveLength(1);
    console.info(
      `[mail-retry timings] schedule ${RETRY_SECONDS.join(',')} s: written → first failure ${firstFailure - written} ms; ` +
        `SMTP up at ${serverUp - written} ms; delivered at ${delivered - written} ms (attempt 2)`,
    );
    await smtp.close();
  });

  it('is sent again once, with the same Message-ID, when its worker stops after the server accepted it', async () => {
    const port = await freePort();
    vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${port}`);
    // The server receives and stores the first message but never answers it: to its worker, the
    // send hangs; to pg-boss, the job outlives its expireIn (a worker that died).
    const smtp = await smtpServerOn(port, (n) => n === 1);
    const started = Date.now();
    const { id } = await sendMail(database.orm, mail('worker-stops'));
    const { messageId } = (await rowOf(id)) ?? {};

    await until(() => smtp.received.length === 1);
    expect(await rowOf(id)).toMatchObject({ status: 'sending', attempts: 1 });
    const sent = await until(async () => {
      const r = await rowOf(id);
      return r?.status === 'sent' ? r : undefined;
    }, 45_000);
    const resentAfter = (smtp.received[1]?.at ?? 0) - (smtp.received[0]?.at ?? 0);
    expect(sent.attempts).toBe(2);
    expect(smtp.received.map((r) => r.messageId)).toEqual([messageId, messageId]);
    expect(resentAfter).toBeGreaterThanOrEqual(EXPIRE_IN_SECONDS * 1000 - 200);

    // The stalled worker learns of its delivery at last: it changes nothing, and nothing is sent again.
    smtp.release();
    await sleep(2500);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received).toHaveLength(2);
    console.info(
      `[mail-stall timings] expireIn ${EXPIRE_IN_SECONDS} s: first copy at ${(smtp.received[0]?.at ?? 0) - started} ms, ` +
        `second (same Message-ID) ${resentAfter} ms later`,
    );
    await smtp.close();
  });

  it('is failed after the last retry, and an administrator’s "retry now" sends it (audit-logged)', async () => {
    const port = await freePort();
    vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${port}`);
    const failedBefore = await mailCount('failed');
    const { id } = await sendMail(database.orm, mail('retry-now'));
    const failed = await until(async () => {
      const r = await rowOf(id);
      return r?.status === 'failed' ? r : undefined;
    }, 45_000);
    expect(failed.attempts).toBe(RETRY_SECONDS.length + 1);
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
    expect(await mailCount('failed')).toBe(failedBefore + 1);

    // An administrator signs in.
    const email = 'outbox-admin@example.test';
    const admin = await createUser(database.orm, { email, passwordHash: await hashPassword(PASSWORD) });
    await database.orm.insert(groups).values({ code: 'hbl-administrators', name: 'Administrators' }).onConflictDoNothing();
    const [group] = await database.orm.select().from(groups).where(eq(groups.code, 'hbl-administrators'));
    await database.orm.insert(userGroups).values({ userId: admin.id, groupId: group?.id as number });
    const login = await call(loginRoute, 'POST', '/api/login', { json: { email, password: PASSWORD }, ip: freshIp() });
    const token = login.body.token as string;
    const guest = await createUser(database.orm, { email: 'outbox-guest@example.test', passwordHash: await hashPassword(PASSWORD) });
    const guestLogin = await call(loginRoute, 'POST', '/api/login', {
      json: { email: guest.email, password: PASSWORD },
      ip: freshIp(),
    });

    // The list shows it failed, with its error and attempts.
    const list = await listRoute(apiRequest('GET', '/v1/admin/outbox?status=failed', { bearer: token }));
    expect(list.status).toBe(200);
    const listed = (await list.json()) as { data: Array<Record<string, unknown>>; meta: { counts: Record<string, number> } };
    expect(listed.data.find((m) => m.id === id)).toMatchObject({
      status: 'failed',
      attempts: 4,
      error: expect.stringMatching(/ECONN|connect/i),
    });
    expect(listed.data.every((m) => m.status === 'failed' && !('html_body' in m) && !('text_body' in m))).toBe(true);
    expect(listed.meta.counts.failed).toBeGreaterThanOrEqual(1);
    const bad = await listRoute(apiRequest('GET', '/v1/admin/outbox?status=lost', { bearer: token }));
    expect(bad.status).toBe(400);

    const retry = (who: string | undefined, mailId: number | string = id) =>
      retryRoute(apiRequest('POST', `/v1/admin/outbox/${mailId}/retry`, { ...(who ? { bearer: who } : {}), origin: TEST_ORIGIN }), {
        params: Promise.resolve({ id: String(mailId) }),
      });
    expect((await retry(undefined)).status).toBe(401);
    expect((await retry(guestLogin.body.token as string)).status).toBe(403);
    expect((await retry(token, 999_999)).status).toBe(404);

    const smtp = await smtpServerOn(port);
    const res = await retry(token);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toMatchObject({ id, status: 'queued', attempts: 4 });
    const sent = await until(async () => {
      const r = await rowOf(id);
      return r?.status === 'sent' ? r : undefined;
    });
    expect(sent.attempts).toBe(5);
    expect(smtp.received.map((r) => r.messageId)).toEqual([failed.messageId]);
    const audit = await database.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mail.retry'), eq(auditLog.objectId, String(id))));
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: admin.id,
        objectType: 'mail',
        before: expect.objectContaining({ status: 'failed', attempts: 4 }),
      }),
    ]);

    // A sent mail is not sent again from here.
    const again = await retry(token);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('mail_already_sent');
    await smtp.close();
  });
  it('sends a mail whose job was never enqueued (a crash between commit and enqueue) from the sweep, once', async () => {
    const port = await freePort();
    vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${port}`);
    const smtp = await smtpServerOn(port);
    // The row as a request left it, committed a minute ago, with no job on the queue.
    const [row] = await database.orm
      .insert(outbox)
      .values({
        toAddress: 'lost-job@example.test',
        subject: 'Your receipt',
        textBody: 'Hello',
        htmlBody: '<p>Hello</p>',
        locale: 'en',
        template: 'test-mail',
        idempotencyKey: 'delivery-test:lost-job',
        messageId: '<outbox-lost-job@localhost>',
        createdAt: sql`now() - interval '1 minute'`,
        nextAttemptAt: sql`now() - interval '1 minute'`,
      })
      .returning();
    const ctx = { id: 'sweep', name: 'mail-sweep', retryCount: 0, orm: database.orm } as JobContext;
    expect(await mailSweepJob.work({}, ctx)).toEqual({ enqueued: 1 });
    await until(async () => (await rowOf(row?.id ?? 0))?.status === 'sent');
    expect(smtp.received.map((r) => r.messageId)).toEqual(['<outbox-lost-job@localhost>']);
    // Sent: the next sweep leaves it alone.
    expect(await mailSweepJob.work({}, ctx)).toEqual({ enqueued: 0 });
    await sleep(1500);
    expect(smtp.received).toHaveLength(1);
    await smtp.close();
  });
});
