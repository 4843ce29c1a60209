/**
 * A stand-in for Stripe's API on 127.0.0.1 (nothing can reach Stripe from here, STACK-NOTES 18):
 * the real stripe-node client and our StripeProvider talk to it over HTTP, so a test exercises
 * everything on our side. It keeps PaymentIntents and refunds in memory, answers an Idempotency-Key
 * seen before with its first answer as Stripe does, and can make the next calls of a kind fail as
 * when Stripe is unreachable (the connection dropped before any answer, so nothing is kept under
 * their key) or mark an intent paid.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { StripeProvider } from '@/server/payments/stripe-provider';

export interface FakeStripeCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Record<string, string>;
}

type Kind = 'create_intent' | 'cancel_intent' | 'refund';

export interface FakeStripe {
  /** Every request received (dropped ones included, so an unreachable call counts twice), oldest first. */
  calls: FakeStripeCall[];
  intents: Map<string, { id: string; amount: number; status: string }>;
  refunds: Map<string, { id: string; amount: number; payment_intent: string }>;
  /**
   * The next `n` calls of this kind fail as when Stripe cannot be reached: each connection is
   * dropped, stripe-node's own one retry of a closed connection included.
   */
  unreachable(kind: Kind, n: number): void;
  /** The guest paid this intent (as in another tab). */
  markPaid(intentId: string): void;
  /** A StripeProvider whose client talks to this stand-in. */
  provider(): StripeProvider;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: FakeStripeCall[] = [];
  const intents = new Map<string, { id: string; amount: number; status: string }>();
  const refunds = new Map<string, { id: string; amount: number; payment_intent: string }>();
  const drops: Record<Kind, number> = { create_intent: 0, cancel_intent: 0, refund: 0 };
  const answered = new Map<string, { status: number; body: unknown }>();
  let serial = 0;

  const intentObject = (i: { id: string; amount: number; status: string }) => ({
    id: i.id,
    object: 'payment_intent',
    amount: i.amount,
    currency: 'usd',
    status: i.status,
    client_secret: `${i.id}_secret_fake`,
  });
  const stripeError = (code: string, message: string) => ({ error: { type: 'invalid_request_error', code, message } });

  function handle(method: string, path: string, params: Record<string, string>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const intent = { id: `pi_fake_${++serial}`, amount: Number(params.amount), status: 'requires_payment_method' };
      intents.set(intent.id, intent);
      return { status: 200, body: intentObject(intent) };
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      const intent = intents.get(cancel[1] ?? '');
      if (!intent) return { status: 404, body: stripeError('resource_missing', 'No such payment_intent') };
      if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
        return { status: 400, body: stripeError('payment_intent_unexpected_state', `This PaymentIntent is ${intent.status}`) };
      }
      intent.status = 'canceled';
      return { status: 200, body: intentObject(intent) };
    }
    const read = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && read) {
      const intent = intents.get(read[1] ?? '');
      return intent
        ? { status: 200, body: intentObject(intent) }
        : { status: 404, body: stripeError('resource_missing', 'No such payment_intent') };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const refund = { id: `re_fake_${++serial}`, amount: Number(params.amount), payment_intent: params.payment_intent ?? '' };
      refunds.set(refund.id, refund);
      return { status: 200, body: { ...refund, object: 'refund', status: 'succeeded', currency: 'usd' } };
    }
    return { status: 404, body: stripeError('resource_missing', `No route ${method} ${path}`) };
  }

  const kindOf = (method: string, path: string): Kind | null =>
    method === 'POST' && path === '/v1/payment_intents'
      ? 'create_intent'
      : method === 'POST' && /\/cancel$/.test(path)
        ? 'cancel_intent'
        : method === 'POST' && path === '/v1/refunds'
          ? 'refund'
          : null;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = req.method ?? 'GET';
      const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      calls.push({ method, path: url.pathname, idempotencyKey: key, params });
      const kind = kindOf(method, url.pathname);
      if (kind && drops[kind] > 0) {
        drops[kind] -= 1;
        req.socket.destroy();
        return;
      }
      const seen = key ? answered.get(key) : undefined;
      const answer = seen ?? handle(method, url.pathname, params);
      if (key && !seen) answered.set(key, answer);
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${calls.length}` });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    calls,
    intents,
    refunds,
    unreachable(kind, n) {
      drops[kind] = 2 * n;
    },
    markPaid(intentId) {
      const intent = intents.get(intentId);
      if (intent) intent.status = 'succeeded';
    },
    provider() {
      const client = new Stripe('sk_test_fake', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0, telemetry: false });
      return new StripeProvider('sk_test_fake', client);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
