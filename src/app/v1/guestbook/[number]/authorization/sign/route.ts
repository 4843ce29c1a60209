import { signAuthorizationInput } from '@/server/guestbook/authorization/authorization.schema';
import { signAuthorization } from '@/server/guestbook/authorization/authorization.service';
import { numberParam } from '@/server/http/guestbook-authorization';
import { guestbookStay } from '@/server/guestbook/guestbook-access';
import { ok, withApi } from '@/server/http/api';
import { parseInput } from '@/server/core/validation';

export const dynamic = 'force-dynamic';

// POST /v1/guestbook/{number}/authorization/sign – the guest signs the current document (typed name, consent, its hash)
export const POST = withApi(async (ctx) => {
  const svc = await ctx.context();
  // The stay first: without its guestbook, a caller learns nothing (not even the body's shape).
  await guestbookStay(svc, numberParam(ctx));
  const body = await ctx.body();
  const input = parseInput(signAuthorizationInput, body);
  const consent = (body as { consent?: unknown } | null)?.consent;
  const signature = await signAuthorization(svc, numberParam(ctx), input, consent, {
    ip: ctx.ip,
    userAgent: ctx.req.headers.get('user-agent') ?? '',
  });
  return ok(signature, { status: 201 });
});
