import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as tripReviewGet, POST as tripReviewPost } from '@/app/v1/account/trips/[id]/review/route';
import { GET as deskList } from '@/app/v1/concierge/reviews/route';
import { POST as declineRoute } from '@/app/v1/concierge/reviews/[id]/decline/route';
import { POST as publishRoute } from '@/app/v1/concierge/reviews/[id]/publish/route';
import { GET as ownerList } from '@/app/v1/owner/reviews/route';
import { POST as replyRoute } from '@/app/v1/owner/reviews/[id]/reply/route';
import { GET as publicList } from '@/app/v1/properties/[id]/reviews/route';
import { addDays } from '@/server/core/calendar';
import { rows } from '@/server/db/raw';
import { propertyManagers } from '@/server/db/schema/owners';
import { type CallOptions, call, routeAt as at } from '@/test/api-client';
import { createConcierge, createCountry, createMember, createProperty, createReservation, createState } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { TEST_CLOCK_COOKIE } from '../core/test-clock';
import { pagedOf, pageMetaSchema } from '../core/openapi';
import { ownerReviewSchema, privateReviewSchema, publicReviewsMetaSchema, reviewSchema, tripReviewSchema } from './reviews.openapi';
import { getReviewSummary, getTripReview, listPublishedReviews } from './reviews.queries';
import { contextFor, userActor } from '@/test/context';

/**
 * Issue 32's verified reviews through the real route handlers: who may write one and when (the
 * window's edges on the villa's clock, through the test clock), once per stay; the body's rules;
 * moderation in the concierge's scope; the owner's one reply within 14 days; the public list's
 * paging, language filter and true averages; the villa's review_count / review_average.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
type Member = Awaited<ReturnType<typeof createMember>>;
let guest: Member;
let otherGuest: Member;
let owner: Member;
let broker: Member;
let otherOwner: Member;
let concierge: Member;
let farConcierge: Member;
let admin: Member;
let villaId = 0;
let otherVillaId = 0;
let place = { countryId: 0, stateId: 0 };

// Two days ahead (the sessions are real, made now, and checked at the moved clock). Punta Cana is
// UTC−4 all year: check-out at 11:00 there is 15:00 UTC.
const TODAY = new Date().toISOString().slice(0, 10);
const CHECK_OUT = addDays(TODAY, 2);
const BEFORE_OUT = `${CHECK_OUT}T14:59:00Z`;
const AFTER_OUT = `${CHECK_OUT}T15:01:00Z`;
const CLOSE_DAY = addDays(CHECK_OUT, 14);
const BEFORE_CLOSE = `${CLOSE_DAY}T14:59:00Z`;
const AFTER_CLOSE = `${CLOSE_DAY}T15:01:00Z`;

const env = { TEST_CLOCK: process.env.TEST_CLOCK };
beforeAll(async () => {
  process.env.TEST_CLOCK = '1';
  database = await useTestDatabase();
  const orm = database.orm;
  const country = await createCountry(orm, { timeZone: 'UTC' });
  const state = await createState(orm, country.id, { timeZone: 'America/Santo_Domingo' });
  const farState = await createState(orm, country.id, { timeZone: 'America/Santo_Domingo' });
  place = { countryId: country.id, stateId: state.id };
  guest = await createMember(orm, undefined, { name: 'Ana Rivera', locale: 'es' });
  otherGuest = await createMember(orm, undefined, { name: 'Bob Other' });
  owner = await createMember(orm, 'hbl-owners', { name: 'Olivia Owner' });
  broker = await createMember(orm, 'hbl-broker', { name: 'Bruno Broker' });
  otherOwner = await createMember(orm, 'hbl-owners', { name: 'Otto Other' });
  admin = await createMember(orm, 'hbl-administrators');
  concierge = await createConcierge(orm, { countryId: country.id, stateId: state.id });
  farConcierge = await createConcierge(orm, { countryId: country.id, stateId: farState.id });
  villaId = (await createProperty(orm, place, { ownerId: owner.user.id, checkOutTime: '11:00' })).id;
  otherVillaId = (await createProperty(orm, place, { ownerId: otherOwner.user.id, checkOutTime: '11:00' })).id;
  await orm.insert(propertyManagers).values({ propertyId: villaId, userId: broker.user.id });
});
afterAll(async () => {
  await database?.dispose();
  if (env.TEST_CLOCK === undefined) delete process.env.TEST_CLOCK;
  else process.env.TEST_CLOCK = env.TEST_CLOCK;
});

const when = (m: Member | null, now: string, extra: CallOptions = {}): CallOptions => ({
  ...(m ? { bearer: m.token } : {}),
  headers: { cookie: `${TEST_CLOCK_COOKIE}=${encodeURIComponent(now)}` },
  ...extra,
});
const body = (over: Record<string, unknown> = {}) => ({
  overall: 5,
  categories: { cleanliness: 5, accuracy: 4, staff: 5, location: 4, value: 3 },
  text: 'A wonderful house above the sea, spotless and calm, with a kind staff.',
  locale: 'en',
  private_feedback: 'The pool heater was slow.',
  ...over,
});

async function stay(over: Parameters<typeof createReservation>[2] = {}, propertyId = villaId, userId = guest.user.id) {
  return (
    await createReservation(
      database.orm,
      { userId, propertyId },
      { checkIn: addDays(CHECK_OUT, -5), checkOut: CHECK_OUT, leadGuestFirstName: 'Ana', ...over },
    )
  ).id;
}
const post = (id: number, who: Member | null, now: string, json: unknown = body()) =>
  call(at(tripReviewPost, { id }), 'POST', `/v1/account/trips/${id}/review`, when(who, now, { json }));
const get = (id: number, who: Member | null, now: string) =>
  call(at(tripReviewGet, { id }), 'GET', `/v1/account/trips/${id}/review`, when(who, now));

/** A review written straight into the table (for lists and averages), published `daysAgo` before now unless pending. */
async function insertReview(opts: {
  propertyId?: number;
  overall: number;
  locale?: 'en' | 'es';
  status?: 'pending' | 'published' | 'declined';
  publishedAt?: Date;
  createdAt?: Date;
  cleanliness?: number;
}): Promise<number> {
  const reservationId = await stay({ checkOut: addDays(TODAY, -3), checkIn: addDays(TODAY, -8) }, opts.propertyId ?? villaId);
  const status = opts.status ?? 'published';
  const published = status === 'published' ? (opts.publishedAt ?? new Date()).toISOString() : null;
  const [row] = await rows<{ id: number }>(
    database.orm,
    sql`insert into reviews (reservation_id, property_id, user_id, overall, cleanliness, accuracy, staff, location, value, text, locale,
        private_feedback, status, published_at, created_at)
      values (${reservationId}, ${opts.propertyId ?? villaId}, ${guest.user.id}, ${opts.overall}, ${opts.cleanliness ?? opts.overall}, 4, 4, 4, 4,
        ${'A lovely stay in every respect, we would come back.'}, ${opts.locale ?? 'en'}, 'secret', ${status}, ${published},
        ${(opts.createdAt ?? new Date()).toISOString()})
      returning id`,
  );
  return row?.id ?? 0;
}

async function villaFigures(id = villaId) {
  const [row] = await rows<{ review_count: number; review_average: number | null }>(
    database.orm,
    sql`select review_count, review_average from properties where id = ${id}`,
  );
  return row;
}

describe('writing a review: who and when', () => {
  it('opens at check-out on the villa’s clock and takes one review per stay', async () => {
    const id = await stay();
    const early = await get(id, guest, BEFORE_OUT);
    expect(early.status).toBe(200);
    expect(early.body.data).toBeNull();
    expect(early.body.meta).toEqual({ reviewable: false, reason: 'stay_not_finished', window_closes_at: `${CLOSE_DAY}T15:00:00.000Z` });
    const refused = await post(id, guest, BEFORE_OUT);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('stay_not_finished');

    const made = await post(id, guest, AFTER_OUT);
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      reservation_id: id,
      property_id: villaId,
      overall: 5,
      categories: { cleanliness: 5, accuracy: 4, staff: 5, location: 4, value: 3 },
      locale: 'en',
      status: 'pending',
      author_first_name: 'Ana',
      stay: { check_out: CHECK_OUT },
      published_at: null,
      reply: null,
      private_feedback: 'The pool heater was slow.',
    });
    const again = await post(id, guest, AFTER_OUT, body({ overall: 1 }));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('review_exists');
    const read = await get(id, guest, AFTER_OUT);
    expect(read.body.meta).toMatchObject({ reviewable: false, reason: 'review_exists' });
    // The answers are what the OpenAPI document says (strict schemas: no field more, none less).
    tripReviewSchema.parse(read.body);
    tripReviewSchema.parse(early.body);
    privateReviewSchema.parse(made.body.data);
    expect((read.body.data as { overall: number }).overall).toBe(5);
    const [count] = await rows<{ n: number }>(database.orm, sql`select count(*)::int as n from reviews where reservation_id = ${id}`);
    expect(count?.n).toBe(1);
  });

  it('closes 14 days after check-out at the check-out time on the villa’s clock', async () => {
    const id = await stay();
    expect((await get(id, guest, BEFORE_CLOSE)).body.meta).toMatchObject({ reviewable: true, reason: null });
    const late = await post(id, guest, AFTER_CLOSE);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('review_window_closed');
    expect((await get(id, guest, AFTER_CLOSE)).body.meta).toMatchObject({ reviewable: false, reason: 'review_window_closed' });
    expect((await post(id, guest, BEFORE_CLOSE)).status).toBe(201);
  });

  it('is refused for a stay never confirmed or cancelled, with the sentence in the request’s language', async () => {
    for (const status of ['requested', 'awaiting_payment', 'cancelled', 'declined', 'expired'] as const) {
      const id = await stay({ status });
      const res = await post(id, guest, AFTER_OUT);
      expect(res.status, status).toBe(409);
      expect(res.body.code).toBe('not_reviewable');
      expect((await get(id, guest, AFTER_OUT)).body.meta).toEqual({ reviewable: false, reason: 'not_reviewable', window_closes_at: null });
    }
    const id = await stay({ status: 'cancelled' });
    const es = await post(id, guest, AFTER_OUT);
    expect(es.body.error).toBeTruthy();
    const spanish = await call(
      at(tripReviewPost, { id }),
      'POST',
      `/v1/account/trips/${id}/review?locale=es`,
      when(guest, AFTER_OUT, { json: body() }),
    );
    expect(spanish.body.error).not.toBe(es.body.error);
  });

  it('is 404 for anyone but the lead guest, 401 without a session', async () => {
    const id = await stay();
    for (const who of [otherGuest, owner, concierge, admin]) {
      expect((await post(id, who, AFTER_OUT)).status).toBe(404);
      expect((await get(id, who, AFTER_OUT)).status).toBe(404);
    }
    expect((await post(id, null, AFTER_OUT)).status).toBe(401);
    expect((await post(999_999, guest, AFTER_OUT)).status).toBe(404);
    const [count] = await rows<{ n: number }>(database.orm, sql`select count(*)::int as n from reviews where reservation_id = ${id}`);
    expect(count?.n).toBe(0);
  });

  it('refuses a bad body with a 400 per field: ratings integers 1–5, text 30–2,000 after the text rule, locale en|es', async () => {
    const id = await stay();
    const bad: [Record<string, unknown>, string][] = [
      [body({ overall: 6 }), 'overall'],
      [body({ overall: 0 }), 'overall'],
      [body({ overall: 4.5 }), 'overall'],
      [body({ overall: '5' }), 'overall'],
      [body({ categories: { cleanliness: 5, accuracy: 4, staff: 5, location: 4 } }), 'categories.value'],
      [body({ categories: { cleanliness: 5, accuracy: 4, staff: 5, location: 4, value: 9 } }), 'categories.value'],
      [body({ text: 'x'.repeat(29) }), 'text'],
      [body({ text: `${'x'.repeat(29)}\u202E` }), 'text'],
      [body({ text: `   ${'x'.repeat(29)}   ` }), 'text'],
      [body({ text: 'x'.repeat(2001) }), 'text'],
      [body({ locale: 'fr' }), 'locale'],
      [body({ private_feedback: 'x'.repeat(2001) }), 'private_feedback'],
      [body({ text: `${'x'.repeat(40)}\u0000` }), 'text'],
      [body({ extra: 1 }), '_'],
    ];
    for (const [json, field] of bad) {
      const res = await post(id, guest, AFTER_OUT, json);
      expect(res.status, field).toBe(400);
      expect(Object.keys((res.body as { fields?: object }).fields ?? {}), field).toContain(field);
    }
    const ok = await post(id, guest, AFTER_OUT, body({ text: `\u202A${'y'.repeat(30)}`, locale: 'es', private_feedback: '' }));
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ text: 'y'.repeat(30), locale: 'es', private_feedback: null });
  });
});

describe('moderation', () => {
  it('lists pending reviews in the concierge’s scope only (administrators all), and publishes once with the villa’s figures', async () => {
    const id = await stay({}, otherVillaId);
    const made = await post(id, guest, AFTER_OUT, body({ overall: 4 }));
    const reviewId = (made.body.data as { id: number }).id;
    const listOf = async (who: Member) =>
      ((await call(deskList, 'GET', '/v1/concierge/reviews', when(who, AFTER_OUT))).body.data as { id: number }[]).map((r) => r.id);
    expect(await listOf(concierge)).toContain(reviewId);
    expect(await listOf(admin)).toContain(reviewId);
    expect(await listOf(farConcierge)).not.toContain(reviewId);
    const listed = (await call(deskList, 'GET', '/v1/concierge/reviews', when(concierge, AFTER_OUT))).body;
    pagedOf(privateReviewSchema, pageMetaSchema).parse(listed);
    expect(listed.meta).toMatchObject({ page: 1, per_page: 20 });
    expect((listed.data as { id: number; private_feedback: string }[]).find((r) => r.id === reviewId)?.private_feedback).toBe(
      'The pool heater was slow.',
    );
    expect((await call(deskList, 'GET', '/v1/concierge/reviews?status=bogus', when(concierge, AFTER_OUT))).status).toBe(400);
    expect((await call(deskList, 'GET', '/v1/concierge/reviews', when(guest, AFTER_OUT))).status).toBe(403);

    const publish = (who: Member) =>
      call(at(publishRoute, { id: reviewId }), 'POST', `/v1/concierge/reviews/${reviewId}/publish`, when(who, AFTER_OUT));
    expect((await publish(farConcierge)).status).toBe(404);
    expect((await publish(guest)).status).toBe(403);
    expect((await publish(owner)).status).toBe(403);
    expect(await villaFigures(otherVillaId)).toEqual({ review_count: 0, review_average: null });
    const done = await publish(concierge);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ id: reviewId, status: 'published', published_at: new Date(AFTER_OUT).toISOString() });
    expect(await villaFigures(otherVillaId)).toEqual({ review_count: 1, review_average: 4 });
    const twice = await publish(admin);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('review_not_pending');
    const audit = await rows<{ action: string; actor_user_id: number }>(
      database.orm,
      sql`select action, actor_user_id from audit_log where object_type = 'review' and object_id = ${String(reviewId)}`,
    );
    expect(audit).toEqual([{ action: 'review.publish', actor_user_id: concierge.user.id }]);
    expect(await listOf(concierge)).not.toContain(reviewId);
  });

  it('declines with a reason (required, at most 1,000 characters), mailed to the guest in their account’s language', async () => {
    const id = await stay();
    const reviewId = ((await post(id, guest, AFTER_OUT)).body.data as { id: number }).id;
    const decline = (who: Member, json: unknown) =>
      call(at(declineRoute, { id: reviewId }), 'POST', `/v1/concierge/reviews/${reviewId}/decline`, when(who, AFTER_OUT, { json }));
    expect((await decline(concierge, {})).status).toBe(400);
    expect((await decline(concierge, { reason: '   ' })).status).toBe(400);
    expect((await decline(concierge, { reason: 'x'.repeat(1001) })).status).toBe(400);
    expect((await decline(farConcierge, { reason: 'Names a staff member.' })).status).toBe(404);
    const res = await decline(admin, { reason: 'Tu texto nombra a una persona del personal.' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'declined',
      decline_reason: 'Tu texto nombra a una persona del personal.',
      published_at: null,
    });
    const mails = await rows<{ locale: string; subject: string; text_body: string }>(
      database.orm,
      sql`select locale, subject, text_body from outbox where template = 'review-declined' and idempotency_key = ${`review-declined:${id}`}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.locale).toBe('es');
    expect(mails[0]?.subject).toMatch(/^Tu reseña de /);
    expect(mails[0]?.text_body).toContain('Tu texto nombra a una persona del personal.');
    const again = await decline(admin, { reason: 'Again.' });
    expect(again.body.code).toBe('review_not_pending');
    const published = await call(
      at(publishRoute, { id: reviewId }),
      'POST',
      `/v1/concierge/reviews/${reviewId}/publish`,
      when(admin, AFTER_OUT),
    );
    expect(published.status).toBe(409);
  });
});

describe('the public list and the villa’s figures', () => {
  it('pages 10 published reviews a page, newest first, filters by language, and carries the true averages', async () => {
    const orm = database.orm;
    const villa = (await createProperty(orm, place, { ownerId: owner.user.id })).id;
    const overall = [5, 4, 4, 3, 5, 5, 2, 4, 5, 4, 3, 5];
    const ids: number[] = [];
    for (const [i, o] of overall.entries()) {
      ids.push(
        await insertReview({
          propertyId: villa,
          overall: o,
          cleanliness: i % 2 ? 5 : 4,
          locale: i % 3 === 0 ? 'es' : 'en',
          publishedAt: new Date(Date.now() - (overall.length - i) * 3_600_000),
        }),
      );
    }
    await insertReview({ propertyId: villa, overall: 1, status: 'pending' });
    await insertReview({ propertyId: villa, overall: 1, status: 'declined' });
    const list = (query = '') => call(at(publicList, { id: villa }), 'GET', `/v1/properties/${villa}/reviews${query}`);
    const first = await list();
    expect(first.status).toBe(200);
    const avg = overall.reduce((a, b) => a + b, 0) / overall.length;
    expect(first.body.meta).toMatchObject({ page: 1, per_page: 10, total: 12, page_count: 2, count: 12 });
    const meta = first.body.meta as { average: number; categories: { cleanliness: number; value: number } };
    expect(meta.average).toBeCloseTo(avg, 10);
    expect(meta.categories.cleanliness).toBeCloseTo(4.5, 10);
    expect(meta.categories.value).toBe(4);
    pagedOf(reviewSchema, publicReviewsMetaSchema).parse(first.body);
    const data = first.body.data as { id: number; private_feedback?: unknown }[];
    expect(data.map((r) => r.id)).toEqual([...ids].reverse().slice(0, 10));
    expect(data.every((r) => !('private_feedback' in r))).toBe(true);
    const second = await list('?page=2');
    expect((second.body.data as { id: number }[]).map((r) => r.id)).toEqual([ids[1], ids[0]]);
    const spanish = await list('?language=es');
    expect(spanish.body.meta).toMatchObject({ total: 4, count: 12 });
    expect((spanish.body.data as { locale: string }[]).every((r) => r.locale === 'es')).toBe(true);
    expect((await list('?language=fr')).status).toBe(400);
    expect((await list('?page=0')).status).toBe(400);
    expect((await list('?page=abc')).status).toBe(400);

    const summary = await getReviewSummary({ orm }, villa);
    expect(summary.count).toBe(12);
    const readers = await listPublishedReviews(contextFor(orm), villa, { page: 1 });
    expect(readers.meta.total).toBe(12);

    const draft = (await createProperty(orm, place, { ownerId: owner.user.id, status: 'draft' })).id;
    expect((await call(at(publicList, { id: draft }), 'GET', `/v1/properties/${draft}/reviews`)).status).toBe(404);
    expect((await call(at(publicList, { id: 987_654 }), 'GET', '/v1/properties/987654/reviews')).status).toBe(404);
    const empty = await call(at(publicList, { id: otherVillaId + 0 }), 'GET', `/v1/properties/${otherVillaId}/reviews`);
    expect(empty.status).toBe(200);
  });

  it('keeps review_count and the true review_average on the villa as reviews are published', async () => {
    const orm = database.orm;
    const villa = (await createProperty(orm, place, { ownerId: owner.user.id })).id;
    const ctx = contextFor(orm, userActor(admin.user, { groups: ['hbl-administrators'] }));
    const { publishReview } = await import('./reviews.service');
    const a = await insertReview({ propertyId: villa, overall: 5, status: 'pending' });
    const b = await insertReview({ propertyId: villa, overall: 4, status: 'pending' });
    const c = await insertReview({ propertyId: villa, overall: 4, status: 'pending' });
    await publishReview(ctx, a);
    expect(await villaFigures(villa)).toEqual({ review_count: 1, review_average: 5 });
    await publishReview(ctx, b);
    await publishReview(ctx, c);
    const figures = await villaFigures(villa);
    expect(figures?.review_count).toBe(3);
    expect(figures?.review_average).toBeCloseTo(13 / 3, 10);
    expect((await getReviewSummary({ orm }, villa)).average).toBeCloseTo(13 / 3, 10);
  });
});

describe('the owner’s reply', () => {
  it('is written once, by the owner or the managing broker, within 14 days of publication, and shown on the public list', async () => {
    const orm = database.orm;
    const villa = (await createProperty(orm, place, { ownerId: owner.user.id })).id;
    await orm.insert(propertyManagers).values({ propertyId: villa, userId: broker.user.id });
    const fresh = await insertReview({ propertyId: villa, overall: 5, publishedAt: new Date(Date.now() - 86_400_000) });
    const other = await insertReview({ propertyId: villa, overall: 4, publishedAt: new Date(Date.now() - 86_400_000) });
    const old = await insertReview({ propertyId: villa, overall: 3, publishedAt: new Date(Date.now() - 15 * 86_400_000) });
    const pending = await insertReview({ propertyId: villa, overall: 3, status: 'pending' });
    const now = new Date().toISOString();
    const reply = (id: number, who: Member, text = 'Thank you, we hope to welcome you again.') =>
      call(at(replyRoute, { id }), 'POST', `/v1/owner/reviews/${id}/reply`, when(who, now, { json: { text } }));

    expect((await reply(fresh, otherOwner)).status).toBe(404);
    expect((await reply(fresh, guest)).status).toBe(403);
    expect((await reply(fresh, concierge)).status).toBe(403);
    expect((await reply(fresh, owner, '')).status).toBe(400);
    expect((await reply(fresh, owner, 'x'.repeat(2001))).status).toBe(400);
    const done = await reply(fresh, owner);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      id: fresh,
      reply: { text: 'Thank you, we hope to welcome you again.', locale: 'en' },
      can_reply: false,
    });
    expect('private_feedback' in (done.body.data as object)).toBe(false);
    const twice = await reply(fresh, broker);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('reply_exists');
    expect((await reply(other, broker)).status).toBe(200);
    const late = await reply(old, owner);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('reply_window_closed');
    const notYet = await reply(pending, owner);
    expect(notYet.status).toBe(409);
    expect(notYet.body.code).toBe('review_not_published');

    const shown = (await call(at(publicList, { id: villa }), 'GET', `/v1/properties/${villa}/reviews`)).body.data as {
      id: number;
      reply: { text: string } | null;
    }[];
    expect(shown.find((r) => r.id === fresh)?.reply?.text).toBe('Thank you, we hope to welcome you again.');
    expect(shown.find((r) => r.id === old)?.reply).toBeNull();

    pagedOf(ownerReviewSchema, pageMetaSchema).parse((await call(ownerList, 'GET', '/v1/owner/reviews', when(owner, now))).body);
    const mine = (await call(ownerList, 'GET', '/v1/owner/reviews', when(owner, now))).body.data as {
      id: number;
      status: string;
      can_reply: boolean;
      reply_until: string | null;
    }[];
    expect(mine.find((r) => r.id === old)).toMatchObject({ can_reply: false });
    expect(mine.find((r) => r.id === pending)).toMatchObject({ status: 'pending', can_reply: false, reply_until: null });
    expect(mine.every((r) => !('private_feedback' in r))).toBe(true);
    const theirs = (await call(ownerList, 'GET', '/v1/owner/reviews', when(otherOwner, now))).body.data as { id: number }[];
    expect(theirs.map((r) => r.id)).not.toContain(fresh);
    const brokers = (await call(ownerList, 'GET', '/v1/owner/reviews', when(broker, now))).body.data as { id: number }[];
    expect(brokers.map((r) => r.id)).toContain(fresh);
    expect((await call(ownerList, 'GET', '/v1/owner/reviews', when(guest, now))).status).toBe(403);
  });

  it('tells the guest’s reader the same as the API', async () => {
    const id = await stay();
    const read = await getTripReview(contextFor(database.orm, userActor(guest.user), { now: new Date(AFTER_OUT) }), id);
    expect(read.meta).toEqual({ reviewable: true, reason: null, window_closes_at: `${CLOSE_DAY}T15:00:00.000Z` });
  });
});

describe('hostile input', () => {
  it('answers every odd id, query and body with a 4xx, never a 500', async () => {
    const id = await stay();
    const hostile: unknown[] = [
      null,
      'text',
      42,
      [],
      [body()],
      { overall: null },
      { ...body(), categories: [] },
      { ...body(), text: ['x'] },
    ];
    hostile.push({ ...body(), text: 'x'.repeat(100_000) }, { ...body(), overall: 2 ** 53 }, { ...body(), locale: { en: 1 } });
    for (const json of hostile) {
      const res = await post(id, guest, AFTER_OUT, json);
      expect(res.status, JSON.stringify(json)?.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.code).toBeTruthy();
    }
    for (const raw of ['0', '-1', '2147483648', 'NaN', '1.5', 'a\u0000b', 'x'.repeat(300)]) {
      const res = await call(at(tripReviewGet, { id: raw }), 'GET', '/v1/account/trips/x/review', when(guest, AFTER_OUT));
      expect(res.status, raw).toBe(404);
      const desk = await call(at(publishRoute, { id: raw }), 'POST', '/v1/concierge/reviews/x/publish', when(admin, AFTER_OUT));
      expect(desk.status, raw).toBe(404);
      const pub = await call(at(publicList, { id: raw }), 'GET', '/v1/properties/x/reviews');
      expect(pub.status, raw).toBeLessThan(500);
    }
    for (const q of ['page=99999999', 'page=-1', 'page=1e3', 'language=', 'language=en&language=es', 'page=%00']) {
      const res = await call(at(publicList, { id: villaId }), 'GET', `/v1/properties/${villaId}/reviews?${q}`);
      expect(res.status, q).toBeLessThan(500);
    }
    for (const json of [null, [], { reason: ['x'] }, { reason: 42 }, { text: { a: 1 } }]) {
      const decline = await call(at(declineRoute, { id: 1 }), 'POST', '/v1/concierge/reviews/1/decline', when(admin, AFTER_OUT, { json }));
      expect(decline.status).toBeLessThan(500);
      const reply = await call(at(replyRoute, { id: 1 }), 'POST', '/v1/owner/reviews/1/reply', when(owner, AFTER_OUT, { json }));
      expect(reply.status).toBeLessThan(500);
    }
  });
});
