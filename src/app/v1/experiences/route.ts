import { listApiExperiences, pageMeta } from '@/server/content/content.api';
import { experienceListQuerySchema } from '@/server/content/content.schema';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

export const GET = withApi(async (ctx) => {
  const list = await listApiExperiences(await ctx.publicContext(), parseInput(experienceListQuerySchema, ctx.query));
  return ok(list.items, { meta: pageMeta(list) });
});
