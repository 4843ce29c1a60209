import { stripBidiControls } from './text';

/**
 * The name a client gave an uploaded file, made safe to store, show and offer on download: no
 * folders, no control characters (C0, DEL, C1), no double quotes, no bidirectional controls (they
 * make `recibo\u202Egpj.exe` read as `receipt.jpg`), trimmed and cut to `maxChars` characters, never
 * in the middle of one (a lone surrogate cannot be written as UTF-8). Any other letter stays: `€`,
 * `ñ` and emoji are names too (contentDisposition() sends them as RFC 5987 `filename*`).
 */
export function cleanFileName(raw: string, fallback: string, maxChars = 120): string {
  const base = raw.replaceAll('\\', '/').split('/').pop() ?? '';
  const kept = [...stripBidiControls(base)].filter((c) => {
    const code = c.codePointAt(0) ?? 0;
    return c !== '"' && code >= 0x20 && !(code >= 0x7f && code <= 0x9f);
  });
  const clean = kept.join('').trim();
  return clean ? [...clean].slice(0, maxChars).join('').trim() : fallback;
}

/** The name with the extension of what the file is by its bytes, whatever extension it came with: `scan.png` of a JPEG → `scan.jpg`. */
export function withExtension(name: string, ext: string, fallback: string): string {
  const base = name.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim();
  return `${base || fallback}.${ext}`;
}
