import { numberParam } from '@/server/http/guestbook-authorization';
import { getInstructions } from '@/server/guestbook/instructions/instructions.service';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

// GET /v1/guestbook/{number}/instructions – arrival directions, rules and contacts; the door code and wifi password by the reveal rule
export const GET = withApi(async (ctx) => ok(await getInstructions(await ctx.context(), numberParam(ctx))));
