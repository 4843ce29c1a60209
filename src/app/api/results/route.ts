import { visitorContext } from '@/server/access/context';
import { resultsRequestOrThrow } from '@/server/catalog/results.params';
import { cachedSearchResults } from '@/server/catalog/results.queries';
import { withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

/**
 * GET /api/results – a results page's cards for a search, as the page itself renders them: the
 * browser asks for them on a dated first load, whose cached document has no dates (issue 18).
 * The answer is the same for every visitor (no session is read) and comes from this process's
 * search cache while nothing it reads has changed (docs/decisions/042); `X-Alma-Cache` says
 * whether it was a hit.
 */
export const GET = withApi(async (ctx) => {
  const { scope, state } = resultsRequestOrThrow(ctx.query);
  const answer = await cachedSearchResults(visitorContext(ctx.orm, { locale: ctx.locale }), scope, state);
  return new Response(answer.body, {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store', 'X-Alma-Cache': answer.hit ? 'hit' : 'miss' },
  });
});
