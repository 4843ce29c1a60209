import { z } from 'zod';
import { type ApiOperation, dataOf, pageMetaSchema, pagedOf, tagged } from '../../core/openapi';
import { createListingSchema, ownerPropertiesQueryFields } from '../listings-list/owner-properties.schema';
import { OWNER_RESERVATION_STATUSES, ownerReservationFilterFields, ownerReservationQueryFields } from './owner-reservations.schema';

export const ownerPropertySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(['draft', 'submitted', 'published']),
  review_state: z
    .enum(['draft', 'submitted', 'published', 'returned'])
    .describe('`returned`: a draft an administrator sent back with a note.'),
  destination: z.string().describe('The state, in the request’s language.'),
  owner: z.strictObject({ id: z.number().int().nullable(), name: z.string().nullable() }),
  occupancy: z
    .strictObject({ nights: z.number().int(), days: z.number().int(), percent: z.number().int() })
    .describe('Nights held by requested, awaiting-payment and confirmed reservations in this month (the villa’s local dates).'),
  next_arrival: z.string().nullable().describe('YYYY-MM-DD of the next active reservation’s check-in; null when none.'),
  missing_spanish: z.boolean().describe('A description, highlights or house rules written in English only.'),
  cover_thumbnail: z.string().nullable(),
});

export const ownerReservationSchema = z.strictObject({
  id: z.number().int(),
  confirmation_number: z.string(),
  status: z.enum(OWNER_RESERVATION_STATUSES),
  property: z.strictObject({ id: z.number().int(), name: z.string() }),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  guests: z.number().int(),
  guest: z
    .strictObject({ name: z.string(), country: z.string().nullable(), full_name_shown: z.boolean() })
    .describe('First name and country until the stay is confirmed, then the full name. Never an e-mail or phone.'),
  owner_revenue_cents: z.number().int().describe('Nights and cleaning as the ledger holds them (before commission).'),
  currency: z.string(),
});

const TAG = 'Owner portal';
const roleErrors = { 401: 'No session.', 403: 'Not an owner, broker, rep or administrator.' };

/** The owner portal's list of villas, new listings and reservations (issue 15). */
export const ownerReservationOperations: ApiOperation[] = tagged(TAG, [
  {
    method: 'get',
    path: '/v1/owner/properties',
    operationId: 'listOwnerProperties',
    summary: 'The villas the caller owns or manages (administrators: all, or one owner’s), with occupancy and next arrival',
    query: ownerPropertiesQueryFields,
    response: dataOf(z.array(ownerPropertySchema)),
    auth: 'session',
    errors: roleErrors,
  },
  {
    method: 'post',
    path: '/v1/owner/properties',
    operationId: 'createOwnerProperty',
    summary: 'Create a new listing as a draft (name and destination); an administrator names its owner',
    body: createListingSchema,
    bodyTypes: ['application/json'],
    response: dataOf(z.strictObject({ id: z.number().int(), slug: z.string() })),
    status: 201,
    auth: 'session',
    errors: {
      ...roleErrors,
      404: 'owner_id names another account than the caller (only administrators file listings for others).',
      422: 'No such destination; an administrator without owner_id, or naming an account that is not an owner.',
    },
  },
  {
    method: 'get',
    path: '/v1/owner/reservations',
    operationId: 'listOwnerReservations',
    summary: 'The reservations of the caller’s villas, newest arrival first, filtered and paged',
    query: ownerReservationQueryFields,
    response: pagedOf(ownerReservationSchema, pageMetaSchema),
    auth: 'session',
    errors: { ...roleErrors, 404: 'property_id names a villa the caller does not run.' },
  },
  {
    method: 'get',
    path: '/v1/owner/reservations.csv',
    operationId: 'exportOwnerReservations',
    summary: 'The same reservations as a CSV file (UTF-8, header row, every field quoted, formulas neutralised), every page',
    query: ownerReservationFilterFields,
    response: z.string(),
    responseType: 'text/csv',
    auth: 'session',
    errors: { ...roleErrors, 404: 'property_id names a villa the caller does not run.' },
  },
]);
