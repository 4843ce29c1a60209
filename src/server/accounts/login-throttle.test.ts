import { describe, expect, it } from 'vitest';
import { delayAfter, LOGIN_THROTTLE } from './login-throttle';

describe('delayAfter', () => {
  it('lets 3 failures through, then doubles from 2 s up to the 15-minute cap', () => {
    expect([0, 1, 2].map(delayAfter)).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(delayAfter)).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
    expect(delayAfter(1000)).toBe(LOGIN_THROTTLE.maxDelaySeconds);
  });
});
