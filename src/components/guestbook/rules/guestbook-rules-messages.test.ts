import { describe, expect, it } from 'vitest';
import { messageLeaves, sourceTexts } from '@/test/message-sources';
import en from '../../../../messages/en/guestbookRules.json';
import es from '../../../../messages/es/guestbookRules.json';

/**
 * The guestbook rules' messages (STYLE 8): the same keys in both languages, none empty, and none
 * unused. A key is used when a source quotes it whole (`guestbookRules.pdf.version`), or quotes its
 * group's namespace (`'guestbookRules.instructions'`, `t('authorization.sign')`) and its leaf.
 */
const SOURCES = [
  'components/guestbook/rules',
  'server/guestbook/authorization',
  'server/guestbook/instructions',
  'server/guestbook/preview',
  'app/[locale]/(guestbook)/guestbook/[confirmationNumber]/authorization',
  'app/[locale]/(guestbook)/guestbook/[confirmationNumber]/instructions',
  'app/[locale]/(guestbook)/guestbook/preview',
];

describe('guestbookRules messages', () => {
  it('has the same keys in English and Spanish, none empty', () => {
    expect(messageLeaves(es).sort()).toEqual(messageLeaves(en).sort());
    for (const key of messageLeaves(es))
      expect(key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], es)).not.toBe('');
  });

  it('uses every key', () => {
    const text = sourceTexts(SOURCES);
    const unused = messageLeaves(en).filter((key) => {
      const [group = '', ...rest] = key.split('.');
      const leaf = rest.join('.');
      return !text.some(
        (src) =>
          src.includes(`guestbookRules.${key}`) ||
          src.includes(`'${key}'`) ||
          (src.includes(`guestbookRules.${group}`) && src.includes(`'${leaf}'`)),
      );
    });
    expect(unused).toEqual([]);
  });
});
