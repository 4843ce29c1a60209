import { withApi } from '@/server/http/api';
import { notFound } from '@/server/core/errors';
import { exportCalendarByToken } from '@/server/owners/ical/export-calendar';
import { tokenOfFile } from '@/server/owners/ical/ical-export-token';

export const dynamic = 'force-dynamic';

// GET /ical/{token}.ics – a villa's availability for the channels to import; an unknown or rotated token is 404
export const GET = withApi(async (ctx) => {
  const token = tokenOfFile(String(ctx.params.file ?? ''));
  const context = await ctx.publicContext();
  const body = token ? await exportCalendarByToken(context.orm, token, context.now) : null;
  if (body === null) throw notFound();
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="availability.ics"',
      // The URL is the secret: no shared cache may keep it, no referrer may carry it.
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    },
  });
});
