/** The owner portal's overview (/broker): what needs the owner's eye this fortnight, this month and this year. */

export interface OverviewMovement {
  kind: 'arrival' | 'departure';
  /** The villa's local date of the arrival or departure. */
  date: string;
  reservation_id: number;
  confirmation_number: string;
  property: { id: number; name: string };
  check_in: string;
  check_out: string;
  guest_first_name: string;
  guests: number;
}

export interface VillaOccupancy {
  id: number;
  name: string;
  nights: number;
  days: number;
  percent: number;
}

export interface MonthOccupancy {
  /** YYYY-MM. */
  month: string;
  nights: number;
  days: number;
  percent: number;
  villas: VillaOccupancy[];
}

export interface EarningsPeriod {
  /** Check-ins from this day to that day (inclusive). */
  from: string;
  to: string;
  /** Nights and cleaning in the ledger, less the commission on the nights. */
  net_cents: number;
}

export interface OpenRequest {
  reservation_id: number;
  confirmation_number: string;
  property: { id: number; name: string };
  check_in: string;
  check_out: string;
  guests: number;
  guest_first_name: string;
  hold_expires_at: string | null;
  hold_seconds_left: number | null;
}

export interface OverviewAlerts {
  failing_feeds: {
    id: number;
    property: { id: number; name: string };
    label: string;
    channel: string;
    last_error: string | null;
    last_error_at: string;
  }[];
  statements: { month: string; owner_name: string; issued_at: string }[];
  missing_spanish: { id: number; name: string }[];
}

export interface OwnerOverview {
  /** The first and last local day of the 14-day window. */
  window: { from: string; to: string };
  movements: OverviewMovement[];
  occupancy: { this_month: MonthOccupancy; next_month: MonthOccupancy };
  earnings: { currency: string; this_year: EarningsPeriod; last_year: EarningsPeriod; change_percent: number | null };
  open_requests: OpenRequest[];
  alerts: OverviewAlerts;
  villa_count: number;
}
