import { z } from 'zod';
import { apiChangeSchema, apiTripSchema, changeMoneyFields, tripMoneySchema } from '../booking/booking.openapi';
import { SHOWN_STATUSES } from '../booking/stay-status';
import { type ApiOperation, dataOf, idParams, numericIdParam, tagged } from '../core/openapi';
import { apiPaymentSchema, apiRefundSchema } from '../payments/payments.openapi';
import { cancelSchema, depositSchema, recordPaymentSchema, refundSchema, refundSentSchema } from './trip-money.schema';

export const conciergeTripMoneySchema = z.strictObject({
  trip: apiTripSchema,
  money: tripMoneySchema,
  entries: z.array(
    apiTripSchema.shape.charges.element.extend({
      actor: z.string().describe('Who wrote it: a staff member’s name, or guest / system.'),
      reference: z.string().describe('What caused it: booking, change:<id>, payment:<id>, cancellation…'),
    }),
  ),
  payments: z.array(apiPaymentSchema),
  refunds: z.array(
    apiRefundSchema.extend({
      attempts: z.number().int().describe('A card refund’s calls to its provider so far (retried after 1, 5, 30 minutes and 2 hours).'),
      next_attempt_at: z.string().nullable().describe('When a card refund whose call failed is tried again; null otherwise.'),
      last_error: z.string().describe('Why its last call failed; a card refund `failed` after its last try is for the desk to settle.'),
    }),
  ),
  guest: z.strictObject({ name: z.string(), email: z.string() }),
  today: z.string().describe('The villa’s own date today.'),
  stay_over: z.boolean().describe('True from check-out day: the security deposit can be settled.'),
  pending_change: apiChangeSchema
    .extend({
      if_accepted_today: z
        .strictObject({
          total_cents: z.number().int().describe('The new stay’s price (the security deposit apart) at today’s rates.'),
          difference_cents: z.number().int().describe('New stay price − the stay as it stands: charged when positive.'),
          ...changeMoneyFields,
        })
        .nullable()
        .describe('What accepting it today would do, as POST …/decide then writes it: null when it is blocked.'),
      blocked: z
        .string()
        .nullable()
        .describe('The refusal accepting would meet today (dates_unavailable, not_changeable, a booking rule’s code); null otherwise.'),
    })
    .nullable()
    .describe('The guest’s change awaiting a decision (at most one), priced on the villa’s today under its cancellation policy.'),
});

const errors = {
  400: 'Invalid body (an amount that is not a whole number of cents above zero, a missing reason…).',
  401: 'No session.',
  403: 'Not a concierge.',
  404: 'No such trip in the concierge’s destinations.',
  409: 'The reservation cannot take this now (cancelled, expired, still a request, the stay not over).',
  422: 'Above the balance, above what was paid, above the deposit held, or dated in the future.',
};

export const conciergeMoneyOperations: ApiOperation[] = tagged('Concierge', [
  {
    method: 'get',
    path: '/v1/concierge/trips/{id}/money',
    operationId: 'getConciergeTripMoney',
    summary: 'A trip of the concierge’s destinations: figures, schedule, ledger with who wrote each entry, payments and refunds',
    params: idParams,
    response: dataOf(conciergeTripMoneySchema),
    auth: 'session',
    errors: { 401: errors[401], 403: errors[403], 404: errors[404] },
  },
  {
    method: 'post',
    path: '/v1/concierge/trips/{id}/payments',
    operationId: 'recordTransfer',
    summary:
      'Record a bank transfer received (at most the balance): it confirms a reservation awaiting payment once the deposit is covered',
    description:
      'Send an `Idempotency-Key` header (one store for every payment call): a retry with the same body answers the first answer and records nothing more; the key with another body or another call is 409 `idempotency_conflict`.',
    params: idParams,
    body: recordPaymentSchema,
    response: dataOf(
      z.object({
        payment_id: z.number().int(),
        reservation_status: z
          .enum(SHOWN_STATUSES)
          .describe('The reservation’s status as shown: a confirmed stay past its check-out is `completed`.'),
        confirmed: z.boolean(),
      }),
    ),
    auth: 'session',
    errors: {
      ...errors,
      400: `${errors[400]} A malformed Idempotency-Key.`,
      409: `${errors[409]} Or the Idempotency-Key was used for another call (idempotency_conflict).`,
    },
  },
  {
    method: 'post',
    path: '/v1/concierge/trips/{id}/refunds',
    operationId: 'grantGoodwill',
    summary: 'A goodwill refund (money back, at most what was paid) or credit (the trip costs less), with a reason the guest sees',
    params: idParams,
    body: refundSchema,
    response: dataOf(conciergeTripMoneySchema),
    auth: 'session',
    errors,
  },
  {
    method: 'post',
    path: '/v1/concierge/trips/{id}/refunds/{refundId}/sent',
    operationId: 'markRefundSent',
    summary: 'An owed bank-transfer refund was sent: its date and the bank’s reference',
    params: z.object({ id: numericIdParam('The trip (reservation) id.'), refundId: numericIdParam('The refund’s id.') }),
    body: refundSentSchema,
    response: dataOf(conciergeTripMoneySchema),
    auth: 'session',
    errors,
  },
  {
    method: 'post',
    path: '/v1/concierge/trips/{id}/cancel',
    operationId: 'cancelForGuest',
    summary: 'Cancel for the guest with a full refund (an owner’s cancellation, force majeure); the nights are freed',
    params: idParams,
    body: cancelSchema,
    response: dataOf(conciergeTripMoneySchema),
    auth: 'session',
    errors,
  },
  {
    method: 'post',
    path: '/v1/concierge/trips/{id}/deposit',
    operationId: 'settleDeposit',
    summary: 'After check-out: release the security deposit, or retain part of it with a reason the guest sees',
    params: idParams,
    body: depositSchema,
    response: dataOf(conciergeTripMoneySchema),
    auth: 'session',
    errors,
  },
]);
