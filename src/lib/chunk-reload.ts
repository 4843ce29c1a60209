/** SPEC §8: a chunk-load error reloads the page at most once within this window. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const name = typeof error === 'object' && 'name' in error ? String(error.name) : '';
  const message = typeof error === 'object' && 'message' in error ? String(error.message) : String(error);
  return (
    name === 'ChunkLoadError' ||
    /Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      message,
    )
  );
}

interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Decides whether to reload now, and records the attempt: true unless a reload already happened
 * within the window, so a chunk that is really gone cannot loop the page.
 */
export function shouldReloadForChunkError(store: SessionStore, now: number): boolean {
  const last = Number(store.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  store.setItem(CHUNK_RELOAD_KEY, String(now));
  return true;
}
