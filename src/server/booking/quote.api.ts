import { toUnits } from '../catalog/property.api';
import type { Availability } from './availability.service';
import type { StayQuote } from './quote.service';
import type { z } from 'zod';
import type { apiAvailabilitySchema, apiQuoteSchema } from '../catalog/catalog.openapi';

/** GET /v1/properties/{id}/quote's `data`: amounts in currency units, with the cents beside the totals. */
export type ApiQuote = z.infer<typeof apiQuoteSchema>;

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

export type ApiAvailability = z.infer<typeof apiAvailabilitySchema>;

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
