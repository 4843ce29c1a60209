import { describe, expect, it } from 'vitest';
import { messageLeaves, sourceTexts, unusedMessages } from '@/test/message-sources';
import en from '../../../../messages/en/guestbookRules.json';
import es from '../../../../messages/es/guestbookRules.json';

/**
 * The guestbook rules' messages (STYLE 8): the same keys in both languages, none empty, and none
 * unused by the guestbook's own sources (the rule of src/i18n/message-keys.test.ts, usesMessage,
 * over these folders only).
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
    expect(unusedMessages({ guestbookRules: en }, sourceTexts(SOURCES))).toEqual([]);
  });
});
