import { ok, withApi } from '@/server/http/api';
import { listGroceryCatalogue } from '@/server/trips/groceries.service';

export const dynamic = 'force-dynamic';

// GET /v1/groceries – the active grocery catalogue by category, in the request's language.
export const GET = withApi(async (ctx) =>
  ok(await listGroceryCatalogue(await ctx.publicContext()), {
    headers: { 'Cache-Control': 'public, max-age=300', Vary: 'Accept-Language, Cookie' },
  }),
);
