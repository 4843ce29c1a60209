import { contentTypeFor } from '../media/media-path';
import { isPrivateFileKey } from '../messaging/private-files';
import { type Area, AREAS, type StorageDriver } from './storage';

// No 'server-only' marker: scripts/storage/migrate.ts runs it.

export interface MigrateCounts {
  copied: number;
  /** Already in the bucket with the same size. */
  skipped: number;
  failed: number;
  /** Files of the folders that are not the app's (a legacy key file, a stray note): never copied. */
  ignored: number;
}

/** Only the app's own files go: pictures under the media, keys of ours under the private files (never e.g. a `guestbook.key`). */
export function migratable(area: Area, key: string): boolean {
  return area === 'media' ? contentTypeFor(key) !== null : isPrivateFileKey(key);
}

/**
 * Copies every file of a local installation (`from`: MEDIA_DIR and PRIVATE_FILES_DIR) into the
 * bucket (`to`), keeping keys. Idempotent and resumable: an object already there with the same size
 * is skipped, so a second run (or one after an interruption) copies only what is missing. A file
 * that fails is counted and reported, the others still go.
 */
export async function migrateFiles(
  from: StorageDriver & { localPath(area: Area, key: string): string },
  to: StorageDriver,
  opts: { parallel?: number; onFailure?: (area: Area, key: string, err: unknown) => void } = {},
): Promise<MigrateCounts> {
  const counts: MigrateCounts = { copied: 0, skipped: 0, failed: 0, ignored: 0 };
  if (!from.list) throw new Error('storage:migrate: the source cannot list its files');
  for (const area of AREAS) {
    const queue: { key: string; size: number }[] = [];
    for await (const file of from.list(area)) {
      if (migratable(area, file.key)) queue.push(file);
      else counts.ignored++;
    }
    let next = 0;
    const workers = Array.from({ length: Math.max(1, opts.parallel ?? 4) }, async () => {
      while (next < queue.length) {
        const file = queue[next++];
        if (!file) continue;
        try {
          const there = await to.stat(area, file.key);
          if (there && there.size === file.size) {
            counts.skipped++;
            continue;
          }
          await to.put(area, file.key, { file: from.localPath(area, file.key) });
          counts.copied++;
        } catch (err) {
          counts.failed++;
          opts.onFailure?.(area, file.key, err);
        }
      }
    });
    await Promise.all(workers);
  }
  return counts;
}
