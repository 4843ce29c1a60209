import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryDelaySeconds } from './delivery';

afterEach(() => vi.unstubAllEnvs());

describe('retryDelaySeconds', () => {
  it('follows the default schedule (about 1 min, 5 min, 30 min, 2 h, 12 h), then gives up', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelaySeconds(n))).toEqual([60, 300, 1800, 7200, 43200]);
    expect(retryDelaySeconds(6)).toBeNull();
    // An administrator's retry of a failed mail is one more attempt: failing again, it is failed again.
    expect(retryDelaySeconds(7)).toBeNull();
  });

  it('reads MAIL_RETRY_SECONDS, so tests wait seconds', () => {
    vi.stubEnv('MAIL_RETRY_SECONDS', '2,3');
    expect([1, 2, 3].map((n) => retryDelaySeconds(n))).toEqual([2, 3, null]);
  });

  it('has no delay for an attempt that is not one', () => {
    for (const n of [0, -1, 1.5, Number.NaN]) expect(retryDelaySeconds(n)).toBeNull();
  });
});
