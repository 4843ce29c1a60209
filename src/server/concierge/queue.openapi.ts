import { z } from 'zod';
import { type ApiOperation, dataOf, idParams, pageMetaSchema, pagedOf, tagged } from '../core/openapi';
import { assignSchema, bulkAssignSchema, QUEUE_STATUSES, queueQueryFields, staffQuerySchema } from './queue.schema';

const status = z.enum(QUEUE_STATUSES);
const assigned = z.strictObject({ id: z.number().int(), name: z.string() }).nullable();

export const queueRowSchema = z.strictObject({
  id: z.number().int(),
  confirmation_number: z.string(),
  status,
  check_in: z.string(),
  check_out: z.string(),
  guests: z.number().int(),
  property: z.strictObject({ id: z.number().int(), name: z.string(), destination: z.string() }),
  guest: z.strictObject({ name: z.string(), email: z.string(), locale: z.string().describe('The language the guest booked in.') }),
  total_cents: z.number().int(),
  currency: z.string(),
  hold_expires_at: z.string().nullable(),
  hold_seconds_left: z.number().int().nullable().describe('Seconds before the hold runs out (requested, awaiting payment); else null.'),
  assigned: assigned.describe('The concierge who runs the trip; null while unassigned.'),
  activity_at: z.string().describe('The latest of booked, decided, cancelled, expired, deposit paid, last message, last timeline event.'),
});

export const queueMetaSchema = pageMetaSchema.extend({
  counts: z.record(status, z.number().int()).describe('Reservations per status over the scope and every filter but `status`.'),
});

export const assignResultSchema = z.strictObject({ id: z.number().int(), assigned });

export const staffSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['concierge', 'destination_manager', 'country_manager']),
  open_count: z.number().int().describe('Open trips already assigned to them.'),
  me: z.boolean(),
});

const TAG = 'Concierge';
const roleErrors = { 401: 'No session.', 403: 'Not a concierge.' };

export const queueOperations: ApiOperation[] = tagged(TAG, [
  {
    method: 'get',
    path: '/v1/concierge/reservations',
    operationId: 'listConciergeQueue',
    summary: 'The desk’s queue: reservations of the caller’s destinations, requests first (most urgent hold first), then newest activity',
    query: queueQueryFields,
    response: pagedOf(queueRowSchema, queueMetaSchema),
    auth: 'session',
    errors: { 400: 'A filter with a bad value (a sentence per field).', ...roleErrors },
  },
  {
    method: 'post',
    path: '/v1/concierge/reservations/{id}/assign',
    operationId: 'assignReservation',
    summary: 'Assign a trip to a concierge whose own destinations cover it (null unassigns); recorded on the trip’s timeline',
    params: idParams,
    body: assignSchema,
    bodyTypes: ['application/json'],
    response: dataOf(assignResultSchema),
    auth: 'session',
    errors: {
      ...roleErrors,
      404: 'No such trip in the caller’s destinations.',
      422: 'assignee_out_of_scope: not a concierge, or their destinations do not cover the trip.',
    },
  },
  {
    method: 'post',
    path: '/v1/concierge/reservations/assign',
    operationId: 'assignReservations',
    summary: 'Assign several trips at once, all or nothing',
    body: bulkAssignSchema,
    bodyTypes: ['application/json'],
    response: dataOf(z.array(assignResultSchema)),
    auth: 'session',
    errors: {
      ...roleErrors,
      404: 'One of the trips does not exist or lies outside the caller’s destinations: nothing was assigned.',
      422: 'assignee_out_of_scope: not a concierge, or their destinations do not cover every trip.',
    },
  },
  {
    method: 'get',
    path: '/v1/concierge/staff',
    operationId: 'listAssignableConcierges',
    summary: 'The concierges some trips can be assigned to (their destinations cover all of them), least busy first',
    query: staffQuerySchema,
    response: dataOf(z.array(staffSchema)),
    auth: 'session',
    errors: { ...roleErrors, 404: 'A trip that does not exist or lies outside the caller’s destinations.' },
  },
]);
