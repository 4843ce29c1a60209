import 'server-only';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { UploadedFile } from '../http/multipart';
import { stripBidiControls } from '../platform/text';
import { messagingError } from './messaging-errors';

/** What a message may carry (SPEC issue 14): 5 files of 10 MB, JPEG, PNG, WebP or PDF. */
export const ATTACHMENT_LIMITS = { maxFiles: 5, maxFileBytes: 10 * 1024 * 1024 } as const;

const TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
} as const;
type AllowedType = keyof typeof TYPES;

/** An attachment ready to store: its bytes as we keep them, never as the client sent an image. */
export interface PreparedAttachment {
  storageKey: string;
  contentType: AllowedType;
  bytes: Buffer;
  fileName: string;
  width: number | null;
  height: number | null;
}

/**
 * Checks a file by its bytes (file-type), never by its name or claimed type: anything but JPEG,
 * PNG, WebP or PDF is 400 `attachment_type`. Images are decoded and re-encoded by sharp after
 * rotate() (the EXIF orientation applied): the stored image carries no EXIF (GPS, camera, owner)
 * nor anything hidden after the picture.
 */
export async function prepareAttachment(file: UploadedFile): Promise<PreparedAttachment> {
  const sniffed = await fileTypeFromBuffer(file.bytes);
  const type = sniffed?.mime as AllowedType | undefined;
  if (!type || !(type in TYPES)) throw messagingError(400, 'attachment_type', { name: displayName(file.fileName, 'file') });
  const ext = TYPES[type];
  const storageKey = `messages/${randomBytes(18).toString('base64url')}.${ext}`;
  const fileName = withExtension(displayName(file.fileName, 'attachment'), ext);
  if (type === 'application/pdf') return { storageKey, contentType: type, bytes: file.bytes, fileName, width: null, height: null };
  try {
    const image = sharp(file.bytes, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
    const encoded =
      type === 'image/jpeg' ? image.jpeg({ quality: 85, mozjpeg: true }) : type === 'image/png' ? image.png() : image.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { storageKey, contentType: type, bytes: data, fileName, width: info.width, height: info.height };
  } catch {
    throw messagingError(400, 'attachment_unreadable', { name: fileName });
  }
}

/**
 * A name to show and to offer on download: no folders, no control characters, at most 120
 * characters; bidirectional controls removed like free text's (platform/text.ts, issue 28 finding
 * 10), so the other side reads the name as it was sent.
 */
function displayName(raw: string, fallback: string): string {
  const base = path.basename(stripBidiControls(raw).replaceAll('\\', '/'));
  const clean = [...base]
    .filter((c) => c !== '"' && (c.codePointAt(0) ?? 0) >= 0x20 && c !== '\u007f')
    .join('')
    .trim();
  return (clean || fallback).slice(0, 120);
}

function withExtension(name: string, ext: string): string {
  const base = name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return `${base || 'attachment'}.${ext}`;
}
