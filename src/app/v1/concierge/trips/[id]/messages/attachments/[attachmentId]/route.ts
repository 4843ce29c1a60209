import { requireConciergeWork } from '@/server/booking/concierge-scope';
import { withApi } from '@/server/http/api';
import { getAttachmentRoute } from '@/server/http/messaging';

export const dynamic = 'force-dynamic';

/** One file of the trip's conversation, to its participants only (private, never cached; PDFs as downloads). */
export const GET = withApi((ctx) => getAttachmentRoute(ctx, 'concierge'), { allow: requireConciergeWork });
