/** A villa in the owner portal's list (GET /v1/owner/properties). */
export interface OwnerPropertyRow {
  id: number;
  name: string;
  slug: string;
  status: 'draft' | 'submitted' | 'published';
  /** The listing's review (issue 17): `returned` is a draft an administrator sent back with a note. */
  review_state: 'draft' | 'submitted' | 'published' | 'returned';
  destination: string;
  owner: { id: number | null; name: string | null };
  /** Nights held by active reservations this month (the villa's local month), and the month's length. */
  occupancy: { nights: number; days: number; percent: number };
  /** The next active reservation's check-in (today or later, villa's local date); null when none. */
  next_arrival: string | null;
  /** Short or long description, highlights or house rules written in English but not in Spanish. */
  missing_spanish: boolean;
  cover_thumbnail: string | null;
}

/** An owner-group account an administrator can file a listing under or filter by. */
export interface OwnerAccount {
  id: number;
  name: string;
  email: string;
}

/** A destination a new listing can be placed in. */
export interface DestinationOption {
  id: number;
  name: string;
  country: string;
}
