import { z } from 'zod';
import { type ApiOperation, dataOf, idParams, numericIdParam, tagged } from '../core/openapi';
import { changeQueryFields, changeStaySchema, decideChangeSchema } from './change.schema';
import { createReservationSchema } from './booking.schema';
import { CANCELLATION_POLICY_NAMES } from './cancellation-policies';
import { apiQuoteSchema } from '../catalog/catalog.openapi';
import { LEDGER_KINDS } from '../ledger/kinds';
import { SHOWN_STATUSES } from './stay-status';
import { apiImageSchema } from '../catalog/catalog.openapi';

const cents = (what: string) => z.number().int().describe(`${what}, integer cents.`);
const instant = z.string().describe('ISO 8601 instant (UTC).');

export const frozenQuoteSchema = z.strictObject({
  currency: z.string(),
  nights: z.array(z.strictObject({ date: z.string(), cents: z.number().int() })),
  nightsTotalCents: cents('Sum of the nights'),
  cleaningFeeCents: cents('Cleaning fee'),
  serviceFeeCents: cents('Service fee'),
  taxesCents: cents('Taxes'),
  totalCents: cents('Total (not the deposit)'),
  securityDepositCents: cents('Refundable deposit'),
  quoteSignature: z.string(),
});

const installmentSchema = z.strictObject({
  key: z.enum(['deposit', 'balance', 'full']).describe('`full` when booked inside the balance window: everything at once.'),
  amount_cents: cents('Amount of the installment'),
  due_on: z.string().describe('The villa’s local date it is due.'),
  paid_cents: cents('Paid towards it'),
  outstanding_cents: cents('Still to pay'),
  status: z.enum(['paid', 'due', 'overdue', 'upcoming']),
});

/** A trip's money, derived from its ledger only (src/server/ledger). */
export const tripMoneySchema = z
  .strictObject({
    stay_cents: cents('Nights, cleaning, service fee and taxes, after changes and cancellation credits'),
    extras_cents: cents('Groceries, experiences and services'),
    adjustments_cents: cents('Goodwill credits (negative) and manual charges'),
    charged_cents: cents('The trip’s total (the security deposit apart)'),
    paid_cents: cents('Money received'),
    refunded_cents: cents('Money sent back'),
    balance_due_cents: cents(
      'Everything still owed, the security deposit included: charged + security deposit asked − released − paid + refunded',
    ),
    stay_balance_cents: cents(
      'The balance of the stay, the security deposit apart: what the trip (stay, extras, adjustments) still costs after what was paid towards it; negative when a refund is owed. Plus security_deposit.to_collect_cents it is balance_due_cents.',
    ),
    security_deposit: z.strictObject({
      required_cents: cents('Asked for, collected with the balance'),
      held_cents: cents('Collected and still held'),
      to_collect_cents: cents('Still to be paid, with the balance before arrival'),
      released_cents: cents('Released back to the guest'),
      retained_cents: cents('Retained after the stay, with a reason'),
    }),
    schedule: z.strictObject({
      installments: z.array(installmentSchema),
      next: installmentSchema.nullable().describe('The first installment not yet paid, or null.'),
      balance_due_on: z.string().describe('The villa’s date the balance is due.'),
      confirming_cents: cents('What confirms the reservation: the deposit, or everything inside the balance window'),
    }),
  })
  .describe('Derived from the ledger only: the same figures on every page, mail and answer.');

export const apiTripSchema = z.strictObject({
  id: z.number().int(),
  confirmation_number: z.string().describe('8 characters, Crockford base32.'),
  status: z
    .enum(SHOWN_STATUSES)
    .describe(
      'An instant booking starts `awaiting_payment`; a request is `requested` until a concierge accepts it (then `awaiting_payment`); the deposit paid makes it `confirmed`; a confirmed stay whose check-out (date and time, in the villa’s zone) has passed is `completed`.',
    ),
  property: z.strictObject({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    state: z.string(),
    country: z.string(),
    time_zone: z.string(),
    image: apiImageSchema.nullable().describe('The villa’s cover picture (URLs under /media), or null.'),
  }),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  guests: z.number().int(),
  lead_guest: z.strictObject({ first_name: z.string(), last_name: z.string(), email: z.string(), phone: z.string() }),
  message: z.string(),
  currency: z.string(),
  /** The trip's total from its ledger (stay, extras, adjustments): money.charged_cents. */
  total_cents: cents(
    'The trip’s total from its ledger: stay, extras and adjustments (the security deposit apart); equals money.charged_cents',
  ),
  quote: frozenQuoteSchema.nullable().describe('The price breakdown frozen at booking.'),
  charges: z
    .array(
      z.strictObject({
        id: z.number().int(),
        kind: z
          .enum(LEDGER_KINDS)
          .describe(
            'The ledger entry’s kind: nights, cleaning, service_fee, tax (the stay); extra, grocery; adjustment; payment, refund; deposit_held, deposit_released, deposit_retained.',
          ),
        label: z.string(),
        amount_cents: cents('Signed as the guest’s debt moves: charges and refunds positive, payments and credits negative'),
        reason: z.string().describe('The staff member’s reason, or empty.'),
        created_at: instant,
      }),
    )
    .describe('The trip’s ledger, oldest first: entries are never changed, a correction is a new entry.'),
  /** money.balance_due_cents. */
  balance_due_cents: cents('Still owed, the security deposit included (money.balance_due_cents); negative when a refund is owed'),
  money: tripMoneySchema,
  refund_cents: z.number().int().nullable(),
  hold_expires_at: instant
    .nullable()
    .describe('Requested (48 hours) or awaiting payment (72 hours): the nights are held until then, then the reservation expires.'),
  created_at: instant,
  confirmed_at: instant.nullable(),
  declined_at: instant.nullable(),
  cancelled_at: instant.nullable(),
  expired_at: instant.nullable(),
});

const localDate = z.string().describe('A calendar date (YYYY-MM-DD) in the villa’s own time zone.');

export const apiCancellationPreviewSchema = z.strictObject({
  cancellable: z.boolean().describe('False from the villa’s check-in day, and once cancelled, declined, expired or over.'),
  refusal: z
    .enum(['stay_started', 'not_cancellable'])
    .nullable()
    .describe(
      'Why not cancellable: stay_started (the check-in day has come), not_cancellable (cancelled, declined, expired or over); null while cancellable.',
    ),
  refund_cents: cents('What cancelling now would refund (0 when not cancellable)'),
  refund_percent: z.number().int().describe('0–100; a request not yet confirmed is refunded in full.'),
  policy: z.enum(CANCELLATION_POLICY_NAMES),
  today: localDate.describe('The villa’s date now: the day a cancellation now is received.'),
  days_before_arrival: z.number().int().describe('Whole days from today to check-in (negative once arrived).'),
  deadlines: z
    .array(
      z.strictObject({
        refund_percent: z.number().int(),
        refund_cents: cents('The refund in this tier'),
        until: localDate.nullable().describe('Last date to cancel with this refund; null for the last tier (no refund).'),
        passed: z.boolean(),
      }),
    )
    .describe('The policy’s tiers as dates of this stay, most generous first, ending with the 0 % tier.'),
});

const TAG = 'Booking';

export const bookingOperations: ApiOperation[] = tagged(TAG, [
  {
    method: 'post',
    path: '/v1/reservations',
    operationId: 'createReservation',
    summary: 'Book a stay (instant-book villas confirm at once; others become a request held 48 hours)',
    description:
      'Send the `quote_signature` of the quote the guest saw; the price is recomputed and a different one is 409 `price_changed` with the new `quote` in the error body. An `Idempotency-Key` header makes retries safe: the same body gets the first answer back (header `Idempotent-Replayed: true`), another body 409 `idempotency_conflict`.',
    body: createReservationSchema,
    bodyTypes: ['application/json'],
    response: dataOf(apiTripSchema),
    status: 201,
    auth: 'session',
    errors: {
      400: 'validation_failed, invalid_dates.',
      401: 'No session.',
      404: 'Unknown or unpublished villa.',
      409: `dates_unavailable, price_changed (with \`quote\`: ${Object.keys(apiQuoteSchema.shape).length} fields as GET /v1/properties/{id}/quote), idempotency_conflict.`,
      422: 'past_dates, min_nights, max_nights, too_many_guests.',
    },
  },
  {
    method: 'get',
    path: '/v1/account/trips',
    operationId: 'listTrips',
    summary: 'The guest’s trips, latest arrival first',
    response: z.object({ data: z.array(apiTripSchema), meta: z.object({ count: z.number().int() }) }),
    auth: 'session',
    errors: { 401: 'No session.' },
  },
  {
    method: 'get',
    path: '/v1/account/trips/{id}/calendar.ics',
    operationId: 'tripCalendar',
    summary: 'The stay as an iCalendar file (“Add to calendar”)',
    description:
      'One all-day VEVENT from check_in (DTSTART;VALUE=DATE) to check_out (DTEND, exclusive): the villa’s calendar dates, never shifted by a time zone. UID `<confirmation_number>@almavillas`; SUMMARY in the request’s language. Sent as an attachment `alma-villas-<confirmation_number>.ics`.',
    params: idParams,
    response: z.string().describe('text/calendar (RFC 5545), CRLF line endings.'),
    responseType: 'text/calendar',
    auth: 'session',
    errors: { 401: 'No session.', 404: 'No such trip of this guest.' },
  },
  {
    method: 'get',
    path: '/v1/account/trips/{id}/cancellation',
    operationId: 'previewTripCancellation',
    summary: 'What cancelling the trip now would refund, and until which date each refund applies',
    description: 'The same computation POST /v1/account/trips/{id}/cancel applies, so the refund shown is the refund made.',
    params: idParams,
    response: dataOf(apiCancellationPreviewSchema),
    auth: 'session',
    errors: { 401: 'No session.', 404: 'No such trip of this guest.' },
  },
  {
    method: 'post',
    path: '/v1/account/trips/{id}/cancel',
    operationId: 'cancelTrip',
    summary: 'Cancel a trip: the refund follows the villa’s cancellation policy',
    params: idParams,
    response: dataOf(apiTripSchema),
    auth: 'session',
    errors: {
      401: 'No session.',
      404: 'No such trip of this guest.',
      409: 'stay_started (the villa’s check-in day has come: the concierge ends a stay under way), not_cancellable (already cancelled, declined, expired or over).',
    },
  },
]);

export const apiChangeSchema = z.strictObject({
  id: z.number().int(),
  status: z.enum(['applied', 'requested', 'declined', 'expired']),
  from: z.strictObject({ check_in: z.string(), check_out: z.string(), guests: z.number().int() }),
  to: z.strictObject({ check_in: z.string(), check_out: z.string(), guests: z.number().int() }),
  difference_cents: cents('New stay price − old (the security deposit apart)'),
  created_at: instant,
  decided_at: instant.nullable(),
});

/** What a change does to the money under the cancellation policy (ChangeMoney): the guest's preview and the desk's pending change. */
export const changeMoneyFields = {
  policy: z.enum(CANCELLATION_POLICY_NAMES).describe('The villa’s cancellation policy.'),
  refund_percent: z
    .number()
    .int()
    .min(0)
    .max(100)
    .describe(
      'Percent of a reduction of the stay that goes back: the one cancelling today would apply (a concierge’s acceptance later takes the policy on that day).',
    ),
  refund_cents: cents(
    'Sent back when the change is applied today: the policy’s percent of the reduction, at most what was paid beyond the new stay and never more than cancelling today would refund',
  ),
  policy_keeps_cents: cents(
    'What the cancellation policy keeps of the reduction (0 when the stay does not get cheaper or nothing was paid beyond the new stay)',
  ),
};

export const apiChangePreviewSchema = z.strictObject({
  quote: apiQuoteSchema,
  /** New stay price − current stay price (the security deposit apart): to pay when positive; when negative, `refund_cents` is what goes back. */
  difference_cents: cents('New stay price − current stay price (the security deposit apart): to pay when positive'),
  /** True when the villa books instantly: the change applies at once; otherwise a concierge decides. */
  applies_at_once: z.boolean(),
  ...changeMoneyFields,
});

export const changeOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/v1/account/trips/{id}/change',
    operationId: 'previewChange',
    tag: 'Booking',
    summary:
      'What changing the stay would cost: the re-quote at the current rates, the difference, and of a cheaper stay what goes back and what the cancellation policy keeps',
    params: idParams,
    query: changeQueryFields,
    response: dataOf(apiChangePreviewSchema),
    auth: 'session',
    errors: {
      400: 'Invalid dates or guests.',
      401: 'No session.',
      404: 'No such trip of this guest.',
      409: 'Taken nights, fewer guests than the trip’s travelers (`guests_below_travelers`: remove some first), or the stay cannot change.',
      422: 'A booking rule (minimum nights, capacity, past dates).',
    },
  },
  {
    method: 'post',
    path: '/v1/account/trips/{id}/change',
    operationId: 'requestChange',
    tag: 'Booking',
    summary:
      'Change dates or guests: applied at once at an instant-book villa (a dearer stay’s difference charged; of a cheaper one, the cancellation policy’s share of the reduction refunded), else sent to the concierge',
    params: idParams,
    body: changeStaySchema,
    response: dataOf(z.strictObject({ change: apiChangeSchema, trip: apiTripSchema })),
    auth: 'session',
    errors: {
      400: 'Invalid body.',
      401: 'No session.',
      404: 'No such trip of this guest.',
      409: 'Taken nights, a change already pending, fewer guests than the trip’s travelers (`guests_below_travelers`: remove some first), or the stay cannot change.',
      422: 'A booking rule (minimum nights, capacity, past dates).',
    },
  },
  {
    method: 'post',
    path: '/v1/concierge/trips/{id}/changes/{changeId}/decide',
    operationId: 'decideChange',
    tag: 'Concierge',
    summary: 'Accept (re-quoted and applied) or decline a guest’s requested change',
    params: z.object({ id: numericIdParam('The trip (reservation) id.'), changeId: numericIdParam('The change’s id.') }),
    body: decideChangeSchema,
    response: dataOf(apiChangeSchema),
    auth: 'session',
    errors: {
      400: 'Invalid body.',
      401: 'No session.',
      403: 'Not a concierge.',
      404: 'No such change on a trip of the concierge’s destinations.',
      409: 'Already decided, its nights were taken meanwhile, or the trip now lists more travelers than its guests (`guests_below_travelers`).',
    },
  },
];
