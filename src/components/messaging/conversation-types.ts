/** The shapes of /v1/…/trips/{id}/messages as the browser reads them (src/server/messaging/message-views.ts). */
export interface ThreadAttachment {
  id: number;
  file_name: string;
  content_type: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  url: string;
}

export interface ThreadMessage {
  id: number;
  sender_role: 'guest' | 'concierge';
  sender_name: string | null;
  mine: boolean;
  body: string;
  created_at: string;
  attachments: ThreadAttachment[];
}

export interface ThreadPage {
  trip_id: number;
  conversation_id: number | null;
  messages: ThreadMessage[];
  last_read_id: number;
  unread_count: number;
  has_more: boolean;
}

export interface ConversationLabels {
  empty: string;
  older: string;
  loading: string;
  you: string;
  other: string;
  live: string;
  composer: {
    label: string;
    placeholder: string;
    attach: string;
    attachHint: string;
    remove: string;
    send: string;
    sending: string;
    count: string;
    tooLong: string;
    tooMany: string;
    tooBig: string;
    failed: string;
    shortcut: string;
  };
}

/** Messages merged by id, oldest first: a refresh or an older page never duplicates one. */
export function mergeMessages(current: ThreadMessage[], incoming: ThreadMessage[]): ThreadMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The newest message the other side wrote, which a reader marks read up to. */
export function newestFromOther(messages: ThreadMessage[]): number {
  let newest = 0;
  for (const m of messages) if (!m.mine && m.id > newest) newest = m.id;
  return newest;
}
