import { z } from 'zod';
import { type ApiOperation, dataOf, idParams, numericIdParam, tagged } from '../core/openapi';
import { apiTripDetailSchema } from '../trips/trip-detail.openapi';
import { chargeSchema, deskPlanSchema, noteSchema, priceLinesSchema, voidChargeSchema } from './trip.schema';
import { conciergeTripMoneySchema } from './trip-money.openapi';

export const conciergeTripSchema = z.strictObject({
  guest_view: apiTripDetailSchema.describe('The trip exactly as its guest’s own API shows it.'),
  money: conciergeTripMoneySchema,
  grocery_lines: z.array(
    z.strictObject({
      line_id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      estimate_cents: z.number().int(),
      actual_cents: z.number().int().nullable().describe('What the concierge paid for the whole line; null until priced.'),
    }),
  ),
  grocery_billed_cents: z.number().int().describe('What the grocery entries on the bill add up to.'),
  grocery_purchased_at: z.string().nullable(),
  notes: z.array(z.strictObject({ id: z.number().int(), body: z.string(), author: z.string().nullable(), created_at: z.string() })),
  timeline: z.array(
    z.strictObject({
      at: z.string().describe('ISO 8601 instant.'),
      actor: z.string().nullable().describe('Who: a name, or null for the system.'),
      kind: z.string().describe('reservation_created, ledger_<kind>, plan_<status>, note_added, charge_voided, groceries_purchased…'),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
});

const errors = {
  400: 'Invalid body: an amount that is not whole cents above zero, text too long, a line of another trip…',
  401: 'No session.',
  403: 'Not a concierge.',
  404: 'No such trip (or charge) in the concierge’s destinations.',
};
const chargeParams = z.object({ id: numericIdParam('The trip (reservation) id.'), chargeId: numericIdParam('The ledger entry’s id.') });

export const conciergeTripOperations: ApiOperation[] = tagged('Concierge', [
  {
    method: 'get',
    path: '/v1/concierge/trips/{id}',
    operationId: 'getTripDesk',
    summary: 'A trip of the concierge’s destinations: what its guest sees, its money, private notes and timeline',
    params: idParams,
    response: dataOf(conciergeTripSchema),
    auth: 'session',
    errors: { 401: errors[401], 403: errors[403], 404: errors[404] },
  },
  {
    method: 'post',
    path: '/v1/concierge/trips/{id}/notes',
    operationId: 'addTripNote',
    summary: 'A private note on the trip: staff read it, the guest never does',
    params: idParams,
    body: noteSchema,
    response: dataOf(z.object({ id: z.number().int() })),
    auth: 'session',
    errors,
  },
  {
    method: 'post',
    path: '/v1/concierge/trips/{id}/charges',
    operationId: 'addTripCharge',
    summary: 'An extra on the trip’s bill (a ledger `extra` entry, reference desk-charge:<n>, the concierge as its actor)',
    params: idParams,
    body: chargeSchema,
    response: dataOf(z.object({ entry_id: z.number().int() })),
    auth: 'session',
    errors: { ...errors, 409: 'trip_closed (declined, expired or cancelled).' },
  },
  {
    method: 'post',
    path: '/v1/concierge/trips/{id}/charges/{chargeId}/void',
    operationId: 'voidTripCharge',
    summary: 'Void a staff-added extra or adjustment, once, with a reason: a reversing entry referencing it',
    params: chargeParams,
    body: voidChargeSchema,
    response: dataOf(z.object({ voided: z.number().int() })),
    auth: 'session',
    errors: {
      ...errors,
      409: 'charge_not_voidable (not a desk charge or goodwill credit added by staff), charge_already_voided, trip_closed.',
    },
  },
  {
    method: 'put',
    path: '/v1/concierge/trips/{id}/groceries/prices',
    operationId: 'priceGroceryLines',
    summary: 'What the concierge paid for lines of the submitted grocery list (the whole line, in cents)',
    params: idParams,
    body: priceLinesSchema,
    response: dataOf(z.object({ priced: z.number().int() })),
    auth: 'session',
    errors: { ...errors, 409: 'groceries_not_submitted, groceries_purchased, trip_closed.' },
  },
  {
    method: 'post',
    path: '/v1/concierge/trips/{id}/groceries/purchase',
    operationId: 'markGroceriesPurchased',
    summary: 'The groceries were bought: the difference between the estimate billed and the real cost is posted; the list is final',
    params: idParams,
    response: dataOf(z.object({ billed_cents: z.number().int() })),
    auth: 'session',
    errors: { ...errors, 409: 'groceries_not_submitted, groceries_unpriced, groceries_purchased, trip_closed.' },
  },
  {
    method: 'post',
    path: '/v1/concierge/trips/{id}/itinerary',
    operationId: 'addPlanForGuest',
    summary: 'Add a plan for the guest: requested, or confirmed and billed at once when a price is given',
    params: idParams,
    body: deskPlanSchema,
    response: dataOf(z.object({ item_id: z.number().int(), status: z.string() })),
    auth: 'session',
    errors: { ...errors, 409: 'trip_closed.' },
  },
]);
