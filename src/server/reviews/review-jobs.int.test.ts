import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '@/server/access/context';
import { addDays } from '@/server/core/calendar';
import { rows } from '@/server/db/raw';
import { createCountry, createMember, createProperty, createReservation, createState } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { runReviewAutoPublishJob, runReviewMailsJob } from './review-jobs';

/**
 * Issue 32's review jobs on the real database: the invitation the day after check-out (the villa's
 * date) and the one reminder on day 7, each once per stay however many runs (and in the guest's
 * language, linking to the trip's review form); none for a stay already reviewed or not
 * confirmed; and the 72-hour publication, once when two runs start together, with the villa's figures.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
type Member = Awaited<ReturnType<typeof createMember>>;
let spanish: Member;
let english: Member;
let villaId = 0;

// Punta Cana (UTC−4): the villa's date D+1 starts at 04:00 UTC on D+1.
const CHECK_OUT = '2027-02-10';
const at = (iso: string) => new Date(iso);
const ctxAt = (name: string, iso: string) => systemContext(database.orm, name, { now: at(iso) });

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  const country = await createCountry(orm, { timeZone: 'UTC' });
  const state = await createState(orm, country.id, { timeZone: 'America/Santo_Domingo' });
  spanish = await createMember(orm, undefined, { name: 'Lucía Gómez', locale: 'es' });
  english = await createMember(orm, undefined, { name: 'Jane Doe', locale: 'en' });
  villaId = (await createProperty(orm, { countryId: country.id, stateId: state.id }, { checkOutTime: '11:00', name: 'Casa Coral' })).id;
});
afterAll(async () => {
  await database?.dispose();
});

const stay = async (who: Member, over: Parameters<typeof createReservation>[2] = {}) =>
  (
    await createReservation(
      database.orm,
      { userId: who.user.id, propertyId: villaId },
      { checkIn: addDays(CHECK_OUT, -4), checkOut: CHECK_OUT, leadGuestFirstName: who.user.name.split(' ')[0], ...over },
    )
  ).id;

async function outbox(reservationId: number) {
  return rows<{ template: string; locale: string; subject: string; text_body: string }>(
    database.orm,
    sql`select template, locale, subject, text_body from outbox where idempotency_key like ${`review-%:${reservationId}`} order by id`,
  );
}

async function runMails(iso: string) {
  const run = await runReviewMailsJob(ctxAt('review-mails', iso));
  if (!run.ran) throw new Error('skipped');
  return run.result;
}

describe('the review invitation and reminder', () => {
  it('invites on the day after check-out on the villa’s clock, reminds on day 7, each once, in the guest’s language', async () => {
    const es = await stay(spanish);
    const en = await stay(english);
    const cancelled = await stay(english, { status: 'cancelled' });
    const requested = await stay(english, { status: 'requested' });

    // Check-out day, after the check-out time: not yet.
    expect((await runMails(`${CHECK_OUT}T20:00:00Z`)).invited).not.toContain(es);
    // 03:59 UTC on D+1 is still D at the villa (UTC−4).
    expect((await runMails(`${addDays(CHECK_OUT, 1)}T03:59:00Z`)).invited).not.toContain(es);
    const first = await runMails(`${addDays(CHECK_OUT, 1)}T04:01:00Z`);
    expect(first.invited).toEqual(expect.arrayContaining([es, en]));
    expect(first.invited).not.toContain(cancelled);
    expect(first.invited).not.toContain(requested);
    expect((await runMails(`${addDays(CHECK_OUT, 1)}T09:00:00Z`)).invited).toEqual([]);

    const [invitation] = await outbox(es);
    expect(invitation).toMatchObject({ template: 'review-invitation', locale: 'es' });
    expect(invitation?.subject).toContain('Casa Coral');
    expect(invitation?.text_body).toContain(`/es/user/trip-${es}#review`);
    const [englishMail] = await outbox(en);
    expect(englishMail?.locale).toBe('en');
    expect(englishMail?.text_body).toContain(`/user/trip-${en}#review`);
    expect(englishMail?.text_body).not.toContain('/es/');
    const [invitedRow] = await rows<{ invited_at: string; reminded_at: string | null }>(
      database.orm,
      sql`select invited_at::text as invited_at, reminded_at::text as reminded_at from review_invitations where reservation_id = ${es}`,
    );
    expect(invitedRow?.reminded_at).toBeNull();

    // The English guest reviews; only the Spanish one is reminded, on day 7 of the villa's date.
    await database.orm.execute(sql`insert into reviews (reservation_id, property_id, user_id, overall, cleanliness, accuracy, staff, location, value, text, locale)
      values (${en}, ${villaId}, ${english.user.id}, 5, 5, 5, 5, 5, 5, ${'x'.repeat(40)}, 'en')`);
    expect((await runMails(`${addDays(CHECK_OUT, 7)}T03:59:00Z`)).reminded).toEqual([]);
    const day7 = await runMails(`${addDays(CHECK_OUT, 7)}T04:01:00Z`);
    expect(day7.reminded).toEqual([es]);
    expect((await runMails(`${addDays(CHECK_OUT, 8)}T12:00:00Z`)).reminded).toEqual([]);
    expect((await outbox(es)).map((m) => m.template)).toEqual(['review-invitation', 'review-reminder']);
    expect((await outbox(es))[1]?.locale).toBe('es');
    expect((await outbox(en)).map((m) => m.template)).toEqual(['review-invitation']);
    expect(await outbox(cancelled)).toEqual([]);
  });

  it('sends nothing once the window has closed, and each mail once when two runs start together', async () => {
    const late = await stay(english, { checkOut: '2027-01-01', checkIn: '2026-12-28' });
    const now = `${addDays('2027-01-01', 16)}T12:00:00Z`;
    expect((await runMails(now)).invited).not.toContain(late);

    const twin = await stay(spanish, { checkOut: '2027-03-10', checkIn: '2027-03-05' });
    const runs = await Promise.all([
      runReviewMailsJob(ctxAt('review-mails', '2027-03-11T12:00:00Z')),
      runReviewMailsJob(ctxAt('review-mails', '2027-03-11T12:00:00Z')),
    ]);
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
    expect(await outbox(twin)).toHaveLength(1);
  });
});

describe('the 72-hour publication', () => {
  it('publishes reviews pending for 72 hours once, with the villa’s count and average, when two runs start together', async () => {
    const orm = database.orm;
    const now = new Date('2027-02-20T12:00:00Z');
    const review = async (hoursAgo: number, overall: number) => {
      const id = await stay(english, { checkOut: '2027-02-12', checkIn: '2027-02-08' });
      const [row] = await rows<{ id: number }>(
        orm,
        sql`insert into reviews (reservation_id, property_id, user_id, overall, cleanliness, accuracy, staff, location, value, text, locale, created_at)
          values (${id}, ${villaId}, ${english.user.id}, ${overall}, 4, 4, 4, 4, 4, ${'y'.repeat(40)}, 'en', ${new Date(now.getTime() - hoursAgo * 3_600_000).toISOString()})
          returning id`,
      );
      return row?.id ?? 0;
    };
    const due = await review(73, 5);
    const due2 = await review(72, 2);
    const young = await review(71, 1);
    const [before] = await rows<{ review_count: number }>(orm, sql`select review_count from properties where id = ${villaId}`);
    const ctx = systemContext(orm, 'review-autopublish', { now });
    const runs = await Promise.all([runReviewAutoPublishJob(ctx), runReviewAutoPublishJob(ctx)]);
    const ran = runs.filter((r) => r.ran);
    expect(ran).toHaveLength(1);
    const published = ran[0]?.ran ? ran[0].result : [];
    // Every review pending 72 hours is due (the first test's reviewed stay too), none younger.
    expect(published).toEqual(expect.arrayContaining([due, due2]));
    expect(published).not.toContain(young);
    const again = await runReviewAutoPublishJob(ctx);
    expect(again.ran && again.result).toEqual([]);
    const status = await rows<{ id: number; status: string; moderated_by_user_id: number | null }>(
      orm,
      sql`select id, status::text as status, moderated_by_user_id from reviews where id in (${due}, ${due2}, ${young}) order by id`,
    );
    expect(status).toEqual([
      { id: due, status: 'published', moderated_by_user_id: null },
      { id: due2, status: 'published', moderated_by_user_id: null },
      { id: young, status: 'pending', moderated_by_user_id: null },
    ]);
    const [after] = await rows<{ review_count: number; review_average: number }>(
      orm,
      sql`select review_count, review_average from properties where id = ${villaId}`,
    );
    expect(after?.review_count).toBe((before?.review_count ?? 0) + published.length);
    const [truth] = await rows<{ avg: number }>(
      orm,
      sql`select avg(overall)::float8 as avg from reviews where property_id = ${villaId} and status = 'published'`,
    );
    expect(after?.review_average).toBeCloseTo(truth?.avg ?? 0, 10);
    const audit = await rows<{ action: string; actor_kind: string }>(
      orm,
      sql`select action, actor_kind from audit_log where object_type = 'review' and object_id in (${String(due)}, ${String(due2)}, ${String(young)})`,
    );
    expect(audit).toEqual([
      { action: 'review.publish', actor_kind: 'system' },
      { action: 'review.publish', actor_kind: 'system' },
    ]);
  });
});
