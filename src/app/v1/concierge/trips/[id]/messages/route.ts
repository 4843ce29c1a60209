import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { withApi } from '@/server/http/api';
import { getMessages, MESSAGE_UPLOADS, postMessageRoute } from '@/server/http/messaging';

export const dynamic = 'force-dynamic';

/** The trip's conversation as a concierge of the trip's scope or an administrator (outside the scope: 404) reads it → `{ data: { messages, last_read_id, unread_count }, meta }`. */
export const GET = withApi((ctx) => getMessages(ctx, 'concierge'), { allow: requireConciergeWork });

/** Posts a message (text and up to 5 files, multipart) → 201 `{ data: message }`; a retried Idempotency-Key → 200, the same message. */
export const POST = withApi((ctx) => postMessageRoute(ctx, 'concierge'), { allow: requireConciergeWork, multipart: MESSAGE_UPLOADS });
