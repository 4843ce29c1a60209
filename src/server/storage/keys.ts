// Storage keys: what a key may look like, and the type its extension names.

// Not starting with a dot (no hidden files, no `..`); base64url names may start with - or _.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** A key is a relative path of plain names (no `..`, no empty or dotted segment): anything else is refused, never resolved. */
export function isStorageKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length > 0 && segments.length <= 8 && segments.every((s) => SEGMENT.test(s) && !s.includes('..'));
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`storage: not a storage key: ${key}`);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/** The type a key's extension names; sealed (`.enc`) and unknown files are plain bytes. */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
