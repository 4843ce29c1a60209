/**
 * An owner's monthly statement, computed (pure; docs/decisions/022). Inputs are the owner-share
 * ledger entries (nights, cleaning) of their counted reservations, their expenses and payouts, and
 * the snapshots of the months already issued. Locked months form a prefix: a month is issued only
 * after every earlier one (issueStatements issues the gaps first), so "locked" is "≤ the last
 * issued month" and a locked month's lines are its snapshot's, never recomputed.
 */

/** YYYY-MM. */
export type Month = string;

export interface OwnerEntry {
  id: number;
  reservationId: number;
  propertyId: number;
  kind: 'nights' | 'cleaning';
  amountCents: number;
  /** The reservation's check-in month (its local date). */
  checkInMonth: Month;
  /** The month the entry was posted, in the villa's time zone. */
  postedMonth: Month;
}

export interface ReservationRef {
  id: number;
  confirmationNumber: string;
  propertyId: number;
  checkIn: string;
  checkOut: string;
}

interface StayLine {
  reservationId: number;
  confirmationNumber: string;
  propertyId: number;
  checkIn: string;
  checkOut: string;
  nightsCents: number;
  cleaningCents: number;
  commissionCents: number;
}
export type StatementLine =
  | ({ type: 'revenue' } & StayLine)
  | ({ type: 'adjustment'; ofMonth: Month } & StayLine)
  | { type: 'expense'; expenseId: number; propertyId: number; date: string; description: string; amountCents: number; hasReceipt: boolean }
  | { type: 'payout'; payoutId: number; propertyId: number | null; date: string; reference: string; amountCents: number };

export interface ExpenseFact {
  id: number;
  propertyId: number;
  incurredOn: string;
  description: string;
  amountCents: number;
  hasReceipt: boolean;
}
export interface PayoutFact {
  id: number;
  propertyId: number | null;
  paidOn: string;
  reference: string;
  amountCents: number;
}

/** What an issued month froze: its lines and the ledger entries they account for. */
export interface StatementSnapshot {
  version: 1;
  lines: StatementLine[];
  entryIds: number[];
}

export interface OwnerBooks {
  entries: OwnerEntry[];
  reservations: ReadonlyMap<number, ReservationRef>;
  /** commission_bps per property. */
  commissionBps: ReadonlyMap<number, number>;
  expenses: ExpenseFact[];
  payouts: PayoutFact[];
  snapshots: ReadonlyMap<Month, StatementSnapshot>;
}

export interface StatementTotals {
  openingCents: number;
  ownerRevenueCents: number;
  adjustmentsCents: number;
  commissionCents: number;
  expensesCents: number;
  netCents: number;
  payoutsCents: number;
  closingCents: number;
}

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const monthOf = (isoDate: string): Month => isoDate.slice(0, 7);

export function addMonths(month: Month, n: number): Month {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + n;
  return `${String(Math.floor(i / 12)).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/**
 * The commission on a reservation's nights: bps of the cents, rounded half away from zero to a
 * whole cent (integer arithmetic, no float): 15% of 333 cents is 50 (49.95), of −333 is −50.
 */
export function commissionOf(nightsCents: number, bps: number): number {
  const abs = Math.floor((Math.abs(nightsCents) * bps + 5000) / 10000);
  return nightsCents < 0 ? -abs : abs;
}

export const lastLockedMonth = (snapshots: ReadonlyMap<Month, unknown>): Month | null => [...snapshots.keys()].sort().at(-1) ?? null;

/** A stay line's contribution to the month's net. */
export function lineNet(line: StatementLine): number {
  if (line.type === 'expense') return -line.amountCents;
  if (line.type === 'payout') return 0;
  return line.nightsCents + line.cleaningCents - line.commissionCents;
}

export interface OpenMonth {
  lines: StatementLine[];
  entryIds: number[];
}

/**
 * The lines of every open month up to `until` (months after the last locked one). An entry not in
 * any snapshot goes to its check-in month when that month is open (revenue), else, as an
 * adjustment, to the first open month at or after the month it was posted. A reservation's
 * commission is kept cumulative: each line takes commission(all its nights so far) − the
 * commission its earlier lines took, so its lines always add up to commissionOf(its nights).
 */
export function openMonths(books: OwnerBooks, until: Month): Map<Month, OpenMonth> {
  const locked = lastLockedMonth(books.snapshots);
  const firstOpen = locked ? addMonths(locked, 1) : null;
  const accounted = new Set<number>();
  const nightsSoFar = new Map<number, number>();
  const commissionSoFar = new Map<number, number>();
  for (const snap of books.snapshots.values()) {
    for (const id of snap.entryIds) accounted.add(id);
    for (const line of snap.lines) {
      if (line.type !== 'revenue' && line.type !== 'adjustment') continue;
      nightsSoFar.set(line.reservationId, (nightsSoFar.get(line.reservationId) ?? 0) + line.nightsCents);
      commissionSoFar.set(line.reservationId, (commissionSoFar.get(line.reservationId) ?? 0) + line.commissionCents);
    }
  }
  type Group = { month: Month; reservationId: number; adjustment: Month | null; nights: number; cleaning: number; ids: number[] };
  const groups = new Map<string, Group>();
  for (const e of books.entries) {
    if (accounted.has(e.id)) continue;
    const isOpen = firstOpen === null || e.checkInMonth >= firstOpen;
    const month = isOpen ? e.checkInMonth : e.postedMonth > (firstOpen as Month) ? e.postedMonth : (firstOpen as Month);
    if (month > until) continue;
    const key = `${month}|${e.reservationId}`;
    const g = groups.get(key) ?? {
      month,
      reservationId: e.reservationId,
      adjustment: isOpen ? null : e.checkInMonth,
      nights: 0,
      cleaning: 0,
      ids: [],
    };
    if (e.kind === 'nights') g.nights += e.amountCents;
    else g.cleaning += e.amountCents;
    g.ids.push(e.id);
    groups.set(key, g);
  }
  const out = new Map<Month, OpenMonth>();
  const monthOfGet = (m: Month) => {
    let o = out.get(m);
    if (!o) {
      o = { lines: [], entryIds: [] };
      out.set(m, o);
    }
    return o;
  };
  const sorted = [...groups.values()].sort((a, b) =>
    a.month === b.month ? a.reservationId - b.reservationId : a.month < b.month ? -1 : 1,
  );
  for (const g of sorted) {
    const r = books.reservations.get(g.reservationId);
    if (!r) continue;
    const bps = books.commissionBps.get(r.propertyId) ?? 0;
    const nights = (nightsSoFar.get(r.id) ?? 0) + g.nights;
    const commission = commissionOf(nights, bps) - (commissionSoFar.get(r.id) ?? 0);
    nightsSoFar.set(r.id, nights);
    commissionSoFar.set(r.id, (commissionSoFar.get(r.id) ?? 0) + commission);
    const stay: StayLine = {
      reservationId: r.id,
      confirmationNumber: r.confirmationNumber,
      propertyId: r.propertyId,
      checkIn: r.checkIn,
      checkOut: r.checkOut,
      nightsCents: g.nights,
      cleaningCents: g.cleaning,
      commissionCents: commission,
    };
    const o = monthOfGet(g.month);
    o.lines.push(g.adjustment ? { type: 'adjustment', ofMonth: g.adjustment, ...stay } : { type: 'revenue', ...stay });
    o.entryIds.push(...g.ids);
  }
  const isOpenMonth = (m: Month) => (firstOpen === null || m >= firstOpen) && m <= until;
  for (const x of books.expenses) {
    const m = monthOf(x.incurredOn);
    if (!isOpenMonth(m)) continue;
    monthOfGet(m).lines.push({
      type: 'expense',
      expenseId: x.id,
      propertyId: x.propertyId,
      date: x.incurredOn,
      description: x.description,
      amountCents: x.amountCents,
      hasReceipt: x.hasReceipt,
    });
  }
  for (const p of books.payouts) {
    const m = monthOf(p.paidOn);
    if (!isOpenMonth(m)) continue;
    monthOfGet(m).lines.push({
      type: 'payout',
      payoutId: p.id,
      propertyId: p.propertyId,
      date: p.paidOn,
      reference: p.reference,
      amountCents: p.amountCents,
    });
  }
  for (const o of out.values()) o.lines.sort(lineOrder);
  return out;
}

const TYPE_ORDER = { revenue: 0, adjustment: 1, expense: 2, payout: 3 } as const;
function lineOrder(a: StatementLine, b: StatementLine): number {
  if (a.type !== b.type) return TYPE_ORDER[a.type] - TYPE_ORDER[b.type];
  const da = 'checkIn' in a ? a.checkIn : a.date;
  const db = 'checkIn' in b ? b.checkIn : b.date;
  return da < db ? -1 : da > db ? 1 : 0;
}

/** Every month's lines up to `until`: the snapshot's for locked months, computed for open ones. */
export function monthLines(books: OwnerBooks, until: Month): Map<Month, StatementLine[]> {
  const out = new Map<Month, StatementLine[]>();
  for (const [m, snap] of books.snapshots) if (m <= until) out.set(m, snap.lines);
  for (const [m, o] of openMonths(books, until)) out.set(m, o.lines);
  return out;
}

/** The figures of a month from its lines and the lines of every earlier month (opening balance). */
export function totalsOf(lines: readonly StatementLine[], earlier: readonly StatementLine[]): StatementTotals {
  let openingCents = 0;
  for (const l of earlier) openingCents += lineNet(l) - (l.type === 'payout' ? l.amountCents : 0);
  const t = { ownerRevenueCents: 0, adjustmentsCents: 0, commissionCents: 0, expensesCents: 0, payoutsCents: 0 };
  for (const l of lines) {
    if (l.type === 'revenue') t.ownerRevenueCents += l.nightsCents + l.cleaningCents;
    if (l.type === 'adjustment') t.adjustmentsCents += l.nightsCents + l.cleaningCents;
    if (l.type === 'revenue' || l.type === 'adjustment') t.commissionCents += l.commissionCents;
    if (l.type === 'expense') t.expensesCents += l.amountCents;
    if (l.type === 'payout') t.payoutsCents += l.amountCents;
  }
  const netCents = t.ownerRevenueCents + t.adjustmentsCents - t.commissionCents - t.expensesCents;
  return { openingCents, ...t, netCents, closingCents: openingCents + netCents - t.payoutsCents };
}
