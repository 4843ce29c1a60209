import { requireUser } from '@/server/access/actor';
import { withApi } from '@/server/http/api';
import { getAttachmentRoute } from '@/server/http/messaging';

export const dynamic = 'force-dynamic';

/** One file of the trip's conversation, to its participants only (private, never cached; PDFs as downloads). */
export const GET = withApi((ctx) => getAttachmentRoute(ctx, 'guest'), { allow: requireUser });
