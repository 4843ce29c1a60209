import type { PropertyImage } from '../catalog/catalog.types';
import type { FrozenQuote } from '../db/schema/booking';
import type { LedgerKind } from '../ledger/kinds';

/** Shared shapes of the booking context: components and other contexts import them from here, not from the verbs. */

/** One ledger entry as the guest sees it (src/server/ledger writes them). */
export interface TripCharge {
  id: number;
  kind: LedgerKind;
  label: string;
  amount_cents: number;
  /** The staff member's reason (a goodwill credit, a retained deposit), or ''. */
  reason: string;
  created_at: string;
}

/** One installment of the payment schedule (src/server/ledger/schedule.ts). */
export interface TripInstallment {
  key: 'deposit' | 'balance' | 'full';
  amount_cents: number;
  due_on: string;
  paid_cents: number;
  outstanding_cents: number;
  status: 'paid' | 'due' | 'overdue' | 'upcoming';
}

/** A trip's money, derived from its ledger only: every page, mail and answer shows these. */
export interface TripMoney {
  stay_cents: number;
  extras_cents: number;
  adjustments_cents: number;
  /** The trip's total: stay, extras and adjustments (the security deposit is apart). */
  charged_cents: number;
  paid_cents: number;
  refunded_cents: number;
  /** Still owed, the security deposit included; negative when a refund is owed to the guest. */
  balance_due_cents: number;
  /** The balance of the stay, the security deposit apart (figuresOf): what every page and mail shows as the balance. */
  stay_balance_cents: number;
  security_deposit: {
    required_cents: number;
    held_cents: number;
    /** Still to be paid, with the balance before arrival. */
    to_collect_cents: number;
    released_cents: number;
    retained_cents: number;
  };
  schedule: { installments: TripInstallment[]; next: TripInstallment | null; balance_due_on: string; confirming_cents: number };
}

/** A reservation as the API shows it to its guest (POST /v1/reservations, /v1/account/trips). */
export interface Trip {
  id: number;
  confirmation_number: string;
  status: 'requested' | 'awaiting_payment' | 'confirmed' | 'declined' | 'expired' | 'cancelled';
  property: {
    id: number;
    slug: string;
    name: string;
    state: string;
    country: string;
    time_zone: string;
    /** The villa's cover picture (its first), or null when it has none. */
    image: PropertyImage | null;
  };
  check_in: string;
  check_out: string;
  nights: number;
  guests: number;
  lead_guest: { first_name: string; last_name: string; email: string; phone: string };
  message: string;
  currency: string;
  /** The trip's total from its ledger (stay, extras, adjustments): money.charged_cents. */
  total_cents: number;
  quote: FrozenQuote | null;
  charges: TripCharge[];
  /** money.balance_due_cents. */
  balance_due_cents: number;
  money: TripMoney;
  refund_cents: number | null;
  /** A request's 48-hour hold, or the 72 hours an accepted or instant booking has to pay its deposit. */
  hold_expires_at: string | null;
  created_at: string;
  confirmed_at: string | null;
  declined_at: string | null;
  cancelled_at: string | null;
  expired_at: string | null;
}

export interface CreateResult {
  trip: Trip;
  /** True when this is the stored answer to an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}
