import { sql } from 'drizzle-orm';
import { isAdministrator } from '../../access/actor';
import type { ServiceContext } from '../../access/context';
import { rows } from '../../db/raw';
import { notFound } from '../../core/errors';
import { requireStatementReader, statementScopeOfP } from './statement-scope';
import { loadBooks, OWNERS_EVER } from './statement-books';
import { addMonths, lastLockedMonth, lineNet, type Month, monthLines, type StatementLine, totalsOf } from './statement-math';
import type { StatementQuery } from './statements.schema';
import type { ApiStatement, ApiStatementLine, ApiStatementTotals } from './statements.types';

// No 'server-only' marker: scripts/owner-statement.ts prints a statement from the console.

interface Villa {
  id: number;
  name: string;
  owner_id: number | null;
  commission_bps: number;
  /** Only in the statements as a former owner's (transferred away, issue 17): not the current owner's books. */
  former: boolean;
  /** Everyone who owned it since ownership history began (property_ownerships). */
  owners_ever: number[];
}

/**
 * The villas the actor's statements cover: their scope (owned or managed; all for administrators),
 * narrowed by owner, and the villas the actor (or the owner asked for) owned before a transfer.
 */
export async function statementVillas(ctx: ServiceContext, owner?: number): Promise<Villa[]> {
  const actor = requireStatementReader(ctx.actor);
  const current = sql`(${statementScopeOfP(ctx.actor)} ${owner ? sql`and p.owner_id = ${owner}` : sql``})`;
  const formerOwner = owner ?? actor.userId;
  return rows<Villa>(
    ctx.orm,
    sql`select p.id, p.name, p.owner_id, p.commission_bps, not ${current} as former,
        coalesce((select array_agg(distinct po.owner_id) from property_ownerships po where po.property_id = p.id), '{}') as owners_ever
      from properties p
      where ${current} or exists (select 1 from property_ownerships po where po.property_id = p.id and po.owner_id = ${formerOwner})
      order by p.name, p.id`,
  );
}

/**
 * Whose books a view merges: the current owners of its villas; for a villa the actor (or the owner
 * asked for) owned before, that former owner only; for an administrator's whole view, every owner
 * a villa had (each stay is on the owner of its check-in date).
 */
function ownersOfView(villas: Villa[], visible: Set<number>, wholeView: boolean, formerOwner: number): number[] {
  const ids = new Set<number>();
  for (const v of villas) {
    if (!visible.has(v.id)) continue;
    if (v.former) ids.add(formerOwner);
    else if (v.owner_id !== null) ids.add(v.owner_id);
    if (wholeView) for (const o of v.owners_ever) ids.add(o);
  }
  return [...ids];
}

/** The day an open month's statement is issued by the job: the 3rd of the next month. */
export const issuesOn = (month: Month) => `${addMonths(month, 1)}-03`;

/**
 * A month's statement for the actor (GET /v1/owner/statements): every villa of their scope or one
 * (404 outside it), owners' statements merged for a broker or an administrator. A locked month's
 * lines come from its snapshot; an open month's are computed from the ledger, expenses and payouts.
 */
export async function getStatement(ctx: ServiceContext, q: StatementQuery): Promise<ApiStatement> {
  const actor = requireStatementReader(ctx.actor);
  const admin = isAdministrator(actor);
  const villas = await statementVillas(ctx, q.owner);
  if (q.property && !villas.some((v) => v.id === q.property)) throw notFound();
  const visible = new Set(q.property ? [q.property] : villas.map((v) => v.id));
  const ownerIds = ownersOfView(villas, visible, admin && !q.owner, q.owner ?? actor.userId);
  if (admin && q.owner && !q.property && !ownerIds.includes(q.owner)) ownerIds.push(q.owner);
  // The owners' names and their books at once (both need only the owners).
  const [owners, books] = await Promise.all([
    ownerIds.length
      ? rows<{ id: number; name: string; email: string }>(
          ctx.orm,
          sql`select id, name, email from users where id in (${sql.join(
            ownerIds.map((id) => sql`${id}`),
            sql`, `,
          )}) order by name, id`,
        )
      : Promise.resolve([]),
    loadBooks(ctx.orm, ownerIds),
  ]);
  const names = new Map(villas.map((v) => [v.id, v.name]));
  const byMonth = new Map<Month, StatementLine[]>();
  for (const b of books.values()) {
    // A payout for all of an owner's villas belongs to the owner's own view (and an administrator's), not a manager's of some.
    const seesOwnersWhole = !q.property && (admin || actor.userId === b.ownerId);
    for (const [m, lines] of monthLines(b, q.month)) {
      const kept = lines.filter((l) => (l.propertyId === null ? l.type === 'payout' && seesOwnersWhole : visible.has(l.propertyId)));
      byMonth.set(m, [...(byMonth.get(m) ?? []), ...kept]);
    }
  }
  const months = [...byMonth.keys()].sort();
  const earlierThan = (m: Month) => months.filter((x) => x < m).flatMap((x) => byMonth.get(x) ?? []);
  const totals = totalsOf(byMonth.get(q.month) ?? [], earlierThan(q.month));
  const history: ApiStatement['history'] = [];
  for (let i = 11; i >= 0; i--) {
    const m = addMonths(q.month, -i);
    const t = totalsOf(byMonth.get(m) ?? [], earlierThan(m));
    history.push({ month: m, net_cents: t.netCents, payouts_cents: t.payoutsCents, closing_cents: t.closingCents });
  }
  const ownerStates = owners.map((o) => {
    const b = books.get(o.id);
    const locked = lastLockedMonth(b?.snapshots ?? new Map());
    return { ...o, issued_at: b?.issuedAt.get(q.month) ?? null, locked: locked !== null && q.month <= locked };
  });
  const allLocked = ownerStates.length > 0 && ownerStates.every((o) => o.locked);
  const issuedTimes = ownerStates
    .map((o) => o.issued_at)
    .filter((t): t is string => t !== null)
    .sort();
  return {
    month: q.month,
    currency: 'USD',
    state: allLocked ? 'issued' : 'open',
    issued_at: allLocked ? (issuedTimes.at(-1) ?? null) : null,
    issues_on: issuesOn(q.month),
    owners: ownerStates,
    properties: villas.map((v) => ({ id: v.id, name: v.name, owner_id: v.owner_id, commission_bps: v.commission_bps })),
    filters: { property: q.property ?? null, owner: q.owner ?? null },
    totals: apiTotals(totals),
    lines: (byMonth.get(q.month) ?? []).map((l) => apiLine(l, names)),
    history,
  };
}

function apiTotals(t: ReturnType<typeof totalsOf>): ApiStatementTotals {
  return {
    opening_cents: t.openingCents,
    owner_revenue_cents: t.ownerRevenueCents,
    adjustments_cents: t.adjustmentsCents,
    commission_cents: t.commissionCents,
    expenses_cents: t.expensesCents,
    net_cents: t.netCents,
    payouts_cents: t.payoutsCents,
    closing_cents: t.closingCents,
  };
}

export function apiLine(l: StatementLine, names: ReadonlyMap<number, string>): ApiStatementLine {
  const base: ApiStatementLine = {
    type: l.type,
    property_id: l.propertyId,
    property_name: l.propertyId === null ? null : (names.get(l.propertyId) ?? null),
    reservation_id: null,
    confirmation_number: null,
    check_in: null,
    check_out: null,
    of_month: null,
    expense_id: null,
    payout_id: null,
    date: null,
    description: '',
    has_receipt: false,
    nights_cents: 0,
    cleaning_cents: 0,
    commission_cents: 0,
    amount_cents: 0,
    net_cents: lineNet(l),
  };
  if (l.type === 'revenue' || l.type === 'adjustment')
    return {
      ...base,
      reservation_id: l.reservationId,
      confirmation_number: l.confirmationNumber,
      check_in: l.checkIn,
      check_out: l.checkOut,
      of_month: l.type === 'adjustment' ? l.ofMonth : null,
      nights_cents: l.nightsCents,
      cleaning_cents: l.cleaningCents,
      commission_cents: l.commissionCents,
    };
  if (l.type === 'expense')
    return {
      ...base,
      expense_id: l.expenseId,
      date: l.date,
      description: l.description,
      has_receipt: l.hasReceipt,
      amount_cents: l.amountCents,
    };
  return { ...base, payout_id: l.payoutId, date: l.date, description: l.reference, amount_cents: l.amountCents };
}

/** The owners an administrator can filter by (those who own villas); nobody else gets the filter. */
export async function statementOwners(ctx: ServiceContext): Promise<{ id: number; name: string; email: string }[]> {
  const actor = requireStatementReader(ctx.actor);
  if (!isAdministrator(actor)) return [];
  return rows(ctx.orm, sql`select u.id, u.name, u.email from users u where u.id in ${OWNERS_EVER} order by u.name, u.id`);
}
