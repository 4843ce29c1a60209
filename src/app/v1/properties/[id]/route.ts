import { getVisiblePropertyById } from '@/server/catalog/catalog.queries';
import { propertyIdOrThrow } from '@/server/http/catalog';
import { toApiDetail } from '@/server/catalog/property.api';
import { propertyNotFound } from '@/server/booking/stay-property';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

/** One published villa under SPEC §3's names; 400 for a malformed id, 404 for an unknown one. */
export const GET = withApi(async (ctx) => {
  const id = propertyIdOrThrow(ctx.params.id);
  const property = await getVisiblePropertyById(await ctx.publicContext(), String(id));
  if (!property) throw propertyNotFound();
  return ok(toApiDetail(property));
});
