import 'server-only';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../core/errors';
import type { UploadedFile } from '../../core/multipart';
import { DECODE_OPTIONS, refuseOversizedImage } from '../../media/upload-image';
import { PHOTO_LONG_SIDE, PHOTO_RENDITIONS } from './photos.types';

/**
 * Types a listing photo may come in, decided by the bytes (file-type). AVIF decodes with the
 * libheif/aom that sharp's prebuilt binaries carry; HEIC (HEVC) does not, so it is refused like
 * any other type (docs/decisions/024).
 */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

export type RenditionSize = keyof typeof PHOTO_RENDITIONS;
export const RENDITION_SIZES = Object.keys(PHOTO_RENDITIONS) as RenditionSize[];

export interface Renditions {
  files: Record<RenditionSize, Buffer>;
  /** Of the `original` rendition (what property_images.width/height describe). */
  width: number;
  height: number;
}

export const photoError = (status: number, code: string, values?: Record<string, string | number>) =>
  new AppError(status, code, { message: { key: `ownerPhotos.errors.${code}`, values } });

/**
 * Checks one upload by its content and re-encodes it: rotated upright by its EXIF orientation, then
 * written as three WebP sizes with no metadata at all (EXIF, GPS, XMP, ICC: sharp keeps none unless
 * asked). The original's longest side is at most 2560 px; medium is half as wide, thumbnail a
 * quarter (what the public srcset declares). Not an accepted image: 415 naming the file; over
 * MAX_UPLOAD_PIXELS by its header: 413 `image_too_large`, before a pixel is decoded; bytes that
 * claim a type but do not decode: 422.
 */
export async function renderPhoto(file: UploadedFile): Promise<Renditions> {
  const name = displayName(file.fileName);
  const sniffed = await fileTypeFromBuffer(file.bytes);
  if (!sniffed || !ACCEPTED.has(sniffed.mime)) throw photoError(415, 'unsupported_media_type', { name });
  await refuseOversizedImage(file.bytes, name);
  try {
    const upright = sharp(file.bytes, DECODE_OPTIONS).rotate();
    const original = await upright
      .clone()
      .resize({ width: PHOTO_LONG_SIDE, height: PHOTO_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const { width, height } = original.info;
    const out = { original: original.data } as Record<RenditionSize, Buffer>;
    for (const size of RENDITION_SIZES) {
      if (size === 'original') continue;
      const share = PHOTO_RENDITIONS[size];
      out[size] = await upright
        .clone()
        .resize({ width: Math.max(1, Math.round(width * share)), height: Math.max(1, Math.round(height * share)), fit: 'fill' })
        .webp({ quality: size === 'thumbnail' ? 75 : 82 })
        .toBuffer();
    }
    return { files: out, width, height };
  } catch {
    throw photoError(422, 'image_unreadable', { name });
  }
}

/** The client's file name, for a message only: no folders or control characters, at most 80 characters. */
export function displayName(raw: string): string {
  const base = path.basename(raw.replaceAll('\\', '/'));
  const clean = [...base]
    .filter((c) => (c.codePointAt(0) ?? 0) >= 0x20 && c !== '\u007f')
    .join('')
    .trim();
  return (clean || '?').slice(0, 80);
}
