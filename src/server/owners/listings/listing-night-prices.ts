import 'server-only';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../access/context';
import { recordAudit } from '../../admin/audit';
import { AppError, notFound } from '../../core/errors';
import { addDays } from '../../core/calendar';
import { rows } from '../../db/raw';
import { inTransaction } from '../../db/transaction';
import { listingChanged } from '../listing-changed';
import { requireOwnedProperty } from '../owner-scope';
import type { NightPricesInput } from './listing.schema';
import { formatMoney } from '@/lib/format';

/** A night's own price may be at most this many times the villa's base price (issue 32). */
export const MAX_BASE_MULTIPLE = 10;

export interface NightPricesAnswer {
  /** Every night of the range with its own price after the write (null: none, the season's or base price applies). */
  nights: { night: string; nightly_cents: number | null }[];
}

/**
 * Sets (or, with `nightly_cents: null`, clears) the own price of each night of [start_date,
 * end_date) of a villa the caller runs (issue 32: e.g. New Year's Eve). The price must be above
 * zero and at most 10× the villa's base price: else 422 `nightly_price_out_of_range`, naming the
 * limit. It wins over the season and the base price in quotes and search totals from now on;
 * reservations keep their frozen quote. One audit line, and the villa's and results pages leave
 * the cache (listingChanged) in the same transaction.
 */
export async function setNightPrices(ctx: ServiceContext, propertyId: number, input: NightPricesInput): Promise<NightPricesAnswer> {
  const owned = await requireOwnedProperty(ctx, propertyId);
  const [villa] = await rows<{ base_price_cents: number }>(ctx.orm, sql`select base_price_cents from properties where id = ${owned.id}`);
  if (!villa) throw notFound();
  const cents = input.nightly_cents;
  const max = villa.base_price_cents * MAX_BASE_MULTIPLE;
  if (cents !== null && (cents <= 0 || cents > max)) {
    const sentence = {
      key: 'ownerListing.errors.nightly_price_out_of_range',
      values: { max: formatMoney(ctx.locale, max, owned.currency) },
    };
    throw new AppError(422, 'nightly_price_out_of_range', { message: sentence, fields: { nightly_cents: sentence } });
  }
  const nights: string[] = [];
  for (let d = input.start_date; d < input.end_date; d = addDays(d, 1)) nights.push(d);
  return inTransaction(ctx.orm, async (orm) => {
    const before = await rows<{ night: string; nightly_cents: number }>(
      orm,
      sql`select night::text as night, nightly_cents from nightly_prices
        where property_id = ${owned.id} and night >= ${input.start_date}::date and night < ${input.end_date}::date order by night`,
    );
    if (cents === null) {
      await orm.execute(
        sql`delete from nightly_prices where property_id = ${owned.id} and night >= ${input.start_date}::date and night < ${input.end_date}::date`,
      );
    } else {
      await orm.execute(
        sql`insert into nightly_prices (property_id, night, nightly_cents)
          select ${owned.id}, d::date, ${cents} from generate_series(${input.start_date}::date, ${input.end_date}::date - 1, interval '1 day') d
          on conflict (property_id, night) do update set nightly_cents = excluded.nightly_cents`,
      );
    }
    await listingChanged(orm, owned.id);
    await recordAudit(orm, ctx, {
      action: 'property.night_prices',
      objectType: 'property',
      objectId: owned.id,
      before: { property_id: owned.id, nights: before },
      after: { property_id: owned.id, start_date: input.start_date, end_date: input.end_date, nightly_cents: cents },
    });
    return { nights: nights.map((night) => ({ night, nightly_cents: cents })) };
  });
}
