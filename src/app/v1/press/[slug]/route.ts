import { slugOrThrow } from '@/server/http/catalog';
import { getApiPressArticle } from '@/server/content/content.api';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

export const GET = withApi(async (ctx) => ok(await getApiPressArticle(await ctx.publicContext(), slugOrThrow(ctx.params.slug))));
