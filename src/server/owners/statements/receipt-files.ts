import 'server-only';
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../core/errors';
import { cleanFileName, withExtension } from '../../core/file-names';
import type { UploadedFile } from '../../core/multipart';
import { reencodeImage, refuseOversizedImage } from '../../media/upload-image';

/** A receipt: at most 10 MB, a PDF or a photo (checked by its bytes). */
export const RECEIPT_LIMITS = { maxFiles: 1, maxFileBytes: 10 * 1024 * 1024, maxRequestBytes: 10 * 1024 * 1024 + 64 * 1024 } as const;

const RECEIPT_TYPES = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
type ReceiptType = keyof typeof RECEIPT_TYPES;

/** A receipt ready to store as a private file: its bytes as we keep them, never as the client sent a picture. */
export interface PreparedReceipt {
  key: string;
  mime: ReceiptType;
  name: string;
  bytes: Buffer;
}

const receiptError = (status: number, code: string, values?: Record<string, string>) =>
  new AppError(status, code, { message: { key: `ownerEarnings.errors.${code}`, values } });

/**
 * Checks a receipt the way message attachments are checked: its type by its bytes (file-type),
 * never by its name or claimed type (415 `receipt_type`); a PDF is kept as sent, as attachments
 * keep theirs; a picture over MAX_UPLOAD_PIXELS is 413 `image_too_large` from its header alone, and
 * any other is re-encoded without its metadata (422 `receipt_unreadable` when it does not decode).
 * Its name keeps no folder, control or bidirectional character and takes the extension of its type.
 */
export async function prepareReceipt(file: UploadedFile): Promise<PreparedReceipt> {
  const sniffed = await fileTypeFromBuffer(file.bytes);
  const mime = sniffed?.mime as ReceiptType | undefined;
  if (!mime || !(mime in RECEIPT_TYPES)) throw receiptError(415, 'receipt_type');
  const ext = RECEIPT_TYPES[mime];
  const key = `receipts/${randomBytes(18).toString('base64url')}.${ext}`;
  const name = withExtension(cleanFileName(file.fileName, 'receipt', 100), ext, 'receipt');
  if (mime === 'application/pdf') return { key, mime, name, bytes: file.bytes };
  await refuseOversizedImage(file.bytes, name);
  try {
    return { key, mime, name, bytes: (await reencodeImage(file.bytes, mime)).data };
  } catch {
    throw receiptError(422, 'receipt_unreadable', { name });
  }
}
