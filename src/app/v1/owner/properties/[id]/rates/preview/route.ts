import { ok } from '@/server/http/api';
import { withRecord } from '@/server/http/record-route';
import { parseListingInput, ratesPreviewQuerySchema } from '@/server/owners/listings/listing.schema';
import { previewListingQuote } from '@/server/owners/listings/listing-rates';
import { requireOwnerWork } from '@/server/owners/owner-scope';

export const dynamic = 'force-dynamic';

// GET /v1/owner/properties/{id}/rates/preview – the quote a guest would get for sample dates
export const GET = withRecord(
  Number,
  async (context, id, ctx) =>
    ok(await previewListingQuote(context, id, parseListingInput(ratesPreviewQuerySchema, Object.fromEntries(ctx.query)))),
  { allow: requireOwnerWork },
);
