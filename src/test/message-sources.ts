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
  Object.entries(tree).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v) ? messageLeaves(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

/** What the rule of usesMessage reads from the sources: their quoted strings and template literals' ends. */
export interface MessageUsage {
  /** Each quoted key-like string ('a.b', "a", `a.b`) → the files quoting it. */
  quoted: Map<string, Set<number>>;
  /** `group.${…}`: the dotted heads of template literals, in any file. */
  heads: Set<string>;
  /** `${…}.leaf`: the dotted tails of template literals → the files writing them. */
  tails: Map<string, Set<number>>;
  /** Namespaces handed down whole as a plain tree (`getMessages(locale).ns`). */
  trees: Set<string>;
  /** `.group.leaf` property reads (`m.pager.next`), in any file: the tree's keys read as properties. */
  properties: Set<string>;
}

export function messageUsage(sources: readonly string[]): MessageUsage {
  const usage: MessageUsage = { quoted: new Map(), heads: new Set(), tails: new Map(), trees: new Set(), properties: new Set() };
  const add = (map: Map<string, Set<number>>, key: string, file: number) => {
    const files = map.get(key) ?? new Set<number>();
    files.add(file);
    map.set(key, files);
  };
  sources.forEach((src, file) => {
    // Key-like strings only, so an apostrophe in a comment or a sentence cannot shift the pairs.
    for (const m of src.matchAll(/(['"`])([\w.-]+)\1/g)) add(usage.quoted, m[2] ?? '', file);
    for (const m of src.matchAll(/`([\w.]+)\.\$\{/g)) if (m[1]) usage.heads.add(m[1]);
    for (const m of src.matchAll(/\}\.([\w.]+)`/g)) if (m[1]) add(usage.tails, m[1], file);
    for (const m of src.matchAll(/getMessages\([^)]*\)\.(\w+)/g)) if (m[1]) usage.trees.add(m[1]);
    for (const m of src.matchAll(/\b\w+((?:\??\.\w+)+)/g)) {
      const chain = (m[1] ?? '').replaceAll('?.', '.').slice(1).split('.');
      for (let i = 0; i < chain.length; i++) for (let j = i + 1; j <= chain.length; j++) usage.properties.add(chain.slice(i, j).join('.'));
    }
  });
  return usage;
}

const together = (a: Set<number> | undefined, b: Set<number> | undefined) => !!a && !!b && [...a].some((file) => b.has(file));

/**
 * Whether the sources use the message at `key` (its full dotted path, namespace first), as
 * next-intl code names keys:
 * - the full path quoted (`{ key: 'search.errors.invalid_dates' }`, `t('ns.group.leaf')`);
 * - in one file, a namespace or group quoted and the rest of the path quoted
 *   (`getTranslations('ns.group')` … `t('leaf')`, `useTranslations('ns')` … `t('group.leaf')`);
 * - the path below the namespace from a group down (`t('group.leaf')` over messages handed down);
 * - in one file, a namespace quoted with a group of the path (the group read whole: `t.raw('group')`);
 * - a template literal that starts with a group of the path (`t(\`codes.${code}\`)`,
 *   `` `info.${key}` ``): the group is read by a computed key, so each of its keys counts as used;
 * - in one file, a prefix quoted and a template literal ending with the rest (`t(\`${key}.title\`)`).
 */
export function usesMessage(usage: MessageUsage, key: string): boolean {
  const { quoted, heads, tails } = usage;
  if (quoted.has(key)) return true;
  const parts = key.split('.');
  const path = (from: number, to = parts.length) => parts.slice(from, to).join('.');
  // A namespace handed down whole (getMessages(locale).ns) and read as properties (m.group.leaf);
  // a group of it handed on as a subtree (labels={m.filters}) counts for each of its keys.
  if (usage.trees.has(parts[0] ?? '')) for (let i = 2; i <= parts.length; i++) if (usage.properties.has(path(1, i))) return true;
  for (let i = 1; i < parts.length; i++) {
    if (together(quoted.get(path(0, i)), quoted.get(path(i)))) return true;
    if (i < parts.length - 1 && quoted.has(path(i))) return true;
  }
  for (let i = 0; i < parts.length - 1; i++) {
    for (let j = i + 1; j < parts.length; j++) {
      if (heads.has(path(i, j))) return true;
      if (j < parts.length - 1 && together(quoted.get(path(0, i + 1)), quoted.get(path(i + 1, j + 1)))) return true;
    }
    if (i > 0 && together(quoted.get(path(0, i)), tails.get(path(i + 1)))) return true;
  }
  return false;
}

/**
 * The keys of a namespaced message tree (`{ ns: {...} }`) that no source uses (usesMessage), but
 * those under an allowed prefix (keys read by a computed name the rules above cannot see).
 */
export function unusedMessages(tree: object, sources: readonly string[], allowed: readonly string[] = []): string[] {
  const usage = messageUsage(sources);
  return messageLeaves(tree).filter(
    (key) => !allowed.some((prefix) => key === prefix || key.startsWith(`${prefix}.`)) && !usesMessage(usage, key),
  );
}
