/**
 * What /error shows (SPEC §8's catalogue): `/error?code=…&path=…`. The code names the situation;
 * the path, where SPEC's message names one, is the page that failed. Anything else is the
 * start-up error, the catalogue's catch-all.
 */
export const APP_ERROR_CODES = ['pageValidity', 'noRoute', 'unknownMiddleware', 'chunkLoad', 'startup'] as const;
export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

const WITH_PATH: ReadonlySet<AppErrorCode> = new Set(['pageValidity', 'noRoute']);

export interface AppErrorShown {
  code: AppErrorCode;
  /** A same-site path (never another origin), or null. */
  path: string | null;
  /** The message names the path ("Page Not Found: {path}"). */
  showsPath: boolean;
  /** Where "Try again" goes: the failed page when known, else nowhere. */
  retryHref: string | null;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A path on this site: one leading slash, no scheme or host, no control characters, bounded. */
export function sameSitePath(value: string | undefined): string | null {
  if (!value || value.length > 512 || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

export function appErrorFromQuery(query: Record<string, string | string[] | undefined>): AppErrorShown {
  const raw = first(query.code);
  const code: AppErrorCode = APP_ERROR_CODES.find((c) => c === raw) ?? 'startup';
  const path = sameSitePath(first(query.path));
  const showsPath = WITH_PATH.has(code) && path !== null;
  // A page that does not exist cannot be tried again; one that failed to start or load can.
  const retryHref = path && !WITH_PATH.has(code) ? path : null;
  return { code, path, showsPath, retryHref };
}
