// GET /media/{path} – serves generated and uploaded images from MEDIA_DIR, cached for a year.
import fs from 'node:fs/promises';
import { contentTypeFor, mediaDir, resolveMediaPath } from '@/server/media/media-path';

export const dynamic = 'force-dynamic';

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

function notFound() {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path: segments } = await params;
  const file = resolveMediaPath(mediaDir(), segments);
  const contentType = file && contentTypeFor(file);
  if (!file || !contentType) return notFound();

  let stat: Awaited<ReturnType<typeof fs.stat>>;
  try {
    stat = await fs.stat(file);
  } catch {
    return notFound();
  }
  if (!stat.isFile()) return notFound();

  // Files are never rewritten in place (new content gets a new name), so size + mtime identify one.
  const etag = `W/"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Cache-Control': CACHE_CONTROL,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  // An SVG is a document that could run script if opened directly: forbid everything it might load.
  if (contentType === 'image/svg+xml') headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    return new Response(null, { status: 304, headers });
  }
  const body = await fs.readFile(file);
  headers['Content-Length'] = String(body.byteLength);
  return new Response(new Uint8Array(body), { status: 200, headers });
}
