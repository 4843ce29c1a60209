import 'server-only';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../access/context';
import { rows } from '../db/raw';
import { notFound } from '../http/errors';
import { conversationSeat } from './conversation-access';
import type { Side } from './messaging.policy';
import { readPrivateFile } from './private-files';

export interface AttachmentFile {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

/** One attachment of the trip's conversation, to its participants only: anyone else, or another trip's file, is 404. */
export async function readAttachment(
  ctx: ServiceContext,
  input: { tripId: number; side: Side; attachmentId: number },
): Promise<AttachmentFile> {
  const seat = await conversationSeat(ctx, input.tripId, input.side);
  if (seat.conversationId === null) throw notFound();
  const [row] = await rows<{ storage_key: string; content_type: string; file_name: string }>(
    ctx.orm,
    sql`select a.storage_key, a.content_type, a.file_name from message_attachments a join messages m on m.id = a.message_id
      where a.id = ${input.attachmentId} and m.conversation_id = ${seat.conversationId}`,
  );
  if (!row) throw notFound();
  const bytes = await readPrivateFile(row.storage_key);
  if (!bytes) throw notFound();
  return { bytes, contentType: row.content_type, fileName: row.file_name };
}

/** The headers of a private file (DESIGN §10): never cached by anyone, never sniffed, PDFs downloaded rather than shown. */
export function privateFileHeaders(file: AttachmentFile): Record<string, string> {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replaceAll('"', '');
  const disposition = file.contentType === 'application/pdf' ? 'attachment' : 'inline';
  return {
    'Content-Type': file.contentType,
    'Content-Length': String(file.bytes.length),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Content-Disposition': `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
  };
}
