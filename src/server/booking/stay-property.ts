import 'server-only';
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import { AppError } from '../core/errors';

/** What quoting and the calendar need of a published property. */
export interface StayProperty {
  id: number;
  currency: string;
  basePriceCents: number;
  cleaningFeeCents: number;
  securityDepositCents: number;
  minNights: number;
  maximumCapacity: number;
  instantBook: boolean;
  serviceFeeBps: number;
  taxBps: number;
  /** The state's zone, else the country's. */
  timeZone: string;
}

export const propertyNotFound = () => new AppError(404, 'not_found', { message: { key: 'search.errors.property_not_found' } });

/** A published property with its effective rates (state's, else country's); 404 otherwise. */
export async function getStayProperty(orm: Orm, propertyId: number): Promise<StayProperty> {
  const [row] = await rows<{
    id: number;
    currency: string;
    base_price_cents: number;
    cleaning_fee_cents: number;
    security_deposit_cents: number;
    min_nights: number;
    maximum_capacity: number;
    instant_book: boolean;
    service_fee_bps: number;
    tax_bps: number;
    time_zone: string;
  }>(
    orm,
    sql`select p.id, p.currency, p.base_price_cents, p.cleaning_fee_cents, p.security_deposit_cents, p.min_nights,
        p.maximum_capacity, p.instant_book,
        coalesce(s.service_fee_bps, c.service_fee_bps) as service_fee_bps,
        coalesce(s.tax_rate_bps, c.tax_rate_bps) as tax_bps,
        coalesce(s.time_zone, c.time_zone) as time_zone
      from properties p join countries c on c.id = p.country_id join states s on s.id = p.state_id
      where p.id = ${propertyId} and p.status = 'published'`,
  );
  if (!row) throw propertyNotFound();
  return {
    id: row.id,
    currency: row.currency,
    basePriceCents: row.base_price_cents,
    cleaningFeeCents: row.cleaning_fee_cents,
    securityDepositCents: row.security_deposit_cents,
    minNights: row.min_nights,
    maximumCapacity: row.maximum_capacity,
    instantBook: row.instant_book,
    serviceFeeBps: row.service_fee_bps,
    taxBps: row.tax_bps,
    timeZone: row.time_zone,
  };
}
