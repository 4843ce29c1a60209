import fs from 'node:fs/promises';
import path from 'node:path';
import { config } from '../core/config.mjs';

// No 'server-only' marker: the digest job and the benchmark run outside Next.

/**
 * Private files (DESIGN §10: message attachments, later identity documents) live outside public/,
 * under PRIVATE_FILES_DIR (default `.data/private`, beside PGlite's data and ignored by git), and
 * reach a browser only through a route that checks who asks.
 */
export function privateFilesDir(): string {
  return path.resolve(config().privateFilesDir);
}

/** Keys are ours (`messages/<random>.<ext>`, `guestbook/<random>.enc` for sealed identity documents): anything else is refused rather than resolved. */
const KEY = /^[a-z]+\/[A-Za-z0-9_-]{16,64}\.(jpg|png|webp|pdf|enc)$/;

export function privateFilePath(key: string): string {
  if (!KEY.test(key)) throw new Error(`private-files: not a storage key: ${key}`);
  return path.join(privateFilesDir(), key);
}

export async function writePrivateFile(key: string, bytes: Uint8Array): Promise<void> {
  const file = privateFilePath(key);
  await fs.mkdir(path.dirname(file), { recursive: true });
  // `wx`: a key is never reused, so an existing file is a bug, not something to overwrite.
  await fs.writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
}

export async function readPrivateFile(key: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(privateFilePath(key));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

export async function deletePrivateFiles(keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => fs.rm(privateFilePath(key), { force: true })));
}
