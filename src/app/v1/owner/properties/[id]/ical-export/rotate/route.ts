import { ok, withApi } from '@/server/http/api';
import { rotateIcalExport } from '@/server/owners/ical/ical-feeds.service';
import { requireOwnerWork } from '@/server/owners/owner-scope';

export const dynamic = 'force-dynamic';

// POST /v1/owner/properties/{id}/ical-export/rotate – a new secret export URL; the old one answers 404
export const POST = withApi(async (ctx) => ok(await rotateIcalExport(await ctx.context(), Number(ctx.params.id))), {
  allow: requireOwnerWork,
});
