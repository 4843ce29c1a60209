import path from 'node:path';
import { config } from '../core/config.mjs';
import { deleteObjects, getObject, putObject, readObject, type StoredObject } from '../storage/storage';

// No 'server-only' marker: the digest job and the benchmark run outside Next.

/**
 * Private files (DESIGN §10: message attachments, sealed identity documents, authorization PDFs,
 * expense receipts) live in the storage's `private` area (src/server/storage: PRIVATE_FILES_DIR,
 * default `.data/private`, or the bucket's `private/` prefix) and reach a browser only through a
 * route that checks who asks: never a public or signed URL (decision 038).
 */

/** Keys are ours (`messages/<random>.<ext>`, `guestbook/<random>.enc` for sealed identity documents): anything else is refused rather than resolved. */
const KEY = /^[a-z]+\/[A-Za-z0-9_-]{16,64}\.(jpg|png|webp|pdf|enc)$/;

export function isPrivateFileKey(key: string): boolean {
  return KEY.test(key);
}

function checked(key: string): string {
  if (!KEY.test(key)) throw new Error(`private-files: not a storage key: ${key}`);
  return key;
}

/** Where the local driver keeps private files (PRIVATE_FILES_DIR). */
export function privateFilesDir(): string {
  return path.resolve(config().privateFilesDir);
}

/** The file of `key` on the local disk (the local driver's layout); with S3_BUCKET the file is in the bucket instead. */
export function privateFilePath(key: string): string {
  return path.join(privateFilesDir(), checked(key));
}

/** Stores a new private file; a key is never reused (128 random bits or more). */
export async function writePrivateFile(key: string, bytes: Uint8Array): Promise<void> {
  await putObject('private', checked(key), bytes);
}

/** The whole file in memory (a sealed document to decrypt), or null when it is gone. */
export async function readPrivateFile(key: string): Promise<Buffer | null> {
  return readObject('private', checked(key));
}

/** The file as a stream with its size, for a download, or null when it is gone. */
export async function openPrivateFile(key: string): Promise<StoredObject | null> {
  return getObject('private', checked(key));
}

export async function deletePrivateFiles(keys: readonly string[]): Promise<void> {
  await deleteObjects('private', keys.map(checked));
}
