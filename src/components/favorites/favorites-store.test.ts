import { describe, expect, it } from 'vitest';
import { createFavoritesStore, parseFavoriteIds } from './favorites-store';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

describe('parseFavoriteIds', () => {
  it('keeps positive integer ids once, in order, and drops the rest', () => {
    expect(parseFavoriteIds([3, '5', 3, -1, 0, 1.5, 'x', null, '7'])).toEqual([3, 5, 7]);
    expect(parseFavoriteIds('3,5')).toEqual([]);
    expect(parseFavoriteIds([2_147_483_648])).toEqual([]);
  });
});

describe('favorites store', () => {
  it('starts from storage and survives a broken value', () => {
    expect(createFavoritesStore(memoryStorage({ favorites: '[4,9]' })).getIds()).toEqual([4, 9]);
    expect(createFavoritesStore(memoryStorage({ favorites: '{oops' })).getIds()).toEqual([]);
    expect(createFavoritesStore(null).getIds()).toEqual([]);
  });

  it('toggles a property, newest first, and mirrors the list and count in storage', () => {
    const storage = memoryStorage();
    const store = createFavoritesStore(storage);
    expect(store.toggle(4)).toBe(true);
    expect(store.toggle(9)).toBe(true);
    expect(store.getIds()).toEqual([9, 4]);
    expect(storage.getItem('favorites')).toBe('[9,4]');
    expect(storage.getItem('favoriteCount')).toBe('2');
    expect(store.toggle(4)).toBe(false);
    expect(store.getIds()).toEqual([9]);
    expect(storage.getItem('favoriteCount')).toBe('1');
  });

  it('notifies subscribers only on a change, and keeps the same snapshot otherwise', () => {
    const store = createFavoritesStore(memoryStorage());
    let calls = 0;
    const off = store.subscribe(() => {
      calls += 1;
    });
    store.toggle(1);
    const snapshot = store.getIds();
    store.setFavorite(1, true);
    store.replace([1]);
    expect(store.getIds()).toBe(snapshot);
    expect(calls).toBe(1);
    store.setFavorite(1, false);
    expect(calls).toBe(2);
    off();
    store.toggle(2);
    expect(calls).toBe(2);
  });

  it('replaces the list with the account list and picks up another tab’s change', () => {
    const storage = memoryStorage({ favorites: '[1]' });
    const store = createFavoritesStore(storage);
    store.replace([5, '6']);
    expect(store.getIds()).toEqual([5, 6]);
    expect(storage.getItem('favoriteCount')).toBe('2');
    storage.setItem('favorites', '[8]');
    store.reload();
    expect(store.getIds()).toEqual([8]);
  });
});
