import type { ConversationPage } from '@/server/messaging/conversation-reads';
import type { ApiMessage } from '@/server/messaging/message-views';

/** What /v1/…/trips/{id}/messages answers (type-only imports: nothing of the server reaches the browser). */
export type ThreadMessage = ApiMessage;
export type ThreadPage = ConversationPage;

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
