import { toUnits } from '../catalog/property.api';
import type { Availability } from './availability.service';
import type { StayQuote } from './quote.service';

/** GET /v1/properties/{id}/quote's `data`: amounts in currency units, with the cents beside the totals. */
export interface ApiQuote {
  property_id: number;
  check_in: string;
  check_out: string;
  guests: number;
  nights: number;
  currency: string;
  nightly: { date: string; amount: number }[];
  nights_total: number;
  cleaning_fee: number;
  service_fee: number;
  taxes: number;
  total: number;
  security_deposit: number;
  average_nightly: number;
  min_nights: number;
  instant_book: 0 | 1;
  quote_signature: string;
  nights_total_cents: number;
  cleaning_fee_cents: number;
  service_fee_cents: number;
  taxes_cents: number;
  total_cents: number;
  security_deposit_cents: number;
}

export function toApiQuote(q: StayQuote): ApiQuote {
  return {
    property_id: q.propertyId,
    check_in: q.checkIn,
    check_out: q.checkOut,
    guests: q.guests,
    nights: q.nightCount,
    currency: q.currency,
    nightly: q.nights.map((n) => ({ date: n.date, amount: toUnits(n.cents) })),
    nights_total: toUnits(q.nightsTotalCents),
    cleaning_fee: toUnits(q.cleaningFeeCents),
    service_fee: toUnits(q.serviceFeeCents),
    taxes: toUnits(q.taxesCents),
    total: toUnits(q.totalCents),
    security_deposit: toUnits(q.securityDepositCents),
    average_nightly: toUnits(q.averageNightlyCents),
    min_nights: q.minNights,
    instant_book: q.instantBook ? 1 : 0,
    quote_signature: q.signature,
    nights_total_cents: q.nightsTotalCents,
    cleaning_fee_cents: q.cleaningFeeCents,
    service_fee_cents: q.serviceFeeCents,
    taxes_cents: q.taxesCents,
    total_cents: q.totalCents,
    security_deposit_cents: q.securityDepositCents,
  };
}

export interface ApiAvailability {
  property_id: number;
  from: string;
  to: string;
  unavailable: string[];
  min_nights: number;
  maximum_capacity: number;
  today: string;
}

export function toApiAvailability(a: Availability): ApiAvailability {
  return {
    property_id: a.propertyId,
    from: a.from,
    to: a.to,
    unavailable: a.unavailable,
    min_nights: a.minNights,
    maximum_capacity: a.maximumCapacity,
    today: a.today,
  };
}
