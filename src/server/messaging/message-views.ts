import 'server-only';
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/open';
import { rows } from '../db/raw';
import type { Side } from './messaging.policy';
import type { z } from 'zod';
import type { messageSchema } from './messaging.openapi';

export interface ApiAttachment {
  id: number;
  file_name: string;
  content_type: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  /** Where the caller downloads it (their side's route). */
  url: string;
}

export type ApiMessage = z.infer<typeof messageSchema>;

/** Where a side downloads a trip's attachments. */
export function attachmentUrl(side: Side, tripId: number, attachmentId: number): string {
  return `${side === 'guest' ? '/v1/account' : '/v1/concierge'}/trips/${tripId}/messages/attachments/${attachmentId}`;
}

/**
 * Messages of one conversation as the API shows them, oldest first: the newest `limit` below
 * `beforeId` (all of them when not given), or exactly the ids asked.
 */
export async function loadMessages(
  orm: Orm,
  opts: { conversationId: number; tripId: number; side: Side; meId: number; beforeId?: number; limit?: number; ids?: number[] },
): Promise<ApiMessage[]> {
  const where = opts.ids
    ? sql`m.id in (${sql.join(opts.ids.length ? opts.ids : [0], sql`, `)})`
    : opts.beforeId
      ? sql`m.id < ${opts.beforeId}`
      : sql`true`;
  const found = await rows<{
    id: number;
    sender_role: Side;
    sender_user_id: number | null;
    sender_name: string | null;
    body: string;
    created_at: string;
  }>(
    orm,
    sql`select m.id::int as id, m.sender_role, m.sender_user_id, u.name as sender_name, m.body,
        to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
      from messages m left join users u on u.id = m.sender_user_id
      where m.conversation_id = ${opts.conversationId} and ${where}
      order by m.id desc ${opts.limit ? sql`limit ${opts.limit}` : sql``}`,
  );
  found.reverse();
  const files = found.length
    ? await rows<{
        id: number;
        message_id: number;
        file_name: string;
        content_type: string;
        byte_size: number;
        width: number | null;
        height: number | null;
      }>(
        orm,
        sql`select id, message_id::int as message_id, file_name, content_type, byte_size, width, height from message_attachments
          where message_id in (${sql.join(
            found.map((m) => m.id),
            sql`, `,
          )}) order by id`,
      )
    : [];
  return found.map((m) => ({
    id: m.id,
    sender_role: m.sender_role,
    sender_name: m.sender_name,
    mine: m.sender_user_id === opts.meId,
    body: m.body,
    created_at: m.created_at,
    attachments: files
      .filter((f) => f.message_id === m.id)
      .map((f) => ({
        id: f.id,
        file_name: f.file_name,
        content_type: f.content_type,
        byte_size: f.byte_size,
        width: f.width,
        height: f.height,
        url: attachmentUrl(opts.side, opts.tripId, f.id),
      })),
  }));
}
