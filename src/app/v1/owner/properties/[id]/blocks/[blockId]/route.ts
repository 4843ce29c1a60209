import { ok, withApi } from '@/server/http/api';
import { removeListingBlock } from '@/server/owners/listings/listing-calendar';
import { requireOwnerWork } from '@/server/owners/owner-scope';

export const dynamic = 'force-dynamic';

// DELETE /v1/owner/properties/{id}/blocks/{blockId} – unblock: free a block's nights
export const DELETE = withApi(
  async (ctx) => {
    await removeListingBlock(await ctx.context(), Number(ctx.params.id), Number(ctx.params.blockId));
    return ok({ deleted: true as const });
  },
  { allow: requireOwnerWork },
);
