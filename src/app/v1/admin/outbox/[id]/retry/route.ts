import { requireAdministrator } from '@/server/access/actor';
import { parseEntityId } from '@/server/catalog/catalog.params';
import { ok, withApi } from '@/server/http/api';
import { notFound } from '@/server/core/errors';
import { retryOutboxMail } from '@/server/mail/outbox.service';

export const dynamic = 'force-dynamic';

// POST /v1/admin/outbox/{id}/retry – retry now: a failed or queued mail is queued for at once (audit-logged).
export const POST = withApi(
  async (ctx) => {
    const id = parseEntityId(ctx.params.id);
    if (id === undefined) throw notFound();
    return ok(await retryOutboxMail(await ctx.context(), id));
  },
  { allow: requireAdministrator },
);
