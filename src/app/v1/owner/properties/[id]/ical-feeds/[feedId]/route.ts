import { ok, withApi } from '@/server/http/api';
import { deleteIcalFeed } from '@/server/owners/ical/ical-feeds.service';
import { requireOwnerWork } from '@/server/owners/owner-scope';

export const dynamic = 'force-dynamic';

// DELETE /v1/owner/properties/{id}/ical-feeds/{feedId} – stop importing a feed and free the nights it blocked
export const DELETE = withApi(
  async (ctx) => ok(await deleteIcalFeed(await ctx.context(), Number(ctx.params.id), Number(ctx.params.feedId))),
  { allow: requireOwnerWork },
);
