import { type SQL, sql } from 'drizzle-orm';
import { requireAdministrator } from '../../access/actor';
import type { ServiceContext } from '../../access/context';
import { rows } from '../../db/raw';
import { AUDIT_COUNT_CAP, type AuditLine, type AuditPage, type AuditQuery } from './audit.schema';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtersOf(q: Omit<AuditQuery, 'page' | 'per_page'>): SQL {
  const where: SQL[] = [sql`true`];
  if (q.actor) {
    where.push(
      /^\d{1,9}$/.test(q.actor) ? sql`a.actor_user_id = ${Number(q.actor)}` : sql`a.actor_label ilike ${`%${likeEscape(q.actor)}%`}`,
    );
  }
  if (q.object_type && q.object_id && q.object_type === 'property') {
    // A villa's history: its own lines and those of what belongs to it (blocks, rates, photos…).
    where.push(sql`((a.object_type = 'property' and a.object_id = ${q.object_id})
      or a.after->>'property_id' = ${q.object_id} or a.before->>'property_id' = ${q.object_id})`);
  } else {
    if (q.object_type) where.push(sql`a.object_type = ${q.object_type}`);
    if (q.object_id) where.push(sql`a.object_id = ${q.object_id}`);
  }
  if (q.action) where.push(sql`a.action like ${`${likeEscape(q.action)}%`}`);
  if (q.from) where.push(sql`a.at >= (${q.from}::date)::timestamp at time zone 'UTC'`);
  if (q.to) where.push(sql`a.at < ((${q.to}::date + 1)::timestamp at time zone 'UTC')`);
  return sql.join(where, sql` and `);
}

/** An audit_log row as SQL reads it (the tests read the table the same way). */
export interface RawLine {
  id: number;
  at: Date | string;
  actor_kind: string;
  actor_user_id: number | null;
  actor_label: string;
  ip: string | null;
  action: string;
  object_type: string;
  object_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The names a line's sentence uses, read beside it (listAudit): who, the object, its villa and its trip. */
interface LineNames {
  actor_name: string | null;
  object_name: string | null;
  villa_name: string | null;
  trip_ref: string | null;
}

/** An id written as text (object_id, a JSON field) as an integer, or null: the CASE keeps the cast from failing. */
const num = (text: SQL) => sql`(case when ${text} ~ '^[0-9]{1,9}$' then (${text})::int end)`;

const toLine = (r: RawLine & LineNames): AuditLine => ({
  id: Number(r.id),
  at: new Date(r.at).toISOString(),
  actor: { kind: r.actor_kind, id: r.actor_user_id, label: r.actor_label, name: r.actor_name || null },
  names: { object: r.object_name, villa: r.villa_name, trip: r.trip_ref },
  ip: r.ip,
  action: r.action,
  object_type: r.object_type,
  object_id: r.object_id,
  before: r.before,
  after: r.after,
});

/**
 * The audit log for administrators (issue 17): newest first, filtered by actor, object, action
 * and UTC days, paged. Read-only: nothing but `recordAudit` writes the table, and the database
 * refuses to change a line (migration 0016).
 */
export async function listAudit(ctx: ServiceContext, q: AuditQuery): Promise<AuditPage> {
  requireAdministrator(ctx.actor);
  const where = filtersOf(q);
  const cap = Math.max(AUDIT_COUNT_CAP, q.page * q.per_page);
  // The page and the count apart: a count over the page's window made every page read the whole
  // log before its 50 lines, where the page alone reads them from the `at` index (docs/performance-scale.md).
  const [found, counted] = await Promise.all([
    rows<RawLine & LineNames>(
      ctx.orm,
      sql`select a.id, a.at, a.actor_kind, a.actor_user_id, a.actor_label, a.ip, a.action, a.object_type, a.object_id,
          a.before, a.after, nullif(au.name, '') as actor_name,
          case a.object_type
            when 'user' then (select coalesce(nullif(u.name, ''), u.email) from users u where u.id = ${num(sql`a.object_id`)})
            when 'invitation' then coalesce(a.after->>'email', a.before->>'email')
            when 'statement' then (select coalesce(nullif(u.name, ''), u.email) from users u
              where u.id = ${num(sql`split_part(a.object_id, ':', 1)`)}) || ', ' || split_part(a.object_id, ':', 2)
            when 'payout' then (select coalesce(nullif(u.name, ''), u.email) from users u where u.id = ${num(sql`(a.after->>'owner_id')`)})
          end as object_name,
          (select p.name from properties p where p.id = coalesce(
            case when a.object_type = 'property' then ${num(sql`a.object_id`)} end,
            ${num(sql`(a.after->>'property_id')`)}, ${num(sql`(a.before->>'property_id')`)})) as villa_name,
          (select r.confirmation_number from reservations r where r.id = coalesce(
            case when a.object_type = 'reservation' then ${num(sql`a.object_id`)} end,
            ${num(sql`(a.after->>'reservation_id')`)}, ${num(sql`(a.before->>'reservation_id')`)},
            case when a.object_type = 'payment' then (select pm.reservation_id from payments pm where pm.id = ${num(sql`a.object_id`)}) end,
            case when a.object_type = 'refund' then (select rf.reservation_id from refunds rf where rf.id = ${num(sql`a.object_id`)}) end)) as trip_ref
        from audit_log a left join users au on au.id = a.actor_user_id where ${where}
        order by a.at desc, a.id desc
        limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
    ),
    // Counted up to a cap (or the page's end, when further) plus one: one more line says "more than".
    rows<{ n: number }>(ctx.orm, sql`select count(*)::int as n from (select 1 from audit_log a where ${where} limit ${cap + 1}) x`),
  ]);
  const n = counted[0]?.n ?? 0;
  const capped = n > cap;
  const total = capped ? cap : n;
  return {
    rows: found.map(toLine),
    meta: {
      total,
      total_capped: capped,
      page: q.page,
      per_page: q.per_page,
      page_count: capped ? Math.floor(cap / q.per_page) + 1 : Math.ceil(total / q.per_page),
    },
  };
}
