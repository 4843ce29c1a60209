import { config } from '@/server/core/config.mjs';
import { ok, withApi } from '@/server/http/api';
import { AppError } from '@/server/core/errors';
import { receiveStripeWebhook } from '@/server/payments/webhook';

export const dynamic = 'force-dynamic';

/**
 * Stripe's events, verified by their signature (400 and nothing recorded otherwise), applied once
 * each. The body is read under the route's cap (413 beyond 512 KB, before any signature work).
 */
export const POST = withApi(
  async (ctx) => {
    const { stripeConfigured, stripeWebhookSecret: secret } = config();
    if (!stripeConfigured || !secret) throw new AppError(404, 'not_found');
    const raw = await ctx.text();
    const result = await receiveStripeWebhook(ctx.orm, raw, ctx.req.headers.get('stripe-signature'), { secret, now: new Date() });
    return ok({ received: true, outcome: result.outcome });
  },
  { maxBodyBytes: 512 * 1024 },
);
