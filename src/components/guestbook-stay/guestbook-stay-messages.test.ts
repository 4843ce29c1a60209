import { describe, expect, it } from 'vitest';
import { messageLeaves, sourceTexts } from '@/test/message-sources';
import en from '../../../messages/en/guestbookStay.json';
import es from '../../../messages/es/guestbookStay.json';

/**
 * The guestbook stay messages (STYLE 8): the same keys in both languages, and none unused. A key
 * `a.b.leaf` is used when a source names it whole (`guestbookStay.a.b.leaf`, or `'a.b.leaf'` in the
 * page's translator), or names a prefix of it as a namespace or a template (`guestbookStay.a.b`,
 * `guestbookStay.a.${…}`) and its leaf as a literal (`'leaf'`).
 */
const SOURCES = [
  'components/guestbook-stay',
  'app/[locale]/(guestbook)/guestbook/[confirmationNumber]/checkIn',
  'app/[locale]/(guestbook)/guestbook/[confirmationNumber]/add-roomate',
  'server/guestbook/check-in',
];

describe('guestbookStay messages', () => {
  it('has the same keys in English and Spanish', () => {
    expect(messageLeaves(es).sort()).toEqual(messageLeaves(en).sort());
  });

  it('uses every key', () => {
    const src = sourceTexts(SOURCES).join('\n');
    const unused = messageLeaves(en).filter((key) => {
      if (src.includes(`guestbookStay.${key}`) || src.includes(`'${key}'`)) return false;
      const parts = key.split('.');
      for (let i = 1; i < parts.length; i++) {
        const prefix = parts.slice(0, i).join('.');
        const leaf = parts.slice(i).join('.');
        const named = src.includes(`'guestbookStay.${prefix}'`) || src.includes(`guestbookStay.${prefix}.\${`);
        if (named && src.includes(`'${leaf}'`)) return false;
      }
      return true;
    });
    expect(unused).toEqual([]);
  });
});
