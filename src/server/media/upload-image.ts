import 'server-only';
import sharp from 'sharp';
import { AppError } from '../core/errors';

/**
 * The most pixels an uploaded picture may have: listing photos, message attachments and expense
 * receipts alike. Decoding costs time and memory by the pixel (a 100-megapixel PNG of ~300 KB takes
 * ~0.9 s to decode and resize here), so a small file can still be a heavy one. 50 MP keeps every
 * camera people send us from (45.7 MP full-frame bodies, 48–50 MP phones) and refuses the rest.
 */
export const MAX_UPLOAD_PIXELS = 50_000_000;

/** What sharp decodes with once the header has passed: the same cap again, and a corrupt file fails rather than half-decodes. */
export const DECODE_OPTIONS = { failOn: 'error', limitInputPixels: MAX_UPLOAD_PIXELS } as const;

/**
 * Refuses a picture above MAX_UPLOAD_PIXELS with 413 `image_too_large` (the sentence names the
 * file), reading only its header (sharp's metadata(): width × height) so nothing is decoded. A
 * header sharp cannot read is let through: the decode that follows fails and the caller answers
 * it in its own words (unreadable).
 */
export async function refuseOversizedImage(bytes: Buffer, name: string): Promise<void> {
  let pixels: number;
  try {
    // No pixel limit on the header read itself: it would throw its own error for a huge image.
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    pixels = width * height;
  } catch {
    return;
  }
  if (pixels > MAX_UPLOAD_PIXELS)
    throw new AppError(413, 'image_too_large', {
      message: { key: 'errors.codes.image_too_large', values: { name, megapixels: MAX_UPLOAD_PIXELS / 1_000_000 } },
    });
}

export type ReencodedType = 'image/jpeg' | 'image/png' | 'image/webp';

/**
 * A JPEG, PNG or WebP decoded and written again in its own format, turned upright by its EXIF
 * orientation: the stored file carries no EXIF (GPS, camera, owner), no other metadata and nothing
 * hidden after the picture. Call refuseOversizedImage() first; a file that does not decode throws
 * sharp's error for the caller to answer.
 */
export async function reencodeImage(bytes: Buffer, type: ReencodedType): Promise<{ data: Buffer; width: number; height: number }> {
  const image = sharp(bytes, DECODE_OPTIONS).rotate();
  const encoded =
    type === 'image/jpeg' ? image.jpeg({ quality: 85, mozjpeg: true }) : type === 'image/png' ? image.png() : image.webp({ quality: 85 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
