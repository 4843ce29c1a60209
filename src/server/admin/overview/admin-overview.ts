import { sql } from 'drizzle-orm';
import { requireAdministrator } from '../../access/actor';
import type { ServiceContext } from '../../access/context';
import { rows } from '../../db/raw';
import { STATEMENT_ALERT_DAYS } from '../../owners/overview/owner-overview';
import { type JobHistoryLine, jobHistory } from '../../queue/history';
import { listAudit } from '../audit/audit.service';
import type { AuditLine } from '../audit/audit.schema';

/** How many items each section of the overview lists (its count says how many there are in all). */
const LIST = 8;

export interface AdminOverview {
  pending_listings: { total: number; items: { id: number; name: string; owner_name: string | null; submitted_at: string | null }[] };
  /** Requests a concierge has not answered although half their hold has gone (DESIGN §5: the hold expires them). */
  late_requests: {
    total: number;
    items: { id: number; confirmation_number: string; property_name: string; hold_expires_at: string; hold_seconds_left: number }[];
  };
  failing_feeds: {
    total: number;
    items: { id: number; property_id: number; property_name: string; label: string; channel: string; last_error_at: string }[];
  };
  statements_ready: { total: number; items: { owner_id: number; owner_name: string; month: string; issued_at: string }[] };
  recent_audit: AuditLine[];
  /** The queue's jobs (issue 29): last run, its duration, last failure, outcomes over 7 days. */
  jobs: JobHistoryLine[];
}

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/**
 * What needs an administrator today (issue 17): listings waiting for review, requests past half
 * their hold, iCal feeds failing since their last success, statements issued lately, and the
 * latest lines of the audit log, and the history of the queue's jobs. Every count is over the whole business (no scope).
 */
export async function adminOverview(ctx: ServiceContext): Promise<AdminOverview> {
  requireAdministrator(ctx.actor);
  const now = ctx.now.toISOString();
  const since = new Date(ctx.now.getTime() - STATEMENT_ALERT_DAYS * 86_400_000).toISOString();
  const [listings, requests, feeds, statements, audit, jobs] = await Promise.all([
    rows<{ id: number; name: string; owner_name: string | null; submitted_at: string | null; total: number }>(
      ctx.orm,
      sql`select p.id, p.name, u.name as owner_name, ${iso('p.submitted_at')} as submitted_at, count(*) over ()::int as total
        from properties p left join users u on u.id = p.owner_id
        where p.status = 'submitted' order by p.submitted_at asc nulls last, p.id limit ${LIST}`,
    ),
    rows<{ id: number; confirmation_number: string; property_name: string; hold_expires_at: string; left_s: number; total: number }>(
      ctx.orm,
      sql`select r.id, r.confirmation_number, p.name as property_name, ${iso('r.hold_expires_at')} as hold_expires_at,
          greatest(0, floor(extract(epoch from (r.hold_expires_at - ${now}::timestamptz))))::int as left_s, count(*) over ()::int as total
        from reservations r join properties p on p.id = r.property_id
        where r.status = 'requested' and r.hold_expires_at > ${now}::timestamptz
          and ${now}::timestamptz >= r.created_at + (r.hold_expires_at - r.created_at) / 2
        order by r.hold_expires_at asc limit ${LIST}`,
    ),
    rows<{ id: number; property_id: number; property_name: string; label: string; channel: string; last_error_at: string; total: number }>(
      ctx.orm,
      sql`select f.id, p.id as property_id, p.name as property_name, f.label, f.channel, ${iso('f.last_error_at')} as last_error_at,
          count(*) over ()::int as total
        from ical_feeds f join properties p on p.id = f.property_id
        where f.last_error_at is not null and (f.last_success_at is null or f.last_error_at > f.last_success_at)
        order by f.last_error_at desc limit ${LIST}`,
    ),
    rows<{ owner_id: number; owner_name: string; month: string; issued_at: string; total: number }>(
      ctx.orm,
      sql`select st.owner_id, o.name as owner_name, st.month, ${iso('st.issued_at')} as issued_at, count(*) over ()::int as total
        from owner_statements st join users o on o.id = st.owner_id
        where st.issued_at > ${since}::timestamptz and st.issued_at <= ${now}::timestamptz
        order by st.issued_at desc, o.name limit ${LIST}`,
    ),
    listAudit(ctx, { actor: undefined, page: 1, per_page: 10 }),
    jobHistory(ctx.orm),
  ]);
  const total = (list: { total: number }[]) => list[0]?.total ?? 0;
  return {
    pending_listings: { total: total(listings), items: listings.map(({ total: _, ...l }) => l) },
    late_requests: {
      total: total(requests),
      items: requests.map(({ total: _, left_s, ...r }) => ({ ...r, hold_seconds_left: left_s })),
    },
    failing_feeds: { total: total(feeds), items: feeds.map(({ total: _, ...f }) => f) },
    statements_ready: { total: total(statements), items: statements.map(({ total: _, ...s }) => s) },
    recent_audit: audit.rows,
    jobs,
  };
}
