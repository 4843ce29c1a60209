import 'server-only';
import { randomBytes } from 'node:crypto';
import { mediaUrl } from '../../media/media-path';
import { deleteObjects, putObject } from '../../storage/storage';
import { RENDITION_SIZES, type RenditionSize, type Renditions } from './photo-renditions';

export type StoredPaths = Record<RenditionSize, string>;

/**
 * Writes one photo's renditions into the public media (src/server/storage: MEDIA_DIR or the
 * bucket's `media/`) under an unguessable name (properties/{villa id}/{128 random bits}-{size}.webp):
 * a new upload never overwrites a file, so the year-long immutable cache of /media stays right.
 * Returns the /media/… URLs to store.
 */
export async function writeRenditions(propertyId: number, renditions: Renditions): Promise<StoredPaths> {
  const token = randomBytes(16).toString('hex');
  const paths = {} as StoredPaths;
  for (const size of RENDITION_SIZES) {
    const relative = `properties/${propertyId}/${token}-${size}.webp`;
    await putObject('media', relative, renditions.files[size], { contentType: 'image/webp' });
    paths[size] = mediaUrl(relative);
  }
  return paths;
}

/** The media key behind a /media/… URL, or null for anything else (an outside URL, a bad path). */
export function mediaKeyOf(url: string): string | null {
  return url.startsWith('/media/') ? url.slice('/media/'.length) : null;
}

/** Removes the files behind /media/… URLs; a URL outside the media or a file already gone is skipped. */
export async function removeMediaFiles(urls: readonly string[]): Promise<void> {
  await deleteObjects(
    'media',
    urls.map(mediaKeyOf).filter((k): k is string => k !== null),
  );
}
