import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, shouldReloadForChunkError } from './chunk-reload';

function memoryStore() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('shouldReloadForChunkError', () => {
  it('reloads once, then not again within 10 seconds, then again after', () => {
    const store = memoryStore();
    expect(shouldReloadForChunkError(store, 1_000_000)).toBe(true);
    expect(store.map.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(shouldReloadForChunkError(store, 1_009_999)).toBe(false);
    expect(shouldReloadForChunkError(store, 1_010_000)).toBe(true);
  });

  it('treats a garbled stored value as no earlier reload', () => {
    const store = memoryStore();
    store.setItem(CHUNK_RELOAD_KEY, 'garbage');
    expect(shouldReloadForChunkError(store, 5)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it('recognises webpack, Turbopack and native dynamic-import failures', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
