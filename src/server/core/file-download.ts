import { Readable } from 'node:stream';

/**
 * The headers of a file download. A header value is bytes (Latin-1): a name such as `recibo€.jpg`
 * written straight into `filename="…"` makes the Response constructor throw, so every download
 * names its file through contentDisposition() (RFC 6266 with an RFC 5987 `filename*`).
 */

// Lone UTF-16 surrogates cannot be encoded as UTF-8 (encodeURIComponent throws): shown as U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** RFC 5987 attr-chars stay; everything else (including ' ( ) *, which encodeURIComponent keeps) is %XX of its UTF-8. */
const rfc5987 = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${(c.codePointAt(0) ?? 0).toString(16).toUpperCase()}`);

/**
 * `attachment; filename="recibo?.jpg"; filename*=UTF-8''recibo%E2%82%AC.jpg`: the quoted name keeps
 * printable ASCII only (anything else becomes `?`, quotes and backslashes are escaped) for old
 * clients; `filename*` carries the real name, and is left out when the ASCII one already is it.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const name = fileName.replace(LONE_SURROGATE, '\uFFFD');
  const ascii = name.replace(/[^\x20-\x7e]/gu, '?');
  const quoted = `"${ascii.replace(/["\\]/g, '\\$&')}"`;
  return ascii === name ? `${kind}; filename=${quoted}` : `${kind}; filename=${quoted}; filename*=UTF-8''${rfc5987(name)}`;
}

/**
 * A private file as a route serves it (a message attachment, an expense's receipt): streamed from
 * the storage (src/server/storage) with its size, or bytes already in memory (a decrypted document).
 */
export interface PrivateFile {
  body: Buffer | Readable;
  size: number;
  contentType: string;
  fileName: string;
}

/**
 * The headers of a private file (DESIGN §10): never cached by anyone, never sniffed, sandboxed
 * should a browser render it anyway, pictures shown inline and anything else (PDFs) downloaded
 * unless `disposition` says otherwise.
 */
export function privateFileHeaders(file: PrivateFile, disposition?: 'inline' | 'attachment'): Record<string, string> {
  return {
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Content-Disposition': contentDisposition(
      disposition ?? (file.contentType.startsWith('image/') ? 'inline' : 'attachment'),
      file.fileName,
    ),
  };
}

/** The body of a download: a stream goes out as it is read, never whole in memory. */
export function privateFileBody(file: PrivateFile): BodyInit {
  return Buffer.isBuffer(file.body) ? new Uint8Array(file.body) : (Readable.toWeb(file.body) as ReadableStream<Uint8Array>);
}

export function privateFileResponse(file: PrivateFile, disposition?: 'inline' | 'attachment'): Response {
  return new Response(privateFileBody(file), { status: 200, headers: privateFileHeaders(file, disposition) });
}
