import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';
import { addFeedSchema } from '@/server/owners/ical/ical.schema';
import { addIcalFeed, getIcalChannels } from '@/server/owners/ical/ical-feeds.service';
import { requireOwnerWork } from '@/server/owners/owner-scope';

export const dynamic = 'force-dynamic';

// GET /v1/owner/properties/{id}/ical-feeds – the villa's export URL and imported feeds
export const GET = withApi(async (ctx) => ok(await getIcalChannels(await ctx.context(), Number(ctx.params.id))), {
  allow: requireOwnerWork,
});

// POST /v1/owner/properties/{id}/ical-feeds – import a channel's calendar (URL checked: http(s), outside our network)
export const POST = withApi(
  async (ctx) => {
    const context = await ctx.context();
    const input = parseInput(addFeedSchema, await ctx.body());
    return ok(await addIcalFeed(context, Number(ctx.params.id), input), { status: 201 });
  },
  { allow: requireOwnerWork },
);
