import { describe, expect, it } from 'vitest';
import { messageLeaves, sourceTexts } from '@/test/message-sources';
import en from '../../../messages/en/desk.json';
import es from '../../../messages/es/desk.json';
import { QUEUE_STATUSES } from '@/server/concierge/queue.schema';

/**
 * The desk's messages (STYLE 8): the same keys in both languages, and none unused. A key
 * `group.leaf` is used when a source names it whole (`desk.group.leaf`), or names its group
 * (`desk.group` through getTranslations or a message-key prefix) and quotes its leaf. The status
 * names are read by value: they must be exactly the queue's statuses.
 */
const SOURCES = ['components/concierge', 'app/[locale]/(concierge)', 'server/concierge', 'server/booking'];

describe('desk messages', () => {
  it('has the same keys in English and Spanish', () => {
    expect(messageLeaves(es).sort()).toEqual(messageLeaves(en).sort());
  });

  it('uses every key', () => {
    const text = sourceTexts(SOURCES);
    const unused = messageLeaves(en).filter((key) => {
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
