import { ok, withApi } from '@/server/http/api';
import { listingDetailsPatchSchema, parseListingInput } from '@/server/owners/listings/listing.schema';
import { getListingDetails, updateListingDetails } from '@/server/owners/listings/listing-details';
import { requireOwnerWork } from '@/server/owners/owner-scope';

export const dynamic = 'force-dynamic';

// GET /v1/owner/properties/{id} – a villa's editable details in both languages, with its missing translations
export const GET = withApi(async (ctx) => ok(await getListingDetails(await ctx.context(), Number(ctx.params.id))), {
  allow: requireOwnerWork,
});

// PATCH /v1/owner/properties/{id} – change the details (publishing needs them complete)
export const PATCH = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const input = parseListingInput(listingDetailsPatchSchema, await ctx.body());
    return ok(await updateListingDetails(context, Number(ctx.params.id), input));
  },
  { allow: requireOwnerWork },
);
