import { describe, expect, it } from 'vitest';
import { messageLeaves, sourceTexts } from '@/test/message-sources';
import en from '../../../../messages/en/ownerEarnings.json';
import es from '../../../../messages/es/ownerEarnings.json';

/**
 * The earnings messages (STYLE 8): the same keys in both languages, and none unused. A key
 * `group.leaf` is used when a source names it whole (`ownerEarnings.group.leaf` or, inside the
 * page's translator, `'group.leaf'`), or some source names its group and some reads its leaf (labels passed to a component as a group).
 */
const SOURCES = ['components/owner/earnings', 'app/[locale]/(owner)/broker/earnings', 'server/owners/statements'];

describe('ownerEarnings messages', () => {
  it('has the same keys in English and Spanish', () => {
    expect(messageLeaves(es).sort()).toEqual(messageLeaves(en).sort());
  });

  it('uses every key', () => {
    const text = sourceTexts(SOURCES);
    const unused = messageLeaves(en).filter((key) => {
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
