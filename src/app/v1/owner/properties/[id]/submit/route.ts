import { ok, withApi } from '@/server/http/api';
import { submitListing } from '@/server/owners/listings/listing-submit';
import { requireOwnerWork } from '@/server/owners/owner-scope';

export const dynamic = 'force-dynamic';

// POST /v1/owner/properties/{id}/submit – ask an administrator to review and publish the listing
export const POST = withApi(async (ctx) => ok(await submitListing(await ctx.context(), Number(ctx.params.id))), {
  allow: requireOwnerWork,
});
