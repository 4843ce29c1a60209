// GET /media/{path} – serves generated and uploaded images from the storage's public media
// (MEDIA_DIR, or the bucket's `media/` prefix: every server answers for every file), cached for a year.
import { Readable } from 'node:stream';
import { contentTypeFor, mediaKey } from '@/server/media/media-path';
import { getObject } from '@/server/storage/storage';

export const dynamic = 'force-dynamic';

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

function notFound() {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path: segments } = await params;
  const key = mediaKey(segments);
  const contentType = key && contentTypeFor(key);
  if (!key || !contentType) return notFound();

  const found = await getObject('media', key);
  if (!found) return notFound();

  // Files are never rewritten in place (new content gets a new name), so size + date identify one.
  const etag = `W/"${found.size.toString(36)}-${Math.floor(found.lastModified?.getTime() ?? 0).toString(36)}"`;
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
    found.body.destroy();
    return new Response(null, { status: 304, headers });
  }
  headers['Content-Length'] = String(found.size);
  if (request.method === 'HEAD') {
    found.body.destroy();
    return new Response(null, { status: 200, headers });
  }
  return new Response(Readable.toWeb(found.body) as ReadableStream<Uint8Array>, { status: 200, headers });
}
