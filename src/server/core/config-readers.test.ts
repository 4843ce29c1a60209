import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 036: the configuration module is the one reader of the server's environment. Elsewhere
// only what Next needs literally: NEXT_PUBLIC_* (written into the build), NEXT_RUNTIME, NEXT_PHASE,
// and the proxy's build-time NODE_ENV. Passing `process.env` on (a default parameter) is no read.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const LITERAL = /^(NEXT_PUBLIC_\w+|NEXT_RUNTIME|NEXT_PHASE)$/;

function files(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return rel === path.join('src', 'test') ? [] : files(rel);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

describe('reads of process.env', () => {
  it('are the configuration module’s, but for what Next needs literally', () => {
    const sources = [...files('src'), ...files('entry')];
    const reads: string[] = [];
    for (const file of sources) {
      if (file === path.join('src', 'server', 'core', 'config.mjs')) continue;
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const m of text.matchAll(/process\.env(?:\.(\w+)|\[['"`]?(\w+))?/g)) {
        const name = m[1] ?? m[2];
        if (name === undefined || LITERAL.test(name)) continue;
        reads.push(`${file.split(path.sep).join('/')}: ${name}`);
      }
    }
    expect(reads.sort()).toEqual([
      // The entry tells the app its mode (and the check reads the operator's whole environment).
      'entry/server.mjs: ALMA_MODE',
      // `next dev` only: written into the build as a constant.
      'src/proxy.ts: NODE_ENV',
    ]);
  });

  it('are none in src/server but the configuration module’s (and NEXT_PUBLIC_* constants), not even passing process.env on', () => {
    const mentions = files(path.join('src', 'server'))
      .filter((file) => file !== path.join('src', 'server', 'core', 'config.mjs'))
      .filter((file) => /process\.env(?!\.NEXT_PUBLIC_\w)/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')))
      .map((file) => file.split(path.sep).join('/'));
    expect(mentions).toEqual([]);
  });
});
