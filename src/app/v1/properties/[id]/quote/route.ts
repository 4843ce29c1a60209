import { toApiQuote } from '@/server/booking/quote.api';
import { quoteStay } from '@/server/booking/quote.service';
import { quoteQuerySchema } from '@/server/booking/stay.schema';
import { propertyIdOrThrow } from '@/server/http/catalog';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

/** The price of a stay, after every booking rule (errors: quote.service.ts). */
export const GET = withApi(async (ctx) => {
  const propertyId = propertyIdOrThrow(ctx.params.id);
  const query = parseInput(quoteQuerySchema, ctx.query);
  const quote = await quoteStay(await ctx.publicContext(), {
    propertyId,
    checkIn: query.check_in,
    checkOut: query.check_out,
    guests: query.guests,
  });
  return ok(toApiQuote(quote));
});
