import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '@/server/accounts/password';
import { addDays } from '../core/calendar';
import type { Orm } from '../db/open';
import { users } from '../db/schema/accounts';
import { reservations } from '../db/schema/booking';
import { reviews } from '../db/schema/reviews';
import { refreshPropertyReviews } from '../reviews/review-publish';
import { PENDING_REVIEW, REPLIES, REVIEW_TEXTS_EN, REVIEW_TEXTS_ES, REVIEWERS, type ReviewTextSeed } from './data/reviews';
import { confirmationNumber, seededRandom } from './prng';
import { seedReservations } from './seed-bookings';
import { seedLedgers } from './seed-ledgers';

/** A villa as the seed knows it: its id, slug and capacity, and who may reply to its reviews. */
export interface ReviewedVilla {
  id: number;
  slug: string;
  maximumCapacity: number;
  /** The owner who replies (publicly) to some of its reviews; null: no replies. */
  replier: number | null;
}

/**
 * The demo reviews (issue 32): published reviews on a dozen villas (the first with a second page
 * of them), each written by the lead guest of a real past stay (a reservation, paid through the
 * ledger), in English or Spanish, a few with the owner's reply; a villa with two ("New": no average
 * yet) and one more waiting for moderation; the villas' kept count and average. Safe to run
 * again: stays are keyed by confirmation number, reviews by stay, and their dates move with today.
 */
export async function seedReviews(
  orm: Orm,
  opts: {
    /** The reviewed villas: the first gets PAGED_REVIEWS reviews, the others three each. */
    rated: ReviewedVilla[];
    /** A villa of the demo concierge's destinations: two published reviews and the one waiting for moderation. */
    fresh: ReviewedVilla;
    today: string;
  },
): Promise<{ published: number; pending: number }> {
  const reviewers = await seedReviewers(orm);
  const texts = interleave(REVIEW_TEXTS_EN, REVIEW_TEXTS_ES);
  const plan: { villa: ReviewedVilla; index: number; text: ReviewTextSeed; pending: boolean }[] = [];
  let next = 0;
  const take = () => {
    const text = texts[next++];
    if (!text) throw new Error('seed: not enough review texts');
    return text;
  };
  opts.rated.forEach((villa, v) => {
    const count = v === 0 ? PAGED_REVIEWS : 3;
    for (let index = 0; index < count; index++) plan.push({ villa, index, text: take(), pending: false });
  });
  for (let index = 0; index < 2; index++) plan.push({ villa: opts.fresh, index, text: take(), pending: false });
  plan.push({ villa: opts.fresh, index: -1, text: PENDING_REVIEW, pending: true });

  // Each stay's dates and guest: the newest stay ended 2 weeks ago (the pending one 2 days ago),
  // each earlier one a month before.
  let villaOrder = 0;
  let lastVilla = -1;
  const stays = plan.map((item, n) => {
    if (item.villa.id !== lastVilla) {
      lastVilla = item.villa.id;
      villaOrder++;
    }
    const nights = 4 + ((villaOrder + item.index) % 4);
    const checkOut = item.pending ? addDays(opts.today, -2) : addDays(opts.today, -(16 + 31 * item.index + (villaOrder % 5)));
    return { ...item, n, nights, checkOut, checkIn: addDays(checkOut, -nights), reviewer: pickReviewer(reviewers, item.text.locale, n) };
  });
  // One call per reviewer (their stays in one insert) and one ledger pass for all: paid in full,
  // the security deposit released, as a past stay's account reads.
  const numberOf = new Map<(typeof stays)[number], string>();
  for (const reviewer of reviewers) {
    const own = stays.filter((s) => s.reviewer.id === reviewer.id);
    if (own.length === 0) continue;
    const [firstName = '', ...rest] = reviewer.name.split(' ');
    const numbers = await seedReservations(
      orm,
      reviewer.id,
      { firstName, lastName: rest.join(' '), email: reviewer.email, phone: '' },
      own.map((s) => ({ id: s.villa.id, maximumCapacity: s.villa.maximumCapacity })),
      opts.today,
      {
        plan: own.map((s) => ({ from: -daysFrom(s.checkIn, opts.today), nights: s.nights, status: 'confirmed', guests: 2 + (s.n % 5) })),
        key: `review:${reviewer.email}`,
      },
    );
    own.forEach((s, i) => {
      const number = numbers[i];
      if (!number) throw new Error('seed: a reviewed stay was not saved');
      numberOf.set(s, number);
    });
  }
  await seedLedgers(orm, [...numberOf.values()], opts.today, { settled: true });
  const saved = await orm
    .select({ id: reservations.id, number: reservations.confirmationNumber })
    .from(reservations)
    .where(inArray(reservations.confirmationNumber, [...numberOf.values()]));
  const stayId = new Map(saved.map((r) => [r.number, r.id]));

  const replies = { en: 0, es: 0 };
  const rows: (typeof reviews.$inferInsert)[] = [];
  for (const item of stays) {
    const reservationId = stayId.get(numberOf.get(item) ?? '');
    if (reservationId === undefined) throw new Error('seed: a reviewed stay is missing');
    const [overall, cleanliness, accuracy, staff, location, value] = item.text.ratings;
    const written = new Date(`${addDays(item.checkOut, 1)}T15:00:00Z`);
    const published = item.pending ? null : new Date(`${addDays(item.checkOut, 2)}T13:30:00Z`);
    const replyText =
      !item.pending && item.villa.replier !== null && item.index < 2
        ? REPLIES[item.text.locale][replies[item.text.locale]++ % 2]
        : undefined;
    rows.push({
      reservationId,
      propertyId: item.villa.id,
      userId: item.reviewer.id,
      overall,
      cleanliness,
      accuracy,
      staff,
      location,
      value,
      text: item.text.text,
      locale: item.text.locale,
      status: item.pending ? 'pending' : 'published',
      moderatedAt: published,
      publishedAt: published,
      replyText: replyText ?? null,
      replyLocale: replyText ? item.text.locale : null,
      replyByUserId: replyText ? item.villa.replier : null,
      repliedAt: replyText && published ? new Date(published.getTime() + 26 * 3_600_000) : null,
      createdAt: written,
    });
  }
  await orm
    .insert(reviews)
    .values(rows)
    .onConflictDoUpdate({
      target: reviews.reservationId,
      set: {
        propertyId: sql`excluded.property_id`,
        userId: sql`excluded.user_id`,
        overall: sql`excluded.overall`,
        cleanliness: sql`excluded.cleanliness`,
        accuracy: sql`excluded.accuracy`,
        staff: sql`excluded.staff`,
        location: sql`excluded.location`,
        value: sql`excluded.value`,
        text: sql`excluded.text`,
        locale: sql`excluded.locale`,
        status: sql`excluded.status`,
        declineReason: sql`null`,
        moderatedByUserId: sql`null`,
        moderatedAt: sql`excluded.moderated_at`,
        publishedAt: sql`excluded.published_at`,
        replyText: sql`excluded.reply_text`,
        replyLocale: sql`excluded.reply_locale`,
        replyByUserId: sql`excluded.reply_by_user_id`,
        repliedAt: sql`excluded.replied_at`,
        createdAt: sql`excluded.created_at`,
      },
    });
  // The villas' kept count and average, as publishing keeps them.
  for (const id of new Set(plan.map((p) => p.villa.id))) await refreshPropertyReviews(orm, id);
  return { published: rows.filter((r) => r.status === 'published').length, pending: 1 };
}

/** The first reviewed villa's reviews: more than a page (10), so its list has a second page. */
export const PAGED_REVIEWS = 12;

const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** English and Spanish texts alternately, so every villa's reviews come in both languages. */
function interleave<T>(a: T[], b: T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x) out.push(x);
    if (y) out.push(y);
  }
  return out;
}

type Reviewer = { id: number; email: string; name: string; locale: 'en' | 'es' };

function pickReviewer(list: Reviewer[], locale: 'en' | 'es', n: number): Reviewer {
  const speakers = list.filter((r) => r.locale === locale);
  const reviewer = speakers[n % speakers.length];
  if (!reviewer) throw new Error(`seed: no reviewer writes in ${locale}`);
  return reviewer;
}

/** The reviewers' accounts, found by e-mail; a new one gets a random password (one hash for all). */
async function seedReviewers(orm: Orm): Promise<Reviewer[]> {
  const existing = await orm
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        REVIEWERS.map((r) => r.email.toLowerCase()),
      ),
    );
  const idOf = new Map(existing.map((u) => [u.email.toLowerCase(), u.id]));
  let hash: string | null = null;
  const out: Reviewer[] = [];
  for (const r of REVIEWERS) {
    const profile = { name: r.name, locale: r.locale, countryCode: r.country };
    let id = idOf.get(r.email.toLowerCase());
    if (id === undefined) {
      hash ??= await hashPassword(randomBytes(24).toString('base64url'));
      const [row] = await orm
        .insert(users)
        .values({ ...profile, email: r.email, passwordHash: hash })
        .returning({ id: users.id });
      if (!row) throw new Error(`seed: could not create ${r.email}`);
      id = row.id;
    } else {
      await orm.update(users).set(profile).where(eq(users.id, id));
    }
    out.push({ id, email: r.email, name: r.name, locale: r.locale });
  }
  return out;
}

/** The key of a guest account's just-ended stay (its confirmation number is drawn from it). */
export const endedStayKey = (email: string) => `review-window:${email}`;

/**
 * One stay per demo guest account that ended three days ago (confirmed, paid, its deposit
 * released), so a newcomer to the demo can write a review: it is inside the 14-day window.
 */
export async function seedEndedStays(
  orm: Orm,
  stays: { userId: number; lead: { firstName: string; lastName: string; email: string; phone: string }; villa: ReviewedVilla }[],
  today: string,
): Promise<string[]> {
  const numbers: string[] = [];
  for (const stay of stays) {
    const [number] = await seedReservations(
      orm,
      stay.userId,
      stay.lead,
      [{ id: stay.villa.id, maximumCapacity: stay.villa.maximumCapacity }],
      today,
      { plan: [{ from: -8, nights: 5, status: 'confirmed', guests: 2 }], key: endedStayKey(stay.lead.email) },
    );
    if (!number) throw new Error('seed: an ended stay was not saved');
    numbers.push(number);
  }
  await seedLedgers(orm, numbers, today, { settled: true });
  return numbers;
}

/** The confirmation number of a guest account's just-ended stay. */
export const endedStayNumber = (email: string) => confirmationNumber(seededRandom(`${endedStayKey(email)}:0`));
