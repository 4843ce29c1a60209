import { ok } from '@/server/http/api';
import { blockInputSchema, calendarQuerySchema, parseListingInput } from '@/server/owners/listings/listing.schema';
import { addListingBlock, getListingCalendar } from '@/server/owners/listings/listing-calendar';
import { requireOwnerWork } from '@/server/owners/owner-scope';
import { recordWrite, withRecord } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

// GET /v1/owner/properties/{id}/blocks – months of reservations and blocks
export const GET = withRecord(
  Number,
  async (context, id, ctx) =>
    ok(await getListingCalendar(context, id, parseListingInput(calendarQuerySchema, Object.fromEntries(ctx.query)))),
  { allow: requireOwnerWork },
);

// POST /v1/owner/properties/{id}/blocks – block nights with a reason
export const POST = recordWrite(Number, (body) => parseListingInput(blockInputSchema, body), addListingBlock, {
  allow: requireOwnerWork,
  status: 201,
});
