import { sql } from 'drizzle-orm';
import { requireSystem } from '../access/actor';
import type { ServiceContext } from '../access/context';
import { addDays, todayIn } from '../core/calendar';
import { type JobRun, runJobOnce } from '../core/jobs';
import { rows } from '../db/raw';
import { inTransaction } from '../db/transaction';
import { reviewRefusal, reviewWindowClosesAt } from './reviews.policy';
import { AUTO_PUBLISH_HOURS } from './reviews.schema';
import { publishInTransaction } from './review-publish';
import { sendReviewMail } from './review-mails';

// No 'server-only' marker: the job scripts (scripts/jobs/review-*.ts) and the server's schedules run these.

/** The day after check-out (the villa's date) the invitation goes; the reminder on this day unless reviewed. */
export const INVITATION_DAY = 1;
export const REMINDER_DAY = 7;

export interface ReviewMailRun {
  invited: number[];
  reminded: number[];
}

/**
 * The review mails (issue 32): for each confirmed stay without a review whose window is open, the
 * invitation from the day after check-out (the villa's date), and one reminder from day 7, each
 * once: the review_invitations row is written (or marked) in the transaction that queues the
 * mail, and the row's key and the outbox's idempotency key keep a second run, or a second server,
 * from sending it again. A stay invited in this run is reminded by a later one.
 */
export async function sendReviewMails(ctx: ServiceContext): Promise<ReviewMailRun> {
  const { orm, now } = ctx;
  // Candidates: confirmed stays without a review that ended within the last 16 days (a cheap filter; the window decides).
  const found = await rows<{
    id: number;
    check_out: string;
    check_out_time: string | null;
    time_zone: string;
    invited: boolean;
    reminded: boolean;
  }>(
    orm,
    sql`select r.id, r.check_out::text as check_out, p.check_out_time, coalesce(s.time_zone, c.time_zone) as time_zone,
        (ri.reservation_id is not null) as invited, (ri.reminded_at is not null) as reminded
      from reservations r join properties p on p.id = r.property_id
        join countries c on c.id = p.country_id left join states s on s.id = p.state_id
        left join review_invitations ri on ri.reservation_id = r.id
      where r.status = 'confirmed'
        and r.check_out between (${now.toISOString()}::timestamptz at time zone 'UTC')::date - 16
          and (${now.toISOString()}::timestamptz at time zone 'UTC')::date
        and not exists (select 1 from reviews rv where rv.reservation_id = r.id)
        and (ri.reservation_id is null or ri.reminded_at is null)
      order by r.id`,
  );
  const out: ReviewMailRun = { invited: [], reminded: [] };
  for (const stay of found) {
    const facts = {
      status: 'confirmed',
      checkOut: stay.check_out,
      checkOutTime: stay.check_out_time,
      timeZone: stay.time_zone,
      hasReview: false,
    };
    if (reviewRefusal(facts, now) !== null) continue;
    const today = todayIn(stay.time_zone, now);
    const closesAt = reviewWindowClosesAt(facts);
    if (!stay.invited) {
      if (today < addDays(stay.check_out, INVITATION_DAY)) continue;
      const sent = await inTransaction(orm, async (tx) => {
        const [row] = await rows<{ reservation_id: number }>(
          tx,
          sql`insert into review_invitations (reservation_id, invited_at) values (${stay.id}, ${now.toISOString()})
            on conflict (reservation_id) do nothing returning reservation_id`,
        );
        if (!row) return false;
        await sendReviewMail(tx, 'invitation', stay.id, { closesAt });
        return true;
      });
      if (sent) out.invited.push(stay.id);
    } else if (!stay.reminded && today >= addDays(stay.check_out, REMINDER_DAY)) {
      const sent = await inTransaction(orm, async (tx) => {
        const [row] = await rows<{ reservation_id: number }>(
          tx,
          sql`update review_invitations set reminded_at = ${now.toISOString()}
            where reservation_id = ${stay.id} and reminded_at is null
              and not exists (select 1 from reviews rv where rv.reservation_id = ${stay.id})
            returning reservation_id`,
        );
        if (!row) return false;
        await sendReviewMail(tx, 'reminder', stay.id, { closesAt });
        return true;
      });
      if (sent) out.reminded.push(stay.id);
    }
  }
  return out;
}

/**
 * Publishes every review pending for 72 hours (issue 32), each in its own transaction with the
 * villa's count and average; a review a moderator handled meanwhile is left alone. Returns the ids.
 */
export async function autoPublishReviews(ctx: ServiceContext): Promise<number[]> {
  const due = new Date(ctx.now.getTime() - AUTO_PUBLISH_HOURS * 3_600_000).toISOString();
  const found = await rows<{ id: number }>(
    ctx.orm,
    sql`select id from reviews where status = 'pending' and created_at <= ${due} order by created_at, id`,
  );
  const published: number[] = [];
  for (const { id } of found) {
    if (await inTransaction(ctx.orm, (tx) => publishInTransaction(tx, ctx, id))) published.push(id);
  }
  return published;
}

/** The review mails as a job, once across every app server at a time. */
export function runReviewMailsJob(ctx: ServiceContext): Promise<JobRun<ReviewMailRun>> {
  requireSystem(ctx.actor);
  return runJobOnce(ctx.orm, 'review-mails', () => sendReviewMails(ctx));
}

/** The 72-hour publication as a job, once across every app server at a time. */
export function runReviewAutoPublishJob(ctx: ServiceContext): Promise<JobRun<number[]>> {
  requireSystem(ctx.actor);
  return runJobOnce(ctx.orm, 'review-autopublish', () => autoPublishReviews(ctx));
}
