import 'server-only';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../access/context';
import { rows } from '../db/raw';
import type { PrivateFile } from '../core/file-download';
import { notFound } from '../core/errors';
import { conversationSeat } from './conversation-access';
import type { Side } from './messaging.policy';
import { openPrivateFile } from './private-files';

export type AttachmentFile = PrivateFile;

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
  const file = await openPrivateFile(row.storage_key);
  if (!file) throw notFound();
  return { body: file.body, size: file.size, contentType: row.content_type, fileName: row.file_name };
}
