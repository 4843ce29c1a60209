import path from 'node:path';
import { config } from '../core/config.mjs';

/** Where generated and uploaded media live; served under /media by src/app/media/[...path]. */
export function mediaDir(): string {
  return path.resolve(config().mediaDir);
}

/** The URL path the app stores and renders for a file at `relative` inside the media folder. */
export function mediaUrl(relative: string): string {
  return `/media/${relative}`;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

export function contentTypeFor(file: string): string | null {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? null;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * The storage key (inside the public media) a request for /media/{segments} names, or null when
 * it is not a plain relative path of a type we serve. Segments arrive already percent-decoded from
 * the router, so a decoded "../" or "/" inside one segment is refused here too.
 */
export function mediaKey(segments: readonly string[]): string | null {
  if (segments.length === 0 || segments.length > 8) return null;
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || segment.includes('..')) return null;
  }
  const key = segments.join('/');
  return contentTypeFor(key) ? key : null;
}

/**
 * The absolute file a request for /media/{segments} names, or null when it could leave the media
 * folder or is not a type we serve. Segments arrive already percent-decoded from the router, so a
 * decoded "../" or "/" inside one segment is refused here too; only plain names pass.
 */
export function resolveMediaPath(root: string, segments: readonly string[]): string | null {
  if (segments.length === 0 || segments.length > 8) return null;
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || segment.includes('..')) return null;
  }
  const base = path.resolve(root);
  const file = path.resolve(base, ...segments);
  if (!file.startsWith(base + path.sep)) return null;
  return contentTypeFor(file) ? file : null;
}
