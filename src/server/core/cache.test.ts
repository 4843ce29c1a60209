import { describe, expect, it, vi } from 'vitest';

describe('the core cache', () => {
  it('is a plain call until a memoiser is provided, then memoises through it', async () => {
    vi.resetModules();
    const { cache, provideRequestMemoiser } = await import('./cache');
    const read = vi.fn((n: number) => n * 2);
    const cached = cache(read);
    expect([cached(1), cached(1)]).toEqual([2, 2]);
    expect(read).toHaveBeenCalledTimes(2);
    const seen = new Map<number, number>();
    provideRequestMemoiser(<A extends unknown[], R>(fn: (...args: A) => R) => {
      return (...args: A): R => {
        const key = args[0] as number;
        if (!seen.has(key)) seen.set(key, fn(...args) as number);
        return seen.get(key) as R;
      };
    });
    expect([cached(3), cached(3)]).toEqual([6, 6]);
    expect(read).toHaveBeenCalledTimes(3);
  });
});
