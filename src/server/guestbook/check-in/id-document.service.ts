import 'server-only';
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { type ServiceContext, withContext } from '../../access/context';
import { guestbookCheckIns } from '../../db/schema/guestbook';
import { AppError } from '../../core/errors';
import type { UploadedFile } from '../../core/multipart';
import { deletePrivateFiles, writePrivateFile } from '../../messaging/private-files';
import { guestbookStay } from '../guestbook-access';
import { checkInRow, isComplete, toStayCheckIn } from './check-in-row';
import { assertStayNotFinished } from './check-in.service';
import type { StayCheckIn } from './check-in.types';
import { encryptDocument } from './guestbook-key';
import { stayError } from './stay-errors';
import { inTransaction } from '../../db/transaction';

/** The identity document (issue 16): one file of 15 MB at most (the message says "15 MB"). */
export const ID_DOCUMENT_LIMITS = { maxFiles: 1, maxFileBytes: 15_000_000, maxRequestBytes: 15_000_000 + 64 * 1024 } as const;

export const ID_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/**
 * Stores the lead guest's identity document: JPEG, PNG or PDF by its bytes (file-type; anything
 * else 415 `id_document_type`), sealed with AES-256-GCM (guestbook-key.ts) under a fresh
 * `guestbook/<random>.enc` key of the private files. A replaced document's file is deleted once
 * the new one is recorded; if recording fails the new file goes and the old one stays.
 */
export async function uploadIdDocument(ctx: ServiceContext, number: string, files: UploadedFile[]): Promise<StayCheckIn> {
  const first = await guestbookStay(ctx, number);
  assertStayNotFinished(first);
  const file = files.find((f) => f.field === 'file');
  if (!file || file.bytes.length === 0)
    throw new AppError(400, 'validation_failed', { fields: { file: { key: 'guestbookStay.errors.file_required' } } });
  const sniffed = await fileTypeFromBuffer(file.bytes);
  const type = ID_DOCUMENT_TYPES.find((t) => t === sniffed?.mime);
  if (!type) throw stayError(415, 'id_document_type');

  const storageKey = `guestbook/${randomBytes(18).toString('base64url')}.enc`;
  await writePrivateFile(storageKey, encryptDocument(file.bytes, first.reservationId));
  let replaced: string | null = null;
  try {
    const saved = await inTransaction(ctx.orm, async (orm) => {
      const stay = await guestbookStay(withContext(ctx, { orm }), number, { lock: true });
      assertStayNotFinished(stay);
      const current = await checkInRow(orm, stay.reservationId, { lock: true });
      replaced = current?.idDocumentKey ?? null;
      const doc = {
        idDocumentKey: storageKey,
        idDocumentType: type,
        idDocumentBytes: file.bytes.length,
        idDocumentUploadedAt: ctx.now,
        idDocumentDeletedAt: null,
      };
      const arrivalTime = current?.arrivalTime ?? '';
      const completedAt = isComplete({ arrivalTime, ...doc }) ? (current?.completedAt ?? ctx.now) : null;
      const [row] = await orm
        .insert(guestbookCheckIns)
        .values({ reservationId: stay.reservationId, ...doc, completedAt, updatedAt: ctx.now })
        .onConflictDoUpdate({ target: guestbookCheckIns.reservationId, set: { ...doc, completedAt, updatedAt: ctx.now } })
        .returning();
      return toStayCheckIn(stay.checkIn, row ?? null);
    });
    if (replaced) await deletePrivateFiles([replaced]);
    return saved;
  } catch (err) {
    await deletePrivateFiles([storageKey]);
    throw err;
  }
}
