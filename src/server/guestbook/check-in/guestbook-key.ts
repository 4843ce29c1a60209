import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { privateFilesDir } from '../../messaging/private-files';

// No 'server-only' marker: the clean-up job (scripts/jobs/guestbook-cleanup.ts) runs outside Next.

/** Where a generated key is kept when GUESTBOOK_KEY is unset (dev, demo, tests): relative to PRIVATE_FILES_DIR. */
export const LOCAL_KEY_FILE = 'guestbook.key';

/**
 * GUESTBOOK_KEY as 32 bytes: 64 hex characters or base64 (url-safe or not) of 32 bytes. Anything
 * else is a configuration error, refused loudly rather than used.
 */
export function parseGuestbookKey(value: string): Buffer {
  const v = value.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
  if (bytes.length !== 32) throw new Error('GUESTBOOK_KEY must be 32 bytes, as 64 hex characters or base64');
  return bytes;
}

/** A key may be generated and kept on disk only where no real guest's document is: not a production site, or the demo. */
export function localKeyAllowed(env: Record<string, string | undefined> = process.env): boolean {
  if (env.NODE_ENV !== 'production') return true;
  if (env.PAYMENTS_DEMO === '1') return true;
  try {
    const host = env.SITE_URL ? new URL(env.SITE_URL).hostname : '';
    return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  } catch {
    return false;
  }
}

const cache = new Map<string, Buffer>();

/**
 * The identity documents' key (docs/decisions/027): GUESTBOOK_KEY, else (dev, demo, tests) one
 * generated once and kept beside the files it protects, `<PRIVATE_FILES_DIR>/guestbook.key`, mode 600.
 * A production site without GUESTBOOK_KEY refuses to store or read a document.
 */
export function guestbookKey(env: Record<string, string | undefined> = process.env): Buffer {
  if (env.GUESTBOOK_KEY?.trim()) return parseGuestbookKey(env.GUESTBOOK_KEY);
  if (!localKeyAllowed(env)) throw new Error('GUESTBOOK_KEY is not set: identity documents cannot be stored on this server');
  const file = path.join(privateFilesDir(), LOCAL_KEY_FILE);
  const cached = cache.get(file);
  if (cached) return cached;
  let key: Buffer;
  try {
    key = parseGuestbookKey(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      // `wx`: two servers starting together keep whichever key was written first.
      fs.writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    key = parseGuestbookKey(fs.readFileSync(file, 'utf8'));
  }
  cache.set(file, key);
  return key;
}

/** A key of its own for each use (HKDF-SHA-256): the file cipher and the link signatures never share one. */
function subkey(purpose: 'id-document-file' | 'id-document-link'): Buffer {
  return Buffer.from(hkdfSync('sha256', guestbookKey(), Buffer.alloc(0), `alma-guestbook:${purpose}`, 32));
}

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM: `version (1) | iv (12) | tag (16) | ciphertext`. The reservation id is the
 * additional data, so a file moved to another reservation's row does not decrypt.
 */
export function encryptDocument(plain: Uint8Array, reservationId: number): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', subkey('id-document-file'), iv);
  cipher.setAAD(Buffer.from(`reservation:${reservationId}`));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
}

/** The plaintext of encryptDocument's output; throws when the key, the reservation or a byte is wrong. */
export function decryptDocument(sealed: Uint8Array, reservationId: number): Buffer {
  const buf = Buffer.from(sealed);
  if (buf.length < 1 + IV_BYTES + TAG_BYTES || buf[0] !== VERSION) throw new Error('not a sealed identity document');
  const iv = buf.subarray(1, 1 + IV_BYTES);
  const tag = buf.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', subkey('id-document-file'), iv);
  decipher.setAAD(Buffer.from(`reservation:${reservationId}`));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(buf.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** The signature of a document link: reservation and expiry (unix seconds), HMAC-SHA-256, base64url. */
export function signDocumentLink(reservationId: number, expiresAt: number): string {
  return createHmac('sha256', subkey('id-document-link')).update(`id-document:${reservationId}:${expiresAt}`).digest('base64url');
}

/** Whether `signature` is signDocumentLink's for these values (compared in constant time). */
export function documentLinkSignatureValid(reservationId: number, expiresAt: number, signature: string): boolean {
  const expected = Buffer.from(signDocumentLink(reservationId, expiresAt));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
