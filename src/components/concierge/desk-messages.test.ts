import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../messages/en/desk.json';
import es from '../../../messages/es/desk.json';
import { QUEUE_STATUSES } from '@/server/concierge/queue.schema';

/**
 * The desk's messages (STYLE 8): the same keys in both languages, and none unused. A key
 * `group.leaf` is used when a source names it whole (`desk.group.leaf`), or names its group
 * (`desk.group` through getTranslations or a message-key prefix) and quotes its leaf. The status
 * names are read by value: they must be exactly the queue's statuses.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['components/concierge', 'app/[locale]/(desk)', 'server/concierge', 'server/booking'];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

const leaves = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' ? leaves(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('desk messages', () => {
  it('has the same keys in English and Spanish', () => {
    expect(leaves(es).sort()).toEqual(leaves(en).sort());
  });

  it('uses every key', () => {
    const text = SOURCES.flatMap((dir) => files(path.join(ROOT, dir))).map((f) => fs.readFileSync(f, 'utf8'));
    const unused = leaves(en).filter((key) => {
      const [group = '', ...rest] = key.split('.');
      const leaf = rest.join('.');
      if (group === 'status') return false;
      return !text.some(
        (src) =>
          src.includes(`desk.${key}`) || ((src.includes(`'desk.${group}'`) || src.includes(`desk.${group}.`)) && src.includes(`'${leaf}'`)),
      );
    });
    expect(unused).toEqual([]);
    expect(Object.keys(en.status).sort()).toEqual([...QUEUE_STATUSES].sort());
  });
});
