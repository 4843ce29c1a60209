import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en/ownerEarnings.json';
import es from '../../../../messages/es/ownerEarnings.json';

/**
 * The earnings messages (STYLE 8): the same keys in both languages, and none unused. A key
 * `group.leaf` is used when a source names it whole (`ownerEarnings.group.leaf` or, inside the
 * page's translator, `'group.leaf'`), or some source names its group and some reads its leaf (labels passed to a component as a group).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCES = ['components/owner/earnings', 'app/[locale]/(broker)/broker/earnings', 'server/owners/statements'];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}
const leaves = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' ? leaves(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('ownerEarnings messages', () => {
  it('has the same keys in English and Spanish', () => {
    expect(leaves(es).sort()).toEqual(leaves(en).sort());
  });

  it('uses every key', () => {
    const text = SOURCES.flatMap((dir) => files(path.join(ROOT, dir))).map((f) => fs.readFileSync(f, 'utf8'));
    const unused = leaves(en).filter((key) => {
      const [group = '', ...rest] = key.split('.');
      const leaf = rest.join('.');
      const src = text.join('\n');
      return !(
        src.includes(`ownerEarnings.${key}`) ||
        src.includes(`'${key}'`) ||
        src.includes(`ownerEarnings.${group}.\${`) ||
        (leaf !== '' && src.includes(`'${group}'`) && (src.includes(`.${leaf}`) || src.includes(`'${leaf}'`) || src.includes(`${leaf}:`)))
      );
    });
    expect(unused).toEqual([]);
  });
});
