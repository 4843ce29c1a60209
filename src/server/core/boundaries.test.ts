import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The adapters (src/server/http) are the app's: only the routes and pages, the proxy, the
// instrumentation hook, the adapters themselves and tests import them (docs/decisions/014). Biome's
// noRestrictedImports cannot tell `../http/x` inside src/server from any other `http` folder, so
// this test resolves every import of src (alias and relative) and checks where it lands.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const HTTP = path.join('src', 'server', 'http');

/** Importers that may reach src/server/http. */
const ALLOWED = [/^src\/app\//, /^src\/proxy\.ts$/, /^src\/instrumentation\.ts$/, /^src\/server\/http\//, /^src\/test\//, /\.test\.tsx?$/];

/** Known exceptions: none (a component that needs the request's context gets it from its page or layout). */
const EXCEPTIONS: string[] = [];

function files(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(rel);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [rel] : [];
  });
}

function target(file: string, spec: string): string | null {
  if (spec.startsWith('@/')) return path.join('src', spec.slice(2));
  if (spec.startsWith('.')) return path.join(path.dirname(file), spec);
  return null;
}

describe('imports of src/server/http', () => {
  it('come only from the app, the proxy, the instrumentation, the adapters and tests', () => {
    const offenders: string[] = [];
    for (const file of files('src')) {
      const name = file.split(path.sep).join('/');
      if (ALLOWED.some((re) => re.test(name)) || EXCEPTIONS.includes(name)) continue;
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"\n]+)['"]/g)) {
        const to = target(file, m[1] ?? '');
        if (to !== null && (to === HTTP || to.startsWith(HTTP + path.sep))) offenders.push(`${name} → ${m[1]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
