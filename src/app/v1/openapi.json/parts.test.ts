import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GET } from './route';

/**
 * The route imports each context's `*Operations` by hand (Next bundles static imports only). This
 * test reads every `src/server/**\/*.openapi.ts` and fails when an operation one of them exports is
 * missing from the document: a new part cannot be forgotten in the route's list.
 */

const SERVER = path.resolve(import.meta.dirname, '../../../server');

function openapiFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return openapiFiles(full);
    return entry.name.endsWith('.openapi.ts') ? [full] : [];
  });
}

function isOperationList(value: unknown): value is { method: string; path: string; operationId: string }[] {
  return Array.isArray(value) && value.length > 0 && value.every((op) => op && typeof op === 'object' && 'operationId' in op);
}

describe('the OpenAPI parts', () => {
  it('finds the parts', () => {
    expect(openapiFiles(SERVER).length).toBeGreaterThan(10);
  });

  it('documents every operation each src/server/**/*.openapi.ts exports', async () => {
    const doc = (await GET().json()) as { paths: Record<string, Record<string, { operationId: string }>> };
    const documented = new Set(Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId)));
    const missing: string[] = [];
    for (const file of openapiFiles(SERVER)) {
      const part = (await import(file)) as Record<string, unknown>;
      const lists = Object.entries(part).filter(([, value]) => isOperationList(value));
      expect(lists.length, `${path.relative(SERVER, file)} exports no operation list`).toBeGreaterThan(0);
      for (const [name, list] of lists) {
        for (const op of list as { operationId: string }[]) {
          if (!documented.has(op.operationId)) missing.push(`${path.relative(SERVER, file)} ${name}: ${op.operationId}`);
        }
      }
    }
    expect(missing, 'add these parts to src/app/v1/openapi.json/route.ts').toEqual([]);
  });

  it('import no route layer: the domain derives its response types from them (decision 045)', () => {
    // `from '…'`, a bare `import '…'` and `import('…')` alike.
    const routeLayer = /(?:from|import)\s*\(?\s*['"](?:@\/app\/|@\/server\/http\/|(?:\.\.\/)+http\/|next\/|react)/;
    const offenders = openapiFiles(SERVER)
      .filter((file) => !file.startsWith(path.join(SERVER, 'http')))
      .filter((file) => routeLayer.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SERVER, file));
    expect(offenders).toEqual([]);
  });
});
