import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { mediaDir, mediaUrl, resolveMediaPath } from '../../media/media-path';
import { RENDITION_SIZES, type RenditionSize, type Renditions } from './photo-renditions';

export type StoredPaths = Record<RenditionSize, string>;

/**
 * Writes one photo's renditions into the public media folder under an unguessable name
 * (properties/{villa id}/{128 random bits}-{size}.webp): a new upload never overwrites a file, so
 * the year-long immutable cache of /media stays right. Returns the /media/… URLs to store.
 */
export async function writeRenditions(propertyId: number, renditions: Renditions): Promise<StoredPaths> {
  const folder = `properties/${propertyId}`;
  await fs.mkdir(path.join(mediaDir(), folder), { recursive: true });
  const token = randomBytes(16).toString('hex');
  const paths = {} as StoredPaths;
  for (const size of RENDITION_SIZES) {
    const relative = `${folder}/${token}-${size}.webp`;
    // `wx`: fail rather than replace, should 128 random bits ever repeat.
    await fs.writeFile(path.join(mediaDir(), relative), renditions.files[size], { flag: 'wx' });
    paths[size] = mediaUrl(relative);
  }
  return paths;
}

/** Removes the files behind /media/… URLs; a URL outside the media folder or a file already gone is skipped. */
export async function removeMediaFiles(urls: readonly string[]): Promise<void> {
  const root = mediaDir();
  await Promise.all(
    urls.map(async (url) => {
      if (!url.startsWith('/media/')) return;
      const file = resolveMediaPath(root, url.slice('/media/'.length).split('/'));
      if (file) await fs.rm(file, { force: true });
    }),
  );
}
