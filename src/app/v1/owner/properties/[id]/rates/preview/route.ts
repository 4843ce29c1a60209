import { ok, withApi } from '@/server/http/api';
import { parseListingInput, ratesPreviewQuerySchema } from '@/server/owners/listings/listing.schema';
import { previewListingQuote } from '@/server/owners/listings/listing-rates';
import { requireOwnerWork } from '@/server/owners/owner-scope';

export const dynamic = 'force-dynamic';

// GET /v1/owner/properties/{id}/rates/preview – the quote a guest would get for sample dates
export const GET = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const input = parseListingInput(ratesPreviewQuerySchema, Object.fromEntries(ctx.query));
    return ok(await previewListingQuote(context, Number(ctx.params.id), input));
  },
  { allow: requireOwnerWork },
);
