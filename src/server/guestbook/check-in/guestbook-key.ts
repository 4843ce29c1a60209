import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { guestbookKey as configuredKey, type Env } from '../../core/config.mjs';

// No 'server-only' marker: the clean-up job (scripts/jobs/guestbook-cleanup.ts) runs outside Next.

/**
 * The identity documents' key (docs/decisions/027, 036): GUESTBOOK_KEY, else outside production one
 * generated once and kept in SECRETS_DIR (src/server/core/config.mjs), mode 600. A production
 * server without a valid GUESTBOOK_KEY refuses to store or read a document (and entry/server.mjs refuses
 * to start).
 */
export function guestbookKey(env?: Env): Buffer {
  const key = configuredKey(env);
  if (!key) throw new Error('GUESTBOOK_KEY is not set or not valid: identity documents cannot be stored on this server');
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
