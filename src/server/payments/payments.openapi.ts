import { z } from 'zod';
import { apiTripSchema, tripMoneySchema } from '../booking/booking.openapi';
import { SHOWN_STATUSES } from '../booking/stay-status';
import { type ApiOperation, dataOf, idParams, numericIdParam, tagged } from '../core/openapi';
import { demoConfirmSchema, startPaymentSchema } from './payments.schema';

const cents = (what: string) => z.number().int().describe(`${what}, integer cents.`);

export const apiPaymentSchema = z.strictObject({
  id: z.number().int(),
  method: z.enum(['card', 'bank_transfer']),
  provider: z.string().describe('`stripe`, `demo` (a demonstration: no money moved) or `transfer`.'),
  amount_cents: cents('The amount'),
  currency: z.string(),
  status: z.enum(['pending', 'requires_action', 'succeeded', 'failed', 'cancelled']),
  card_last4: z.string().nullable().describe('The card’s last four digits (never more is stored).'),
  failure_code: z.string().nullable(),
  received_on: z.string().nullable().describe('A bank transfer’s value date.'),
  reference: z.string(),
  receipt_number: z.string().nullable(),
  receipt_url: z.string().nullable().describe('The PDF receipt, once it succeeded.'),
  created_at: z.string(),
  succeeded_at: z.string().nullable(),
});

export const apiRefundSchema = z.strictObject({
  id: z.number().int(),
  method: z.enum(['card', 'bank_transfer']),
  amount_cents: cents('The amount'),
  currency: z.string(),
  status: z
    .enum(['pending', 'owed', 'sent', 'succeeded', 'failed'])
    .describe('A card refund goes through its provider (pending → succeeded); a transfer refund is owed until a concierge sends it.'),
  reason: z.string(),
  sent_on: z.string().nullable(),
  reference: z.string(),
  created_at: z.string(),
});

export const tripPaymentsSchema = z.strictObject({
  trip_id: z.number().int(),
  status: z.enum(SHOWN_STATUSES).describe('The trip’s status as shown: a confirmed stay past its check-out is `completed`.'),
  currency: z.string(),
  money: tripMoneySchema,
  payments: z.array(apiPaymentSchema),
  refunds: z.array(apiRefundSchema),
  /** How the guest can pay here: card (and through whom) and bank transfer. */
  methods: z.strictObject({ card: z.enum(['stripe', 'demo']).nullable(), bank_transfer: z.literal(true) }),
});

export const paymentStartSchema = z.strictObject({
  method: z.enum(['card', 'bank_transfer']),
  scope: z.enum(['next', 'balance']),
  amount_cents: cents('What this payment takes: the next installment’s outstanding part, or the whole balance'),
  currency: z.string(),
  /** Card: our payment's id, its provider and the client secret for Stripe's Payment Element (or the demo form). */
  payment_id: z.number().int().nullable(),
  provider: z.enum(['stripe', 'demo']).nullable(),
  client_secret: z.string().nullable().describe('For Stripe’s Payment Element (or the demonstration form).'),
  publishable_key: z.string().nullable(),
  bank_transfer: z
    .strictObject({
      beneficiary: z.string(),
      bank: z.string(),
      iban: z.string(),
      swift: z.string(),
      reference: z.string().describe('The confirmation number: write it as the transfer’s reference.'),
      amount_cents: z.number().int(),
      currency: z.string(),
      demo: z.boolean(),
    })
    .nullable(),
});

export const demoResultSchema = z.strictObject({
  status: z.enum(['succeeded', 'requires_action']),
  payment_id: z.number().int(),
  reservation_status: z
    .enum(SHOWN_STATUSES)
    .describe('The reservation’s status as shown: a confirmed stay past its check-out is `completed`.'),
});

const paymentParams = z.object({ id: numericIdParam('The trip (reservation) id.'), paymentId: numericIdParam('The payment’s id.') });
void apiTripSchema;

export const paymentOperations: ApiOperation[] = tagged('Payments', [
  {
    method: 'get',
    path: '/v1/account/trips/{id}/payments',
    operationId: 'listTripPayments',
    summary: 'The trip’s payment schedule, each payment and refund, and the balance',
    params: idParams,
    response: dataOf(tripPaymentsSchema),
    auth: 'session',
    errors: { 401: 'No session.', 404: 'No such trip of this guest.' },
  },
  {
    method: 'post',
    path: '/v1/account/trips/{id}/payments',
    operationId: 'startPayment',
    summary: 'Pay the next installment or the whole balance, by card or bank transfer',
    description:
      'A card payment answers the client secret for Stripe’s Payment Element (or the demonstration provider’s form); the reservation is confirmed only by Stripe’s verified webhook (or the demonstration provider in-process). A bank transfer answers where to send it and the reference; a concierge records it when it arrives. Send an `Idempotency-Key` header (one store for every payment call, recorded before anything is done): a retry with the same body gets the first answer (header `Idempotent-Replayed: true`) and never a second charge; the key with another body or another kind of payment (a bank transfer’s key reused for a card) is 409 `idempotency_conflict`, and 409 `idempotency_in_progress` while its first call still runs.',
    params: idParams,
    body: startPaymentSchema,
    response: dataOf(paymentStartSchema),
    auth: 'session',
    errors: {
      400: 'Invalid body or Idempotency-Key.',
      401: 'No session.',
      404: 'No such trip of this guest.',
      409: 'Nothing due, the reservation is cancelled or expired, still a request, cards unavailable, or the key was used for another call (idempotency_conflict) or is still in use (idempotency_in_progress).',
    },
  },
  {
    method: 'post',
    path: '/v1/account/trips/{id}/payments/{paymentId}/demo-confirm',
    operationId: 'confirmDemoPayment',
    summary: 'The demonstration provider takes a test card (only where it is active; no money moves)',
    description:
      '4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for authentication (a second call with `{ authenticate }`). An `Idempotency-Key` header replays the first answer to the same call; the key with another call is 409 `idempotency_conflict`.',
    params: paymentParams,
    body: demoConfirmSchema,
    response: dataOf(demoResultSchema),
    auth: 'session',
    errors: {
      400: 'Invalid card fields or Idempotency-Key.',
      401: 'No session.',
      402: 'The card was declined.',
      404: 'No such payment, or the demonstration provider is off.',
      409: 'Already paid or replaced, or the Idempotency-Key was used for another call.',
    },
  },
  {
    method: 'get',
    path: '/v1/account/trips/{id}/payments/{paymentId}/receipt.pdf',
    operationId: 'getPaymentReceipt',
    summary: 'A succeeded payment’s receipt as a PDF, in English or Spanish (`?locale=`)',
    params: paymentParams,
    response: z.string().describe('application/pdf'),
    responseType: 'application/pdf',
    auth: 'session',
    errors: { 401: 'No session.', 404: 'No such succeeded payment on this guest’s trip.' },
  },
  {
    method: 'post',
    path: '/v1/payments/stripe/webhook',
    operationId: 'stripeWebhook',
    summary: 'Stripe’s events, verified by their Stripe-Signature, each applied once',
    description:
      'A bad, missing or stale signature is a 400 and nothing is recorded. A body above 512 KB is a 413, refused before its signature is checked. Answers 404 where Stripe is not configured.',
    body: z.record(z.string(), z.unknown()),
    bodyTypes: ['application/json'],
    response: dataOf(z.object({ received: z.literal(true), outcome: z.string() })),
    errors: { 400: 'The signature could not be verified.', 404: 'Stripe is not configured here.', 413: 'The body is above 512 KB.' },
  },
]);
