import { ok, withApi } from '@/server/http/api';
import { blockInputSchema, calendarQuerySchema, parseListingInput } from '@/server/owners/listings/listing.schema';
import { addListingBlock, getListingCalendar } from '@/server/owners/listings/listing-calendar';
import { requireOwnerWork } from '@/server/owners/owner-scope';

export const dynamic = 'force-dynamic';

// GET /v1/owner/properties/{id}/blocks – months of reservations and blocks
export const GET = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const input = parseListingInput(calendarQuerySchema, Object.fromEntries(ctx.query));
    return ok(await getListingCalendar(context, Number(ctx.params.id), input));
  },
  { allow: requireOwnerWork },
);

// POST /v1/owner/properties/{id}/blocks – block nights with a reason
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const input = parseListingInput(blockInputSchema, await ctx.body());
    return ok(await addListingBlock(context, Number(ctx.params.id), input), { status: 201 });
  },
  { allow: requireOwnerWork },
);
