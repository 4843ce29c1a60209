import { describe, expect, it } from 'vitest';
import { liveTransport, parseLiveData } from './live-client';

describe('live client', () => {
  it('shares one stream when the browser has EventSource, BroadcastChannel and Web Locks, else polls', () => {
    const has = { EventSource: class {}, BroadcastChannel: class {}, locks: {} };
    expect(liveTransport(has)).toBe('shared-stream');
    expect(liveTransport({ ...has, locks: undefined })).toBe('poll');
    expect(liveTransport({ ...has, EventSource: undefined })).toBe('poll');
    expect(liveTransport({})).toBe('poll');
  });

  it('reads an event’s data, and ignores what is not a JSON object', () => {
    expect(parseLiveData('message', '{"id":7,"kind":"message","trip_id":3}')).toEqual({
      kind: 'message',
      id: 7,
      data: { id: 7, kind: 'message', trip_id: 3 },
    });
    expect(parseLiveData('read', 'not json')).toBeNull();
    expect(parseLiveData('read', '[1]')).toBeNull();
  });
});
