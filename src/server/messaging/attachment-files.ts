import 'server-only';
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { cleanFileName, withExtension } from '../core/file-names';
import type { UploadedFile } from '../core/multipart';
import { reencodeImage, refuseOversizedImage } from '../media/upload-image';
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
 * PNG, WebP or PDF is 400 `attachment_type`. A picture over MAX_UPLOAD_PIXELS is 413
 * `image_too_large`, from its header alone; the others are decoded and re-encoded by sharp after
 * rotate() (the EXIF orientation applied): the stored image carries no EXIF (GPS, camera, owner)
 * nor anything hidden after the picture.
 */
export async function prepareAttachment(file: UploadedFile): Promise<PreparedAttachment> {
  const sniffed = await fileTypeFromBuffer(file.bytes);
  const type = sniffed?.mime as AllowedType | undefined;
  if (!type || !(type in TYPES)) throw messagingError(400, 'attachment_type', { name: cleanFileName(file.fileName, 'file') });
  const ext = TYPES[type];
  const storageKey = `messages/${randomBytes(18).toString('base64url')}.${ext}`;
  const fileName = withExtension(cleanFileName(file.fileName, 'attachment'), ext, 'attachment');
  if (type === 'application/pdf') return { storageKey, contentType: type, bytes: file.bytes, fileName, width: null, height: null };
  await refuseOversizedImage(file.bytes, fileName);
  try {
    const image = await reencodeImage(file.bytes, type);
    return { storageKey, contentType: type, bytes: image.data, fileName, width: image.width, height: image.height };
  } catch {
    throw messagingError(400, 'attachment_unreadable', { name: fileName });
  }
}
