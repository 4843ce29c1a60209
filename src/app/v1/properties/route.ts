import { toApiSearchItem } from '@/server/catalog/property.api';
import { searchQuerySchema } from '@/server/catalog/search.schema';
import { searchProperties } from '@/server/catalog/search.service';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

/** Search published villas: every filter of the results page (search.schema.ts), paged; with dates, each item's stay total. */
export const GET = withApi(async (ctx) => {
  const query = parseInput(searchQuerySchema, ctx.query);
  const result = await searchProperties(await ctx.publicContext(), query);
  return ok(result.items.map(toApiSearchItem), {
    meta: {
      total: result.total,
      page: result.page,
      per_page: result.perPage,
      page_count: result.pageCount,
      price_bounds: result.priceBounds,
      amenities: result.amenities,
    },
  });
});
