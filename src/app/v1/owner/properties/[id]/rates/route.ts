import { ok, withApi } from '@/server/http/api';
import { listingRatesSchema, parseListingInput } from '@/server/owners/listings/listing.schema';
import { getListingRates, replaceListingRates } from '@/server/owners/listings/listing-rates';
import { requireOwnerWork } from '@/server/owners/owner-scope';

export const dynamic = 'force-dynamic';

// GET /v1/owner/properties/{id}/rates – prices, payment schedule and seasonal rates
export const GET = withApi(async (ctx) => ok(await getListingRates(await ctx.context(), Number(ctx.params.id))), {
  allow: requireOwnerWork,
});

// PUT /v1/owner/properties/{id}/rates – save the prices and replace the seasonal rates
export const PUT = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const input = parseListingInput(listingRatesSchema, await ctx.body());
    return ok(await replaceListingRates(context, Number(ctx.params.id), input));
  },
  { allow: requireOwnerWork },
);
