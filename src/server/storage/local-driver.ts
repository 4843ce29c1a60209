import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Area, ObjectInfo, StorageDriver, StoredObject } from './storage';
import { contentTypeOfKey } from './keys';

/**
 * Files on this machine's disk: public media under MEDIA_DIR, private files under
 * PRIVATE_FILES_DIR, at `<folder>/<key>`, the layout of earlier versions (an existing installation
 * keeps working, and storage:migrate copies it to a bucket as it is). Private files are readable by
 * their owner only (0600).
 */
export function localDriver(roots: Partial<Record<Area, string>>): StorageDriver & { localPath(area: Area, key: string): string } {
  const rootOf = (area: Area) => {
    const root = roots[area];
    if (!root) throw new Error(`storage: no folder for ${area} files`);
    return path.resolve(root);
  };
  const fileOf = (area: Area, key: string) => {
    const base = rootOf(area);
    const file = path.resolve(base, key);
    // isStorageKey() already refuses `..`; this is the belt to its braces.
    if (!file.startsWith(base + path.sep)) throw new Error(`storage: ${key} leaves its folder`);
    return file;
  };
  const statOf = async (file: string): Promise<fs.Stats | null> => {
    try {
      const s = await fs.promises.stat(file);
      return s.isFile() ? s : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
      throw err;
    }
  };

  return {
    kind: 'local',

    localPath: fileOf,

    async put(area, key, body) {
      const file = fileOf(area, key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written beside under a temporary name, then renamed: a reader (or an interrupted run) never
      // sees half a file.
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      const mode = area === 'private' ? 0o600 : 0o644;
      try {
        if (body instanceof Uint8Array) await fs.promises.writeFile(tmp, body, { flag: 'wx', mode });
        else {
          await fs.promises.copyFile(body.file, tmp, fs.constants.COPYFILE_EXCL);
          await fs.promises.chmod(tmp, mode);
        }
        await fs.promises.rename(tmp, file);
      } catch (err) {
        await fs.promises.rm(tmp, { force: true });
        throw err;
      }
    },

    async get(area, key): Promise<StoredObject | null> {
      const file = fileOf(area, key);
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(file, 'r');
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
        throw err;
      }
      // Stat the open file, not the name: a delete between the two cannot mismatch size and bytes.
      const s = await handle.stat();
      if (!s.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), size: s.size, lastModified: s.mtime, contentType: contentTypeOfKey(key) };
    },

    async stat(area, key): Promise<ObjectInfo | null> {
      const s = await statOf(fileOf(area, key));
      return s && { size: s.size, lastModified: s.mtime };
    },

    async delete(area, key) {
      await fs.promises.rm(fileOf(area, key), { force: true });
    },

    async signedUrl() {
      return null;
    },

    async *list(area) {
      const base = rootOf(area);
      if (!fs.existsSync(base)) return;
      for (const entry of await fs.promises.readdir(base, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(base, file).split(path.sep).join('/');
        yield { key, size: (await fs.promises.stat(file)).size };
      }
    },
  };
}
