import { guestbookHome } from '@/server/guestbook/open/home.service';
import { ok, withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

// GET /v1/guestbook/{number} – the guestbook's home for its holder: the stay and its steps' progress (404 for anyone else)
export const GET = withApi(async (ctx) => ok(await guestbookHome(await ctx.publicContext(), String(ctx.params.number ?? ''))));
