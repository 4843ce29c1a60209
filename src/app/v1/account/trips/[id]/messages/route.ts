import { requireUser } from '@/server/access/actor';
import { withApi } from '@/server/http/api';
import { getMessages, MESSAGE_UPLOADS, postMessageRoute } from '@/server/http/messaging';

export const dynamic = 'force-dynamic';

/** The trip's conversation as the trip's guest (another's trip is 404) reads it → `{ data: { messages, last_read_id, unread_count }, meta }`. */
export const GET = withApi((ctx) => getMessages(ctx, 'guest'), { allow: requireUser });

/** Posts a message (text and up to 5 files, multipart) → 201 `{ data: message }`; a retried Idempotency-Key → 200, the same message. */
export const POST = withApi((ctx) => postMessageRoute(ctx, 'guest'), { allow: requireUser, multipart: MESSAGE_UPLOADS });
