import { sql } from 'drizzle-orm';
import { isAdministrator } from '../../access/actor';
import type { ServiceContext } from '../../access/context';
import { recordAudit } from '../../admin/audit';
import { rows } from '../../db/raw';
import { ownerStatements } from '../../db/schema/owners';
import { AppError, forbidden, notFound } from '../../core/errors';
import { type JobRun, runJobOnce } from '../../core/jobs';
import { requireStatementReader } from './statement-scope';
import { firstActivityMonth, loadBooks, OWNERS_EVER } from './statement-books';
import { addMonths, lastLockedMonth, type Month, openMonths, type StatementSnapshot } from './statement-math';
import { withOwnerLock } from './month-lock';

// No 'server-only' marker: the job runs from src/instrumentation.ts and scripts/jobs/.

const utcMonth = (d: Date): Month => d.toISOString().slice(0, 7);

/**
 * Issues (locks) the owner's months up to `month`, in order: every open month from the one after
 * the last issued (or the first with any activity) through `month` gets its snapshot, so locked
 * months stay a prefix (statement-math.ts). Returns the months issued ([] when `month` already was).
 */
export async function issueThrough(ctx: ServiceContext, ownerId: number, month: Month, issuedBy: number | null): Promise<Month[]> {
  return withOwnerLock(ctx.orm, ownerId, async (tx) => {
    const books = (await loadBooks(tx, [ownerId])).get(ownerId);
    if (!books) return [];
    const locked = lastLockedMonth(books.snapshots);
    if (locked && month <= locked) return [];
    const first = locked ? addMonths(locked, 1) : (firstActivityMonth(books) ?? month);
    const open = openMonths(books, month);
    const issued: Month[] = [];
    for (let m = first < month ? first : month; m <= month; m = addMonths(m, 1)) {
      const o = open.get(m);
      const figures: StatementSnapshot = { version: 1, lines: o?.lines ?? [], entryIds: o?.entryIds ?? [] };
      await tx.insert(ownerStatements).values({ ownerId, month: m, issuedAt: ctx.now, issuedByUserId: issuedBy, figures });
      await recordAudit(tx, ctx, {
        action: 'statement.issue',
        objectType: 'statement',
        objectId: `${ownerId}:${m}`,
        after: { owner_id: ownerId, month: m, issued_at: ctx.now.toISOString(), lines: figures.lines.length },
      });
      issued.push(m);
    }
    return issued;
  });
}

/**
 * POST /v1/owner/statements/issue: an administrator issues an owner's month before the job does
 * (and any earlier month still open). 403 for anyone else; 409 when already issued; 422 for a
 * month not yet begun.
 */
export async function issueStatementNow(
  ctx: ServiceContext,
  input: { month: Month; owner: number },
): Promise<{ owner: number; months: Month[] }> {
  const actor = requireStatementReader(ctx.actor);
  if (!isAdministrator(actor)) throw forbidden();
  const [owner] = await rows<{ id: number }>(ctx.orm, sql`select u.id from users u where u.id = ${input.owner} and u.id in ${OWNERS_EVER}`);
  if (!owner) throw notFound();
  if (input.month > utcMonth(ctx.now))
    throw new AppError(422, 'month_not_begun', { message: { key: 'ownerEarnings.errors.month_not_begun' } });
  const months = await issueThrough(ctx, input.owner, input.month, actor.userId);
  if (months.length === 0)
    throw new AppError(409, 'statement_already_issued', {
      message: { key: 'ownerEarnings.errors.already_issued', values: { month: input.month } },
    });
  return { owner: input.owner, months };
}

/** The month the job issues on `now`: last month from the 3rd (UTC), the one before until then. */
export function dueMonth(now: Date): Month {
  const current = utcMonth(now);
  return addMonths(current, now.getUTCDate() >= 3 ? -1 : -2);
}

/** Issues every owner's statements due on `ctx.now` (once across servers: runJobOnce). */
export async function runIssueStatementsJob(
  ctx: ServiceContext,
): Promise<JobRun<{ month: Month; issued: { owner: number; months: Month[] }[] }>> {
  return runJobOnce(ctx.orm, 'issue-statements', async () => {
    const month = dueMonth(ctx.now);
    const owners = await rows<{ owner_id: number }>(
      ctx.orm,
      sql`select distinct e.owner_id from ${OWNERS_EVER} e(owner_id)
        where not exists (select 1 from owner_statements os where os.owner_id = e.owner_id and os.month >= ${month})
        order by e.owner_id`,
    );
    const issued: { owner: number; months: Month[] }[] = [];
    for (const o of owners) {
      const months = await issueThrough(ctx, o.owner_id, month, null);
      if (months.length) issued.push({ owner: o.owner_id, months });
    }
    return { month, issued };
  });
}
