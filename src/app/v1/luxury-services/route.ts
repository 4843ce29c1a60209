import { listApiLuxuryServices, pageMeta } from '@/server/content/content.api';
import { contentListQuerySchema } from '@/server/content/content.schema';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

export const GET = withApi(async (ctx) => {
  const list = await listApiLuxuryServices(await ctx.publicContext(), parseInput(contentListQuerySchema, ctx.query));
  return ok(list.items, { meta: pageMeta(list) });
});
