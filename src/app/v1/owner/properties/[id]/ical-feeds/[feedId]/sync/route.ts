import { ok, withApi } from '@/server/http/api';
import { syncIcalFeedNow } from '@/server/owners/ical/ical-feeds.service';
import { requireOwnerWork } from '@/server/owners/owner-scope';

export const dynamic = 'force-dynamic';

// POST /v1/owner/properties/{id}/ical-feeds/{feedId}/sync – "Sync now": fetch the feed at once and answer the outcome
export const POST = withApi(
  async (ctx) => ok(await syncIcalFeedNow(await ctx.context(), Number(ctx.params.id), Number(ctx.params.feedId))),
  { allow: requireOwnerWork },
);
