import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '@/server/access/context';
import { runExpireRequestsJob } from '@/server/booking/expire-requests';
import { type Database, type Orm, openDatabase } from '@/server/db/open';
import { occupancies, reservations } from '@/server/db/schema/booking';
import { outbox } from '@/server/db/schema/platform';
import { sendMail } from '@/server/mail/mailer';
import { createCountry, createProperty, createReservation, createState, createUser } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { runJobOnce } from './jobs';

/**
 * Jobs run once across app servers (DESIGN §10, issue 12): on PostgreSQL "another server" is a
 * second connection pool on the same database; PGlite admits one process, so there both runs share
 * it. Mail is stored and delivered once per idempotency key.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
/** A second app server's view of the same database (the same one on PGlite). */
let other: Database | null = null;
let otherOrm: Orm;

beforeAll(async () => {
  database = await useTestDatabase();
  orm = database.orm;
  if (database.kind === 'postgres') {
    const url = (orm as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    other = await openDatabase({ url, poolSize: 4 });
    otherOrm = other.orm;
  } else otherOrm = orm;
});
afterAll(async () => {
  await other?.close();
  await database?.dispose();
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 25));

describe('runJobOnce', () => {
  it('runs a job once when two servers start it at the same time, and again once it has finished', async () => {
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const job = async () => {
      runs += 1;
      await gate;
      return 'done';
    };
    const first = runJobOnce(orm, 'test-job', job);
    await tick();
    const second = await runJobOnce(otherOrm, 'test-job', job);
    expect(second).toEqual({ ran: false });
    // Another job's name is not blocked.
    expect(await runJobOnce(otherOrm, 'another-job', async () => 1)).toEqual({ ran: true, result: 1 });
    release();
    expect(await first).toEqual({ ran: true, result: 'done' });
    expect(runs).toBe(1);
    // The lock went with the run (and its connection went back to the pool without it).
    expect(await runJobOnce(otherOrm, 'test-job', job)).toEqual({ ran: true, result: 'done' });
    expect(await runJobOnce(orm, 'test-job', job)).toEqual({ ran: true, result: 'done' });
    expect(runs).toBe(3);
  });

  it('frees the lock when the job throws', async () => {
    await expect(
      runJobOnce(orm, 'failing-job', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await runJobOnce(otherOrm, 'failing-job', async () => 'ok')).toEqual({ ran: true, result: 'ok' });
  });

  it('expires a stale request once and mails its guest once when two servers run the expiry together', async () => {
    const country = await createCountry(orm);
    const state = await createState(orm, country.id);
    const property = await createProperty(orm, { countryId: country.id, stateId: state.id });
    const user = await createUser(orm);
    const now = new Date('2031-05-01T12:00:00Z');
    const held = await createReservation(
      orm,
      { userId: user.id, propertyId: property.id },
      { status: 'requested', checkIn: '2031-06-01', checkOut: '2031-06-05', holdExpiresAt: new Date(now.getTime() - 60_000) },
    );
    await orm
      .insert(occupancies)
      .values({ propertyId: property.id, checkIn: '2031-06-01', checkOut: '2031-06-05', reservationId: held.id });

    const job = (db: typeof orm) => runExpireRequestsJob(systemContext(db, 'expire-requests', { now }));
    const runs = await Promise.all([job(orm), job(otherOrm), job(orm)]);
    const expiredIds = runs.flatMap((r) => (r.ran ? r.result : []));
    expect(expiredIds).toEqual([held.id]);
    const [row] = await orm.select().from(reservations).where(eq(reservations.id, held.id));
    expect(row?.status).toBe('expired');
    const mails = await orm
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `booking-expired:${held.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe(user.email);
  });
});

describe('sendMail', () => {
  const mail = (key: string) => ({
    to: 'guest@example.test',
    subject: 'Your stay',
    text: 'Hello',
    html: '<p>Hello</p>',
    locale: 'en',
    template: 'password-reset' as const,
    idempotencyKey: key,
  });

  // Delivery (the queue's send-mail worker, SMTP, retries) is src/server/mail/delivery.int.test.ts.
  it('stores a mail once when it is written twice with the same key, even at the same time; without SMTP it stays queued', async () => {
    const [a, b] = await Promise.all([sendMail(orm, mail('test:1')), sendMail(otherOrm, mail('test:1'))]);
    const again = await sendMail(orm, mail('test:1'));
    expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
    expect(again).toEqual({ id: a.duplicate ? b.id : a.id, duplicate: true });
    const rows = await orm.select().from(outbox).where(eq(outbox.idempotencyKey, 'test:1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'queued', attempts: 0, sentAt: null });
    expect(rows[0]?.messageId).toMatch(new RegExp(`^<outbox-${rows[0]?.id}\\.[0-9a-f]{12}@localhost>$`));
    // Another key is another mail, with its own Message-ID.
    const other = await sendMail(orm, mail('test:2'));
    const [second] = await orm.select().from(outbox).where(eq(outbox.id, other.id));
    expect(second?.messageId).not.toBe(rows[0]?.messageId);
  });

  it('refuses a mail without a key', async () => {
    await expect(sendMail(orm, mail(''))).rejects.toThrow(/idempotency key/);
  });
});
