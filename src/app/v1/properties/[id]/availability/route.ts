import { getAvailability } from '@/server/booking/availability.service';
import { toApiAvailability } from '@/server/booking/quote.api';
import { availabilityQuerySchema } from '@/server/booking/stay.schema';
import { propertyIdOrThrow } from '@/server/http/catalog';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

/** The nights a villa cannot be booked in [from, to). */
export const GET = withApi(async (ctx) => {
  const propertyId = propertyIdOrThrow(ctx.params.id);
  const query = parseInput(availabilityQuerySchema, ctx.query);
  const availability = await getAvailability(await ctx.publicContext(), { propertyId, from: query.from, to: query.to });
  return ok(toApiAvailability(availability));
});
