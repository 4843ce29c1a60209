import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const scripts: Record<string, string> = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
const jobs = Object.keys(scripts).filter((name) => name.startsWith('jobs:') || name === 'owner:statement');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-jobs-'));

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

// Every job an operator or a scheduler runs by hand, as `npm run jobs:…`, on a database of its own:
// they run the server's code outside Next, where importing a `server-only` module used to throw.
describe('npm run jobs:*', () => {
  it.each(jobs.filter((name) => name !== 'owner:statement'))(
    '%s runs to its end',
    async (name) => {
      // The embedded database in the default mode, whatever the test run's DATABASE_URL and NODE_ENV.
      const { DATABASE_URL: _db, NODE_ENV: _mode, ...inherited } = process.env;
      const env: Record<string, string | undefined> = {
        ...inherited,
        PGLITE_DIR: path.join(folder, 'pglite'),
        PRIVATE_FILES_DIR: path.join(folder, 'private'),
        SECRETS_DIR: path.join(folder, 'secrets'),
      };
      const { stdout } = await run('npm', ['run', '-s', name], { cwd: root, env: env as NodeJS.ProcessEnv, timeout: 110_000 });
      expect(stdout).toMatch(/\(pglite\)/);
    },
    120_000,
  );
});
