import 'server-only';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../access/context';
import { rows } from '../db/raw';

// STAND-IN (helper PUB) until r32-rev's readers are merged: the same names and shapes as the
// contract in issue 32; replaced by REV's file on merge.

export type ReviewCategories = { cleanliness: number; accuracy: number; staff: number; location: number; value: number };

export interface Review {
  id: number;
  reservation_id: number;
  property_id: number;
  property_name: string;
  overall: number;
  categories: ReviewCategories;
  text: string;
  locale: 'en' | 'es';
  status: 'pending' | 'published' | 'declined';
  author_first_name: string;
  stay: { check_in: string; check_out: string };
  created_at: string;
  published_at: string | null;
  decline_reason: string | null;
  reply: { text: string; locale: string; replied_at: string } | null;
}

export interface ReviewSummary {
  count: number;
  average: number | null;
  categories: ReviewCategories | null;
}

const PER_PAGE = 10;
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export async function getReviewSummary(ctx: ServiceContext, propertyId: number): Promise<ReviewSummary> {
  const [row] = await rows<Record<string, string | number | null>>(
    ctx.orm,
    sql`select count(*)::int as count, avg(overall)::float8 as overall, avg(cleanliness)::float8 as cleanliness,
      avg(accuracy)::float8 as accuracy, avg(staff)::float8 as staff, avg(location)::float8 as location, avg(value)::float8 as value
      from reviews where property_id = ${propertyId} and status = 'published'`,
  );
  const count = Number(row?.count ?? 0);
  if (!row || count === 0) return { count: 0, average: null, categories: null };
  const n = (k: string) => Number(row[k]);
  return {
    count,
    average: n('overall'),
    categories: { cleanliness: n('cleanliness'), accuracy: n('accuracy'), staff: n('staff'), location: n('location'), value: n('value') },
  };
}

export async function listPublishedReviews(
  ctx: ServiceContext,
  propertyId: number,
  opts: { page: number; language?: 'en' | 'es' },
): Promise<{ data: Review[]; meta: { page: number; per_page: number; total: number } & ReviewSummary }> {
  const page = Math.max(1, opts.page);
  const language = opts.language ? sql`and rv.locale = ${opts.language}` : sql``;
  const [summary, list, [total]] = await Promise.all([
    getReviewSummary(ctx, propertyId),
    rows<Record<string, unknown>>(
      ctx.orm,
      sql`select rv.*, p.name as property_name, r.check_in::text as check_in, r.check_out::text as check_out,
          coalesce(nullif(r.lead_guest_first_name, ''), split_part(u.name, ' ', 1)) as author_first_name
        from reviews rv join reservations r on r.id = rv.reservation_id join properties p on p.id = rv.property_id
        join users u on u.id = rv.user_id
        where rv.property_id = ${propertyId} and rv.status = 'published' ${language}
        order by rv.published_at desc, rv.id desc limit ${PER_PAGE} offset ${(page - 1) * PER_PAGE}`,
    ),
    rows<{ total: number }>(
      ctx.orm,
      sql`select count(*)::int as total from reviews rv where rv.property_id = ${propertyId} and rv.status = 'published' ${language}`,
    ),
  ]);
  return {
    data: list.map((r) => ({
      id: Number(r.id),
      reservation_id: Number(r.reservation_id),
      property_id: Number(r.property_id),
      property_name: String(r.property_name),
      overall: Number(r.overall),
      categories: {
        cleanliness: Number(r.cleanliness),
        accuracy: Number(r.accuracy),
        staff: Number(r.staff),
        location: Number(r.location),
        value: Number(r.value),
      },
      text: String(r.text),
      locale: r.locale as 'en' | 'es',
      status: r.status as Review['status'],
      author_first_name: String(r.author_first_name),
      stay: { check_in: String(r.check_in), check_out: String(r.check_out) },
      created_at: iso(r.created_at as string) ?? '',
      published_at: iso(r.published_at as string | null),
      decline_reason: null,
      reply:
        r.reply_text === null
          ? null
          : { text: String(r.reply_text), locale: String(r.reply_locale), replied_at: iso(r.replied_at as string) ?? '' },
    })),
    meta: { page, per_page: PER_PAGE, total: Number(total?.total ?? 0), ...summary },
  };
}
