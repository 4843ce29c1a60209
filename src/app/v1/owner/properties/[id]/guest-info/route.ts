import { ok, withApi } from '@/server/http/api';
import { guestInfoSchema, parseListingInput } from '@/server/owners/listings/listing.schema';
import { getGuestInfo, requireGuestInfoReader, saveGuestInfo } from '@/server/owners/listings/guest-info';
import { requireOwnerWork } from '@/server/owners/owner-scope';

export const dynamic = 'force-dynamic';

// GET /v1/owner/properties/{id}/guest-info – the villa's private guest information (owners, its concierges)
export const GET = withApi(async (ctx) => ok(await getGuestInfo(await ctx.context(), Number(ctx.params.id))), {
  allow: requireGuestInfoReader,
});

// PUT /v1/owner/properties/{id}/guest-info – save it (owners only)
export const PUT = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const input = parseListingInput(guestInfoSchema, await ctx.body());
    return ok(await saveGuestInfo(context, Number(ctx.params.id), input));
  },
  { allow: requireOwnerWork },
);
