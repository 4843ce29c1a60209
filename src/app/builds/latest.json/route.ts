// GET /builds/latest.json?{timestamp} – the running build's id and time (SPEC §7)
import { BUILD_ID, BUILD_TIME } from '@/lib/build-info';

export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json(
    { buildId: BUILD_ID, builtAt: BUILD_TIME },
    { headers: { 'Cache-Control': 'no-store, max-age=0' } },
  );
}
