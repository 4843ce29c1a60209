/**
 * The ledger (DESIGN §5): the only code that writes money. A reservation's account is a list of
 * append-only entries in integer cents (ledger_entries; a trigger refuses UPDATE and DELETE), each
 * with a kind (kinds.ts: whose money it is and which way it moves), a reference to what caused it,
 * the actor and the time. Every figure a page, mail or API answer shows is derived from the
 * entries alone (accountOf, scheduleOf, tripMoney).
 *
 * Pure layer (no database): kinds, accountOf and the ledger's rules (entriesRefusal,
 * depositSettlement), the payment schedule, the entries of a booking and of a change, the plan of a
 * change under the cancellation policy (changePlan, decision 035), and the plan that closes a
 * cancelled account.
 *
 * Writers, each called inside one transaction with the account's row locked (lockAccount or
 * withLockedAccount): postEntries (the one INSERT into ledger_entries), openPayment and
 * settlePayment (a payment is in the ledger once at most), refundToGuest (card refunds through
 * their provider after the commit, the rest owed by transfer), cancelAccount, repriceStay,
 * grantGoodwill, settleDeposit.
 *
 * Invariants, checked by the property tests in this folder: the balance equals charges (the
 * security deposit included) − payments + refunds; a refund never exceeds what was paid; a
 * cancelled stay's account closes at zero at the refund its policy gives; a change never refunds
 * more than cancelling the whole stay would that day (change.property.test.ts); no entry without its
 * reservation (a foreign key). Nothing outside this folder inserts into ledger_entries, payments
 * or refunds (only-writer.test.ts; the demo seed's rebuild is the one exception).
 */
export {
  type Account,
  accountOf,
  type DepositSettlement,
  depositOutstandingCents,
  depositSettlement,
  type EntriesRefusal,
  type EntryAmount,
  entriesRefusal,
  figuresOf,
  type MoneyFigures,
  keptByPolicyCents,
} from './account';
export { type CancellationLine, type CancellationPlan, cancellationPlan } from './cancellation';
export { type ChangePlan, changePlan } from './change';
export {
  CHARGE_KINDS,
  EXTRA_KINDS,
  isLedgerKind,
  LEDGER_KINDS,
  type LedgerKind,
  type LedgerShare,
  SHARE_OF,
  SIGN_OF,
  STAY_KINDS,
} from './kinds';
export {
  type AccountHolder,
  type EntryDraft,
  entryLabel,
  type LedgerEntry,
  type LockedAccount,
  lockAccount,
  moneyError,
  postEntries,
  readAccount,
  readAccounts,
  setReservation,
  withLockedAccount,
} from './ledger';
export { cancelAccount, grantGoodwill, type MoneyOutcome, repriceStay, settleDeposit } from './operations';
export { failPayment, openPayment, type PaymentRow, settlePayment } from './payments';
export { markTransferRefundSent, type ProviderRefund, paymentsOf, type RefundRow, recordProviderRefund, refundToGuest } from './refunds';
export {
  confirmingPaid,
  type Installment,
  type InstallmentKey,
  type InstallmentStatus,
  type Schedule,
  type ScheduleTerms,
  scheduleOf,
} from './schedule';
export { bookingEntries, changeEntries } from './stay-entries';
export { tripCharges, tripMoney } from './trip-money';
