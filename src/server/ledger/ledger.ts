import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../access/actor';
import type { StoredStatus } from '../booking/stay-status';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { ledgerEntries, reservations } from '../db/schema/booking';
import { publishLiveEvent } from '../live/publish';
import { AppError } from '../core/errors';
import { serverTranslator } from '../core/locale';
import { type Account, accountOf, entriesRefusal } from './account';
import type { LedgerKind } from './kinds';
import type { ScheduleTerms } from './schedule';
import { inTransaction } from '../db/transaction';

// No 'server-only' marker: the demo seed and the jobs (scripts/) write and read the ledger too.

/** A ledger entry as stored. */
export interface LedgerEntry {
  id: number;
  reservationId: number;
  kind: LedgerKind;
  amountCents: number;
  currency: string;
  labelEn: string;
  labelEs: string;
  reference: string;
  reason: string;
  paymentId: number | null;
  refundId: number | null;
  actorKind: string;
  actorUserId: number | null;
  createdAt: Date;
}

/** An entry to write: its label in both languages (a mail or a page shows it in the guest's). */
export interface EntryDraft {
  kind: LedgerKind;
  amountCents: number;
  label: { en: string; es: string };
  /** What caused it: `booking`, `change:4`, `payment:12`, `refund:3`, `cancellation`, `itinerary:8`… */
  reference: string;
  reason?: string;
  paymentId?: number;
  refundId?: number;
}

/** The facts of a reservation the money rules need, read with its row locked. */
export interface AccountHolder {
  id: number;
  userId: number;
  propertyId: number;
  status: StoredStatus;
  confirmationNumber: string;
  currency: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  timeZone: string;
  /** The villa's check-out time as stored (with checkOut and timeZone, the stay's end: shownStatus). */
  checkOutTime: string;
  locale: string;
  terms: ScheduleTerms;
}

export interface LockedAccount {
  reservation: AccountHolder;
  entries: LedgerEntry[];
  account: Account;
}

/** A refusal of the ledger's own rules: a 422 whose sentence is money.errors.<code>. */
export const moneyError = (status: number, code: string, fields?: Record<string, { key: string }>) =>
  new AppError(status, code, { message: { key: `money.errors.${code}` }, ...(fields ? { fields } : {}) });

/** A label in both languages from money.labels.<key>. */
export function entryLabel(key: string, values?: Record<string, string | number>): { en: string; es: string } {
  return { en: serverTranslator('en')(`money.labels.${key}`, values), es: serverTranslator('es')(`money.labels.${key}`, values) };
}

interface HolderRow {
  id: number;
  user_id: number;
  property_id: number;
  status: AccountHolder['status'];
  confirmation_number: string;
  currency: string;
  check_in: string;
  check_out: string;
  guests: number;
  time_zone: string;
  check_out_time: string;
  locale: string;
  deposit_percent: number;
  balance_due_days: number;
  booked_on: string;
}

const holderSql = (where: ReturnType<typeof sql>, lock: boolean) =>
  sql`select r.id, r.user_id, r.property_id, r.status::text as status, r.confirmation_number, r.currency,
      r.check_in::text as check_in, r.check_out::text as check_out, r.guests, r.locale,
      coalesce(s.time_zone, c.time_zone) as time_zone, p.check_out_time, r.deposit_percent, r.balance_due_days,
      (r.created_at at time zone coalesce(s.time_zone, c.time_zone))::date::text as booked_on
    from reservations r join properties p on p.id = r.property_id
      join countries c on c.id = p.country_id join states s on s.id = p.state_id
    where ${where} ${lock ? sql`for update of r` : sql``}`;

const toHolder = (r: HolderRow): AccountHolder => ({
  id: r.id,
  userId: r.user_id,
  propertyId: r.property_id,
  status: r.status,
  confirmationNumber: r.confirmation_number,
  currency: r.currency,
  checkIn: r.check_in,
  checkOut: r.check_out,
  guests: r.guests,
  timeZone: r.time_zone,
  checkOutTime: r.check_out_time,
  locale: r.locale,
  terms: { depositPercent: r.deposit_percent, balanceDueDays: r.balance_due_days, checkIn: r.check_in, bookedOn: r.booked_on },
});

async function entriesOf(orm: Orm, reservationIds: number[]): Promise<LedgerEntry[]> {
  if (reservationIds.length === 0) return [];
  return (await orm
    .select()
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.reservationId, reservationIds))
    .orderBy(asc(ledgerEntries.id))) as LedgerEntry[];
}

/**
 * A reservation's account with its row locked until the transaction ends, so two writers of one
 * account (a webhook and a concierge, two tabs) take turns and each sees the other's entries.
 * Call it inside `orm.transaction`; null when there is no such reservation.
 */
export async function lockAccount(tx: Orm, reservationId: number): Promise<LockedAccount | null> {
  const [row] = await rows<HolderRow>(tx, holderSql(sql`r.id = ${reservationId}`, true));
  if (!row) return null;
  const entries = await entriesOf(tx, [row.id]);
  return { reservation: toHolder(row), entries, account: accountOf(entries) };
}

/** Accounts of several reservations, unlocked, for pages and lists. */
export async function readAccounts(orm: Orm, reservationIds: number[]): Promise<Map<number, LockedAccount>> {
  const ids = [...new Set(reservationIds)];
  const out = new Map<number, LockedAccount>();
  if (ids.length === 0) return out;
  const holders = await rows<HolderRow>(
    orm,
    holderSql(
      sql`r.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
      false,
    ),
  );
  const entries = await entriesOf(orm, ids);
  for (const h of holders) {
    const own = entries.filter((e) => e.reservationId === h.id);
    out.set(h.id, { reservation: toHolder(h), entries: own, account: accountOf(own) });
  }
  return out;
}

export async function readAccount(orm: Orm, reservationId: number): Promise<LockedAccount | null> {
  return (await readAccounts(orm, [reservationId])).get(reservationId) ?? null;
}

/** Who wrote an entry: the guest of the trip, a staff member, or the application itself. */
function actorColumns(actor: Actor, holder: AccountHolder): { actorKind: string; actorUserId: number | null } {
  if (actor.kind === 'user') return { actorKind: actor.userId === holder.userId ? 'guest' : 'staff', actorUserId: actor.userId };
  if (actor.kind === 'guestbook') return { actorKind: 'guest', actorUserId: null };
  return { actorKind: 'system', actorUserId: null };
}

/**
 * The one writer of money (DESIGN §5): appends entries to a locked account, after checking each
 * (whole cents, not zero, the sign its kind moves) and the account after them (never more refunded
 * than paid, never more deposit released or retained than asked for). A refusal writes nothing.
 * Returns the account as it now stands.
 */
export async function postEntries(
  tx: Orm,
  locked: LockedAccount,
  drafts: readonly EntryDraft[],
  who: { actor: Actor; now: Date },
): Promise<LockedAccount> {
  if (drafts.length === 0) return locked;
  const refusal = entriesRefusal(locked.entries, drafts);
  if (refusal) throw moneyError(422, refusal);
  const holder = locked.reservation;
  const actor = actorColumns(who.actor, holder);
  const inserted = (await tx
    .insert(ledgerEntries)
    .values(
      drafts.map((d) => ({
        reservationId: holder.id,
        kind: d.kind,
        amountCents: d.amountCents,
        currency: holder.currency,
        labelEn: d.label.en,
        labelEs: d.label.es,
        reference: d.reference,
        reason: d.reason ?? '',
        paymentId: d.paymentId ?? null,
        refundId: d.refundId ?? null,
        ...actor,
        createdAt: who.now,
      })),
    )
    .returning()) as LedgerEntry[];
  const entries = [...locked.entries, ...inserted];
  return { reservation: locked.reservation, entries, account: accountOf(entries) };
}

/** Runs `fn` in a transaction with the reservation's account locked; 404 when there is none. */
export async function withLockedAccount<T>(
  orm: Orm,
  reservationId: number,
  fn: (tx: Orm, locked: LockedAccount) => Promise<T>,
): Promise<T> {
  return inTransaction(orm, async (tx) => {
    const locked = await lockAccount(tx, reservationId);
    if (!locked) throw new AppError(404, 'not_found');
    return fn(tx, locked);
  });
}

/** Sets a reservation's status columns inside the ledger's transaction (used by the money rules). */
export async function setReservation(tx: Orm, id: number, set: Partial<typeof reservations.$inferInsert>): Promise<void> {
  await tx.update(reservations).set(set).where(eq(reservations.id, id));
  // A new status (confirmed once paid, cancelled) reaches the trip's open pages live (DESIGN §10).
  if (set.status)
    await publishLiveEvent(tx, { kind: 'reservation_status', reservationId: id, payload: { trip_id: id, status: set.status } });
}
