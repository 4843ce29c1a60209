import { listPlaces } from '@/server/catalog/places.queries';
import { ok, withApi } from '@/server/http/api';

/** SPEC §7 GET /v1/locations/places: every country and state, named in the request's language. */
export const GET = withApi(async (ctx) =>
  ok(await listPlaces(await ctx.publicContext()), {
    headers: { 'Cache-Control': 'public, max-age=300', Vary: 'Accept-Language, Cookie' },
  }),
);
