import fs from 'node:fs';
import path from 'node:path';

/**
 * What the per-area message tests share (STYLE 8: the same keys in both languages, none unused):
 * the text of an area's sources and the keys of a message tree. Each test keeps its own rule for
 * when a key counts as used, since areas name their keys differently (whole, by group, by value).
 */

const SRC = path.resolve(import.meta.dirname, '..');

/** The TypeScript sources (tests left out) under each path below src/, a folder or a single file. */
export function sourceTexts(paths: readonly string[]): string[] {
  const walk = (at: string): string[] => {
    if (!fs.existsSync(at)) return [];
    if (fs.statSync(at).isFile()) return [at];
    return fs.readdirSync(at, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(at, e.name);
      if (e.isDirectory()) return walk(full);
      return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
    });
  };
  return paths.flatMap((p) => walk(path.join(SRC, p))).map((f) => fs.readFileSync(f, 'utf8'));
}

/** Every leaf key of a message tree, dotted (`group.leaf`). */
export const messageLeaves = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' ? messageLeaves(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
