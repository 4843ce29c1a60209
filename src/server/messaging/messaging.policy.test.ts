import { describe, expect, it } from 'vitest';
import { canPostMessage, isUnreadFor, otherSide } from './messaging.policy';

describe('messaging policy', () => {
  it('needs words or a file, at most 5,000 characters and the allowed number of files', () => {
    const post = (text: string, attachmentCount = 0) => canPostMessage({ text, attachmentCount, maxAttachments: 5 });
    expect(post('Hello')).toEqual({ ok: true });
    expect(post('', 1)).toEqual({ ok: true });
    expect(post(' \n ')).toEqual({ ok: false, reason: 'empty' });
    expect(post('x'.repeat(5000))).toEqual({ ok: true });
    expect(post('x'.repeat(5001))).toEqual({ ok: false, reason: 'too_long' });
    expect(post('Hi', 6)).toEqual({ ok: false, reason: 'too_many_files' });
  });

  it('counts as unread only the other side’s messages above the mark', () => {
    expect(otherSide('guest')).toBe('concierge');
    expect(isUnreadFor('guest', 10, { id: 11, senderRole: 'concierge' })).toBe(true);
    expect(isUnreadFor('guest', 11, { id: 11, senderRole: 'concierge' })).toBe(false);
    expect(isUnreadFor('guest', 0, { id: 5, senderRole: 'guest' })).toBe(false);
    expect(isUnreadFor('concierge', 0, { id: 5, senderRole: 'guest' })).toBe(true);
  });
});
