import type { Readable } from 'node:stream';
import { config } from '../core/config.mjs';
import { localDriver } from './local-driver';
import { assertStorageKey, isStorageKey } from './keys';
import { s3Driver } from './s3-driver';

// No 'server-only' marker: the seed, the jobs and storage:migrate run outside Next.

/**
 * Where the app's files live (issue 29, docs/decisions/038-files-on-object-storage.md): one module,
 * two drivers. `media` holds public media (served under /media/…, cached for a year: a key is never
 * rewritten with other bytes), `private` holds private files (message attachments, sealed identity
 * documents, authorization PDFs, expense receipts), which only reach a browser through a route that
 * checks who asks. Locally the two areas are MEDIA_DIR and PRIVATE_FILES_DIR (the layout of earlier
 * versions); with S3_BUCKET they are the prefixes `media/` and `private/` of one bucket.
 */
export type Area = 'media' | 'private';
export const AREAS: readonly Area[] = ['media', 'private'];

/** A body of known length: a buffer, or a file on this machine (S3-compatible servers want a length). */
export type PutBody = Uint8Array | { file: string };

export interface PutOptions {
  contentType?: string;
}

export interface ObjectInfo {
  size: number;
  lastModified: Date | null;
}

export interface StoredObject extends ObjectInfo {
  /** The bytes, as a Node stream: read it to the end or destroy it. */
  body: Readable;
  contentType: string;
}

export interface StorageDriver {
  readonly kind: 'local' | 's3';
  put(area: Area, key: string, body: PutBody, opts?: PutOptions): Promise<void>;
  /** The object as a stream with its size and type, or null when there is none. */
  get(area: Area, key: string): Promise<StoredObject | null>;
  /** Size and date of the object, or null when there is none. */
  stat(area: Area, key: string): Promise<ObjectInfo | null>;
  /** Removes the object; one already gone is not an error. */
  delete(area: Area, key: string): Promise<void>;
  /**
   * A URL that reads the object for `expiresInSeconds` without the app (S3 only; the local driver
   * answers null). Never asked for a private file: see signedReadUrl().
   */
  signedUrl(area: Area, key: string, expiresInSeconds: number): Promise<string | null>;
  /** Every key of the area, for storage:migrate (the local driver's own files). */
  list?(area: Area): AsyncIterable<{ key: string; size: number }>;
}

export { assertStorageKey, contentTypeOfKey, isStorageKey } from './keys';

let current: { signature: string; driver: StorageDriver } | null = null;

/**
 * The configured driver: S3 when S3_BUCKET is set, else the local disk. Made again when the
 * configuration changes (tests point MEDIA_DIR, PRIVATE_FILES_DIR or S3_* elsewhere).
 */
export function storage(): StorageDriver {
  const c = config();
  const signature = JSON.stringify([c.storage, c.mediaDir, c.privateFilesDir]);
  if (current?.signature !== signature) {
    current = {
      signature,
      driver: c.storage.bucket
        ? s3Driver({ ...c.storage, bucket: c.storage.bucket })
        : localDriver({ media: c.mediaDir, private: c.privateFilesDir }),
    };
  }
  return current.driver;
}

export async function putObject(area: Area, key: string, body: PutBody, opts?: PutOptions): Promise<void> {
  assertStorageKey(key);
  await storage().put(area, key, body, opts);
}

export async function getObject(area: Area, key: string): Promise<StoredObject | null> {
  if (!isStorageKey(key)) return null;
  return storage().get(area, key);
}

export async function objectExists(area: Area, key: string): Promise<boolean> {
  if (!isStorageKey(key)) return false;
  return (await storage().stat(area, key)) !== null;
}

/** Removes objects; keys that are not ours are skipped, ones already gone are fine. */
export async function deleteObjects(area: Area, keys: readonly string[]): Promise<void> {
  const driver = storage();
  await Promise.all(keys.filter(isStorageKey).map((key) => driver.delete(area, key)));
}

/**
 * A time-limited URL to a public medium in the bucket (null on the local disk). Private files
 * never get one: they are streamed through the app after its authorization, with headers a bucket
 * would not send (decision 038).
 */
export async function signedReadUrl(area: 'media', key: string, expiresInSeconds = 900): Promise<string | null> {
  if ((area as Area) !== 'media') throw new Error('storage: private files are never given a URL');
  assertStorageKey(key);
  return storage().signedUrl(area, key, expiresInSeconds);
}

/** Reads a whole object into memory (small files only: a sealed document to decrypt). */
export async function readObject(area: Area, key: string): Promise<Buffer | null> {
  const found = await getObject(area, key);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
