import { getAuthorization } from '@/server/guestbook/authorization/authorization.service';
import { documentLocale, numberParam } from '@/server/http/guestbook-authorization';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

// GET /v1/guestbook/{number}/authorization – the damage and house-rules authorization (?locale) and the stay's signature
export const GET = withApi(async (ctx) => ok(await getAuthorization(await ctx.context(), numberParam(ctx), documentLocale(ctx))));
