import { resultsRequestOrThrow } from '@/server/catalog/results.params';
import { searchResults } from '@/server/catalog/results.queries';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

/**
 * GET /api/results – a results page's cards for a search, as the page itself renders them: the
 * browser asks for them on a dated first load, whose cached document has no dates (issue 18).
 */
export const GET = withApi(async (ctx) => {
  const { scope, state } = resultsRequestOrThrow(ctx.query);
  return ok(await searchResults(await ctx.publicContext(), scope, state), { headers: { 'Cache-Control': 'private, no-store' } });
});
