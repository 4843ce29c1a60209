import 'server-only';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../access/context';
import { reservationInScope } from '../../booking/concierge-scope';
import { rows } from '../../db/raw';
import { notFound } from '../../core/errors';
import { privateFileHeaders } from '../../core/file-download';
import { readPrivateFile } from '../../messaging/private-files';
import { checkInRow, toStayCheckIn } from './check-in-row';
import type { ConciergeStayPanel } from './check-in.types';
import { decryptDocument, documentLinkSignatureValid, signDocumentLink } from './guestbook-key';
import { stayError } from './stay-errors';

/** How long a document link works (issue 16: 10 minutes). */
export const ID_DOCUMENT_LINK_SECONDS = 10 * 60;

/** The document of an in-scope trip, or 404 `id_document_missing` (never uploaded, or already removed). */
async function storedDocument(ctx: ServiceContext, tripId: number) {
  const row = await checkInRow(ctx.orm, tripId);
  if (!row?.idDocumentKey || !row.idDocumentType) throw stayError(404, 'id_document_missing');
  return { key: row.idDocumentKey, type: row.idDocumentType };
}

/**
 * A link to the trip's identity document for a concierge of the villa's scope or an administrator
 * (reservationInScope: 403 for other roles, 404 outside the scope): signed (HMAC-SHA-256 of the
 * reservation and the expiry) and valid for 10 minutes. The link alone opens nothing: its route
 * asks for the concierge's session in scope again.
 */
export async function idDocumentLink(ctx: ServiceContext, tripId: number): Promise<{ url: string; expires_at: string }> {
  await reservationInScope(ctx, tripId);
  await storedDocument(ctx, tripId);
  const expires = Math.floor(ctx.now.getTime() / 1000) + ID_DOCUMENT_LINK_SECONDS;
  const signature = signDocumentLink(tripId, expires);
  return {
    url: `/v1/concierge/id-documents/${tripId}?e=${expires}&s=${signature}`,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}

/** Decrypted in memory (a document is a few MB at most): its body is a buffer. */
export interface IdDocumentFile {
  body: Buffer;
  size: number;
  contentType: string;
  fileName: string;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/**
 * The decrypted document behind a link: the caller must still be a concierge in scope (or an
 * administrator), and the link's signature right (403 `link_invalid`) and not expired (410 `link_expired`).
 */
export async function readIdDocument(
  ctx: ServiceContext,
  tripId: number,
  link: { expires: string | null; signature: string | null },
): Promise<IdDocumentFile> {
  await reservationInScope(ctx, tripId);
  const expires = Number(link.expires);
  if (!link.signature || !/^\d{1,12}$/.test(link.expires ?? '') || !documentLinkSignatureValid(tripId, expires, link.signature))
    throw stayError(403, 'link_invalid');
  if (ctx.now.getTime() >= expires * 1000) throw stayError(410, 'link_expired');
  const doc = await storedDocument(ctx, tripId);
  const sealed = await readPrivateFile(doc.key);
  if (!sealed) throw stayError(404, 'id_document_missing');
  const [r] = await rows<{ confirmation_number: string }>(ctx.orm, sql`select confirmation_number from reservations where id = ${tripId}`);
  if (!r) throw notFound();
  const bytes = decryptDocument(sealed, tripId);
  return {
    body: bytes,
    size: bytes.length,
    contentType: doc.type,
    fileName: `id-document-${r.confirmation_number}.${EXTENSIONS[doc.type] ?? 'bin'}`,
  };
}

/** A private file's headers (never cached, never sniffed, sandboxed), never shown inline, sent nowhere as a referrer. */
export function idDocumentHeaders(file: IdDocumentFile): Record<string, string> {
  return { ...privateFileHeaders(file, 'attachment'), 'Referrer-Policy': 'no-referrer' };
}

/**
 * The concierge's panel of the trip's guestbook: its check-in, the latest signed authorization
 * and whether a document can be fetched. In scope only (reservationInScope).
 */
export async function conciergeStayPanel(ctx: ServiceContext, tripId: number): Promise<ConciergeStayPanel> {
  await reservationInScope(ctx, tripId);
  const [r] = await rows<{ check_in: string }>(ctx.orm, sql`select check_in::text as check_in from reservations where id = ${tripId}`);
  if (!r) throw notFound();
  const row = await checkInRow(ctx.orm, tripId);
  const [sig] = await rows<{
    typed_name: string;
    signed_at: string | Date;
    locale: string;
    document_version: string;
    document_sha256: string;
  }>(
    ctx.orm,
    sql`select typed_name, signed_at, locale, document_version, document_sha256 from guestbook_signatures
      where reservation_id = ${tripId} order by signed_at desc, id desc limit 1`,
  );
  return {
    check_in: toStayCheckIn(r.check_in, row),
    signature: sig ? { ...sig, signed_at: new Date(sig.signed_at).toISOString() } : null,
    id_document_available: Boolean(row?.idDocumentKey),
  };
}
