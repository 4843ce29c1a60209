import { z } from 'zod';
import { type ApiOperation, dataOf, idParams, tagged } from '../core/openapi';
import { saveGroceryOrderSchema } from './groceries.schema';

const cents = (what: string) => z.number().int().describe(`${what}, integer cents.`);

export const apiGroceryCategorySchema = z.strictObject({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  items: z.array(
    z.strictObject({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      unit: z.string().describe('What one unit is: kg, bottle, dozen…'),
      price_cents: cents('Estimated price of one unit'),
      currency: z.string(),
    }),
  ),
});

export const apiGroceryOrderSchema = z.strictObject({
  trip_id: z.number().int(),
  status: z.enum(['none', 'draft', 'submitted']).describe('none: never saved.'),
  currency: z.string(),
  lines: z.array(
    z.strictObject({
      item_id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      unit: z.string(),
      quantity: z.number().int(),
      note: z.string(),
      unit_price_cents: cents('Unit price frozen when the list was last saved'),
      line_total_cents: cents('quantity × unit_price_cents'),
    }),
  ),
  item_count: z.number().int().describe('Sum of the quantities.'),
  estimated_cents: cents('Sum of the lines; once submitted, the trip’s `grocery` charge'),
  note: z.string(),
  submitted_at: z.string().nullable().describe('ISO 8601 instant of the last submission.'),
  updated_at: z.string().nullable(),
  editable: z.boolean(),
  purchased_at: z
    .string()
    .nullable()
    .describe('ISO 8601 instant the concierge bought the groceries: the list is final and its charge is the real cost.'),
  editable_until: z.string().describe('ISO 8601 instant: 72 hours before check-in time on arrival day, in the villa’s zone.'),
  time_zone: z.string().describe('The villa’s IANA zone.'),
});

const TAG = 'Groceries';

export const groceryOperations: ApiOperation[] = tagged(TAG, [
  {
    method: 'get',
    path: '/v1/groceries',
    operationId: 'listGroceryCatalogue',
    summary: 'The pre-arrival grocery catalogue: categories in order with their items and estimated prices',
    response: dataOf(z.array(apiGroceryCategorySchema)),
  },
  {
    method: 'get',
    path: '/v1/account/trips/{id}/groceries',
    operationId: 'getGroceryOrder',
    summary: 'A trip’s grocery list with its estimate and until when it can change',
    params: idParams,
    response: dataOf(apiGroceryOrderSchema),
    auth: 'session',
    errors: { 401: 'No session.', 404: 'No such trip of this guest.' },
  },
  {
    method: 'put',
    path: '/v1/account/trips/{id}/groceries',
    operationId: 'saveGroceryOrder',
    summary: 'Replace a trip’s grocery list, as a draft or submitted',
    description:
      'The body is the whole list. `submit: true` submits it: its estimate (prices frozen per line) becomes the trip’s one `grocery` charge, updated by every later save (a submitted list stays submitted; emptied, its charge is removed). Allowed while the trip is requested or confirmed and before `editable_until` (72 hours before check-in).',
    params: idParams,
    body: saveGroceryOrderSchema,
    bodyTypes: ['application/json'],
    response: dataOf(apiGroceryOrderSchema),
    auth: 'session',
    errors: {
      400: 'validation_failed (fields such as `lines.2.quantity`, `lines.0.item_id` for an unknown or duplicate item, `lines` for submitting an empty list).',
      401: 'No session.',
      404: 'No such trip of this guest.',
      409: 'groceries_locked: past the cut-off, or the trip is not requested or confirmed.',
    },
  },
]);
