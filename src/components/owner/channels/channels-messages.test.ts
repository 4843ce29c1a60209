import { describe, expect, it } from 'vitest';
import { messageLeaves, sourceTexts } from '@/test/message-sources';
import en from '../../../../messages/en/ownerChannels.json';
import es from '../../../../messages/es/ownerChannels.json';
import { FEED_CHANNELS, SYNC_FAILURES } from '@/server/owners/ical/ical.types';

/**
 * The channels tab's messages (STYLE 8): the same keys in both languages, and none unused. A key is
 * used when a source quotes it whole (`'export.title'`, `ownerChannels.errors.url_scheme`), or names
 * its group (`ownerChannels.errors.`) and quotes its leaf. Channel and failure names are read by
 * value: they must be exactly the feeds' channels and the sync's failures.
 */
const SOURCES = ['components/owner/channels', 'app/[locale]/(owner)/broker/[id]/_tabs/channels-tab.tsx', 'server/owners/ical'];

describe('ownerChannels messages', () => {
  it('has the same keys in English and Spanish, none empty', () => {
    expect(messageLeaves(es).sort()).toEqual(messageLeaves(en).sort());
    for (const key of messageLeaves(es))
      expect(key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], es)).not.toBe('');
  });

  it('uses every key', () => {
    const text = sourceTexts(SOURCES);
    const unused = messageLeaves(en).filter((key) => {
      const [group = '', ...rest] = key.split('.');
      if (group === 'channels' || group === 'failures') return false;
      const leaf = rest.join('.');
      return !text.some(
        (src) =>
          src.includes(`'${key}'`) ||
          src.includes(`ownerChannels.${key}`) ||
          (src.includes(`ownerChannels.${group}.`) && src.includes(`'${leaf}'`)),
      );
    });
    expect(unused).toEqual([]);
    expect(Object.keys(en.channels).sort()).toEqual([...FEED_CHANNELS].sort());
    expect(Object.keys(en.failures).sort()).toEqual([...SYNC_FAILURES].sort());
  });
});
