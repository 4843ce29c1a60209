/** An owner-group account (owner, broker, rep) as the administration shows it. */
export interface AdminAccountRef {
  id: number;
  name: string;
  email: string;
}

/** A villa in the administration's list (GET /v1/admin/properties) and the answer of its writes. */
export interface AdminPropertyRow {
  id: number;
  name: string;
  slug: string;
  status: 'draft' | 'submitted' | 'published';
  /** draft, submitted, published, or returned: a draft with the administrator's note. */
  review_state: 'draft' | 'submitted' | 'published' | 'returned';
  owner: AdminAccountRef | null;
  /** The owner's language (en, es): a review note is written in it. */
  owner_locale: string | null;
  /** The managing brokers (property_managers). */
  brokers: AdminAccountRef[];
  commission_bps: number;
  deposit_percent: number;
  balance_due_days: number;
  security_deposit_cents: number;
  currency: string;
  submitted_at: string | null;
  review_note: string | null;
  /** What publishing still needs (required texts in both languages, nightly_rate, photos). */
  publish_missing: string[];
  /** The destination (state) and its country, in the request's language. */
  state: string;
  country: string;
}

export interface AdminPropertyPage {
  rows: AdminPropertyRow[];
  total: number;
  page: number;
  per_page: number;
  page_count: number;
  /** How many listings wait for review (whatever the filters). */
  waiting: number;
}
