// No 'server-only' marker: db:backup and db:restore (scripts/) and the tests load it outside Next.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Database, openDatabase } from './open';

/**
 * Backups of the embedded database (issue 29 §4, docs/decisions/043). One process at a time can
 * open a PGlite folder, so while the server runs it answers db:backup itself, on a unix socket
 * beside the folder (`<PGLITE_DIR>.sock`, mode 600: only this machine's user can ask), with a
 * consistent copy (PGlite's dumpDataDir after a CHECKPOINT, between transactions). Stopped, no
 * socket answers and db:backup opens the folder itself. A backup is PGlite's gzipped tar of the
 * data folder; db:restore loads it into a new folder beside the old one and swaps them.
 *
 * The socket's protocol, one request per connection: the client sends `dump\n` or `ping\n`; the
 * server answers `ok <bytes>\n` followed by the gzipped tar, `pong\n`, or `error <message>\n`.
 */
export function backupSocketPath(pgliteDir: string): string {
  return `${path.resolve(pgliteDir)}.sock`;
}

/** Longest unix socket path Linux accepts (sun_path is 108 bytes, with its NUL). */
const MAX_SOCKET_PATH = 107;

/**
 * Answers db:backup from this process (instrumentation.ts, with PGlite). A socket file left by a
 * process that died (nothing answers on it) is replaced; one that answers belongs to another
 * server on the same folder: refused. Resolves with a function that closes it and removes the file.
 */
export async function startBackupSocket(database: Pick<Database, 'dumpDataDir'>, socketPath: string): Promise<() => Promise<void>> {
  const dump = database.dumpDataDir;
  if (!dump) throw new Error('only the embedded database (PGlite) is backed up through the socket');
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) throw new Error(`the socket path is too long for a unix socket: ${socketPath}`);
  if (fs.existsSync(socketPath)) {
    if (!fs.lstatSync(socketPath).isSocket()) throw new Error(`${socketPath} exists and is not a socket`);
    if (await socketAnswers(socketPath)) throw new Error(`another server already answers on ${socketPath}`);
    fs.unlinkSync(socketPath);
  }
  // One dump at a time: each holds PGlite's transaction lock while it copies.
  let queue: Promise<unknown> = Promise.resolve();
  const server = net.createServer((socket) => {
    socket.setTimeout(10_000, () => socket.destroy());
    let line = '';
    const onData = (chunk: Buffer) => {
      line += chunk.toString('utf8');
      const end = line.indexOf('\n');
      if (end < 0) {
        if (line.length > 64) socket.destroy();
        return;
      }
      socket.off('data', onData);
      socket.setTimeout(0);
      const request = line.slice(0, end).trim();
      if (request === 'ping') {
        socket.end('pong\n');
      } else if (request === 'dump') {
        const run = queue.then(() => dump.call(database));
        queue = run.catch(() => {});
        run.then(
          (bytes) => {
            socket.write(`ok ${bytes.byteLength}\n`);
            socket.end(bytes);
          },
          (err: Error) => socket.end(`error ${String(err.message).replaceAll('\n', ' ')}\n`),
        );
      } else {
        socket.end('error unknown request\n');
      }
    };
    socket.on('data', onData);
    socket.on('error', () => {});
  });
  // Created with mode 600 (the umask applies when the socket file is bound, synchronously in listen()).
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } finally {
    process.umask(umask);
  }
  fs.chmodSync(socketPath, 0o600);
  server.unref();
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        // Node removes the socket file on close; a file left anyway would be replaced at the next start.
        if (fs.existsSync(socketPath) && fs.lstatSync(socketPath).isSocket()) fs.rmSync(socketPath, { force: true });
        resolve();
      });
    });
}

/** Whether a server answers `ping` on the socket now (a stale file, or none, answers nothing). */
export async function socketAnswers(socketPath: string, timeoutMs = 2000): Promise<boolean> {
  try {
    const reply = await request(socketPath, 'ping', timeoutMs);
    return reply.header === 'pong';
  } catch {
    return false;
  }
}

/**
 * A dump from the server running on the folder, or null when none answers (no socket file, or a
 * stale one). A server that answers but fails to dump is an error.
 */
export async function dumpFromRunningServer(socketPath: string, timeoutMs = 120_000): Promise<Uint8Array | null> {
  if (!fs.existsSync(socketPath)) return null;
  let reply: { header: string; body: Buffer };
  try {
    reply = await request(socketPath, 'dump', timeoutMs);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ECONNREFUSED' || code === 'ENOENT') return null;
    throw err;
  }
  const ok = /^ok (\d+)$/.exec(reply.header);
  if (!ok) throw new Error(`the running server could not make the backup: ${reply.header.replace(/^error /, '')}`);
  if (reply.body.byteLength !== Number(ok[1])) throw new Error('the running server closed the backup before its end');
  return new Uint8Array(reply.body.buffer, reply.body.byteOffset, reply.body.byteLength);
}

function request(socketPath: string, what: string, timeoutMs: number): Promise<{ header: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer on ${socketPath} within ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
    socket.on('connect', () => socket.write(`${what}\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    socket.on('end', () => {
      clearTimeout(timer);
      const all = Buffer.concat(chunks);
      const end = all.indexOf(0x0a);
      if (end < 0) return reject(new Error(`an incomplete answer on ${socketPath}`));
      resolve({ header: all.subarray(0, end).toString('utf8'), body: all.subarray(end + 1) });
    });
  });
}

/** Whether `dir` holds a PostgreSQL data folder. */
export function isDataFolder(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'PG_VERSION'));
}

/** A dump of a folder no server has open (db:backup with the server stopped). */
export async function dumpStoppedFolder(dir: string): Promise<Uint8Array> {
  if (!isDataFolder(dir)) throw new Error(`no database in ${dir}`);
  const database = await openDatabase({ dataDir: dir });
  try {
    if (!database.dumpDataDir) throw new Error('not an embedded database');
    return await database.dumpDataDir();
  } finally {
    await database.close();
  }
}

/** Writes the backup whole or not at all (a temporary file renamed), mode 600: it holds every account. */
export function writeBackupFile(file: string, bytes: Uint8Array): void {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, bytes, { mode: 0o600 });
  fs.renameSync(partial, file);
}

/**
 * Replaces the folder `dir` with the backup in `bytes`: loaded into a new folder beside it and
 * checked to open, then swapped in, opened again and migrated (a backup of an older version is
 * brought up to this one, as the server would); the old folder is kept aside until then and put
 * back if any step fails. The caller makes sure no server has `dir` open.
 */
export async function restoreFolder(dir: string, bytes: Uint8Array, log: (line: string) => void = () => {}): Promise<void> {
  const target = path.resolve(dir);
  if (!(bytes[0] === 0x1f && bytes[1] === 0x8b)) throw new Error('not a backup made by db:backup (a gzipped tar)');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const incoming = `${target}.restoring-${stamp}`;
  const aside = `${target}.before-restore-${stamp}`;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  try {
    const loaded = await PGlite.create(incoming, {
      extensions: { btree_gist, pg_trgm },
      loadDataDir: new Blob([bytes as Uint8Array<ArrayBuffer>]),
    });
    await loaded.query('select 1');
    await loaded.close();
  } catch (err) {
    fs.rmSync(incoming, { recursive: true, force: true });
    throw new Error(`the backup could not be opened: ${(err as Error).message}`);
  }
  const hadOld = fs.existsSync(target);
  if (hadOld) {
    fs.renameSync(target, aside);
    log(`the current database is kept aside in ${aside} until the restored one opens`);
  }
  fs.renameSync(incoming, target);
  try {
    const database = await openDatabase({ dataDir: target });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  } catch (err) {
    fs.rmSync(target, { recursive: true, force: true });
    if (hadOld) fs.renameSync(aside, target);
    throw new Error(`the restored database did not open; the previous one is back in place: ${(err as Error).message}`);
  }
  if (hadOld) fs.rmSync(aside, { recursive: true, force: true });
}
