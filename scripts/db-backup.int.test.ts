import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupSocketPath, startBackupSocket } from '@/server/db/backup';
import { type Database, openDatabase } from '@/server/db/open';
import { createCountry } from '@/test/factories';
import { pgliteTemplate } from '@/test/test-database';

/**
 * npm run db:backup / db:restore (issue 29 §4, docs/decisions/043), run as the operator runs them
 * (child processes on a PGlite folder): with the server stopped, and with a server holding the
 * folder open and answering on its socket (started here, in this process, on a real PGlite).
 */
const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
let tmp: string;
let dir: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-backup-'));
  dir = path.join(tmp, 'pglite');
  // The folder starts as a copy of the run's migrated template (the tests still migrate each open).
  const loadDataDir = pgliteTemplate();
  if (loadDataDir) await (await openDatabase({ dataDir: dir, loadDataDir })).close();
});
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(script: 'db-backup' | 'db-restore', file: string, env: Record<string, string> = {}): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: dir, NODE_ENV: 'development', ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      tsx,
      [path.join(root, `scripts/${script}.ts`), file],
      { cwd: root, env: childEnv, timeout: 120_000 },
      (err, stdout, stderr) => {
        resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

async function withDatabase<T>(fn: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase({ dataDir: dir });
  try {
    await db.migrate();
    return await fn(db);
  } finally {
    await db.close();
  }
}

async function slugs(db: Database): Promise<string[]> {
  const result = (await db.orm.execute(sql`select slug from countries order by slug`)) as unknown as { rows: { slug: string }[] };
  return result.rows.map((r) => r.slug);
}

const leftovers = () => fs.readdirSync(tmp).filter((name) => /restoring|before-restore/.test(name));

describe('db:backup and db:restore on the embedded database', () => {
  it('with the server stopped: backup, a later write, restore → the state of the backup, which opens and migrates', async () => {
    await withDatabase((db) => createCountry(db.orm, { slug: 'in-the-backup' }));
    const file = path.join(tmp, 'stopped.tar.gz');
    const backup = await run('db-backup', file);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/server is stopped/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    await withDatabase((db) => createCountry(db.orm, { slug: 'after-the-backup' }));
    const restore = await run('db-restore', file);
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/restored from/);
    expect(leftovers()).toEqual([]);

    const after = await withDatabase(slugs);
    expect(after).toContain('in-the-backup');
    expect(after).not.toContain('after-the-backup');
  }, 180_000);

  it('with the server running: the backup comes through its socket, restore refuses until it stops', async () => {
    const socket = backupSocketPath(dir);
    const db = await openDatabase({ dataDir: dir });
    await db.migrate();
    let stop: (() => Promise<void>) | undefined = await startBackupSocket(db, socket);
    let open = true;
    try {
      expect(fs.statSync(socket).mode & 0o777).toBe(0o600);
      await createCountry(db.orm, { slug: 'while-serving' });
      const file = path.join(tmp, 'running.tar.gz');
      // The folder is open in this process: only the socket can give a copy.
      const backup = await run('db-backup', file);
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(/from the running server/);
      await createCountry(db.orm, { slug: 'after-the-running-backup' });

      const refused = await run('db-restore', file);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/server is running .*stop it/);
      expect(await slugs(db)).toContain('after-the-running-backup');

      await stop();
      stop = undefined;
      await db.close();
      open = false;
      expect(fs.existsSync(socket)).toBe(false);
      const restore = await run('db-restore', file);
      expect(restore.code).toBe(0);
      const after = await withDatabase(slugs);
      expect(after).toContain('while-serving');
      expect(after).not.toContain('after-the-running-backup');
    } finally {
      await stop?.();
      if (open) await db.close();
    }
  }, 180_000);

  it('a socket left by a server that died answers nothing: backup reads the folder, and the next server replaces it', async () => {
    const socket = backupSocketPath(dir);
    // A process that listened on the socket and was killed: its file stays, nothing answers.
    const holder: ChildProcess = spawn(process.execPath, [
      '-e',
      `require('net').createServer().listen(${JSON.stringify(socket)}, () => console.log('up'))`,
    ]);
    await new Promise((resolve) => holder.stdout?.once('data', resolve));
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(fs.existsSync(socket)).toBe(true);

    const backup = await run('db-backup', path.join(tmp, 'stale.tar.gz'));
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/server is stopped/);

    const db = await openDatabase({ dataDir: dir });
    const stop = await startBackupSocket(db, socket);
    const again = await run('db-backup', path.join(tmp, 'again.tar.gz'));
    await stop();
    await db.close();
    expect(again.stdout).toMatch(/from the running server/);
  }, 180_000);

  it('with DATABASE_URL, both say to use pg_dump / pg_restore and print the commands', async () => {
    const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/alma' };
    const backup = await run('db-backup', 'alma.dump', env);
    expect(backup.code).toBe(2);
    expect(backup.stderr).toContain(`pg_dump --format=custom --no-owner --file='alma.dump' "$DATABASE_URL"`);
    const restore = await run('db-restore', 'alma.dump', env);
    expect(restore.code).toBe(2);
    expect(restore.stderr).toContain(
      `pg_restore --clean --if-exists --no-owner --single-transaction --exit-on-error --dbname="$DATABASE_URL" 'alma.dump'`,
    );
  }, 60_000);
});
