import { z } from 'zod';
import { type ApiOperation, dataOf, idParams, pageMetaSchema, pagedOf, staffErrors, tagged } from '../../core/openapi';
import { adminPropertiesQueryFields, adminPropertyPatchSchema, returnListingSchema } from './properties.schema';

const TAG = 'Administration';

const accountSchema = z.strictObject({ id: z.number().int(), name: z.string(), email: z.string() });

export const adminPropertySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(['draft', 'submitted', 'published']),
  review_state: z.enum(['draft', 'submitted', 'published', 'returned']).describe('`returned`: a draft with the administrator’s note.'),
  owner: accountSchema.nullable(),
  owner_locale: z.string().nullable().describe('The owner’s language: a review note is written in it.'),
  brokers: z.array(accountSchema).describe('The managing brokers (they run the villa in the owner portal).'),
  commission_bps: z.number().int().describe('Basis points (1500 = 15 %).'),
  deposit_percent: z.number().int(),
  balance_due_days: z.number().int(),
  security_deposit_cents: z.number().int(),
  currency: z.string(),
  submitted_at: z.string().nullable(),
  review_note: z.string().nullable(),
  publish_missing: z.array(z.string()).describe('What publishing still needs: required fields in both languages, nightly_rate, photos.'),
  state: z.string().describe('The destination, in the request’s language.'),
  country: z.string(),
});

const one = staffErrors('Not an administrator.', 'No such villa.');

/** The administration's properties operations (issue 17). */
export const adminPropertyOperations: ApiOperation[] = tagged(TAG, [
  {
    method: 'get',
    path: '/v1/admin/properties',
    operationId: 'listAdminProperties',
    summary: 'Every villa with its owner, brokers, commission, payment terms and review state; waiting for review first',
    query: adminPropertiesQueryFields,
    response: pagedOf(adminPropertySchema, pageMetaSchema.extend({ waiting: z.number().int().describe('Listings waiting for review.') })),
    auth: 'session',
    errors: { 400: 'validation_failed (a filter out of range).', 401: one[401], 403: one[403] },
  },
  {
    method: 'get',
    path: '/v1/admin/properties/{id}',
    operationId: 'getAdminProperty',
    summary: 'One villa as the administration’s list shows it',
    params: idParams,
    response: dataOf(adminPropertySchema),
    auth: 'session',
    errors: one,
  },
  {
    method: 'patch',
    path: '/v1/admin/properties/{id}',
    operationId: 'updateAdminProperty',
    summary: 'Set a villa’s owner, managing broker, commission or payment terms, transfer it, or unpublish it',
    description:
      'Any subset, in one transaction: a refusal changes nothing. `owner_id` and `broker_id` must be owner-group accounts (422 `not_an_owner`). `transfer` moves the villa to another owner from a date: stays checking in before it stay on the earlier owner’s statements; a month already issued from that date on is 409 `statement_locked`. `status: draft` unpublishes (reservations stay). Publishing is POST …/publish. Each change is an audit line (`property.owner`, `property.broker`, `property.commission`, `property.terms`, `property.transfer`, `property.unpublish`).',
    params: idParams,
    body: adminPropertyPatchSchema,
    response: dataOf(adminPropertySchema),
    auth: 'session',
    errors: {
      ...one,
      409: 'statement_locked: a transfer into a month already issued.',
      422: 'validation_failed (commission outside 0–5000 bps, terms out of range…), not_an_owner, same_owner, transfer_before_last, use_transfer (a villa with an ownership history changes owner only by a transfer).',
    },
  },
  {
    method: 'post',
    path: '/v1/admin/properties/{id}/publish',
    operationId: 'publishAdminProperty',
    summary: 'Publish a listing: it appears in search and on its public page; the owner is mailed',
    description:
      'The listing must hold its name, short and long descriptions in both languages, a nightly rate and a photo: else 422 `listing_incomplete` with one field per missing item, and nothing changes. The review note is cleared. Publishing a published listing changes nothing.',
    params: idParams,
    response: dataOf(adminPropertySchema),
    auth: 'session',
    errors: { ...one, 422: 'listing_incomplete.' },
  },
  {
    method: 'post',
    path: '/v1/admin/properties/{id}/return',
    operationId: 'returnAdminProperty',
    summary: 'Return a listing to its owner as a draft with a note (kept with the owner’s language); the owner is mailed',
    params: idParams,
    body: returnListingSchema,
    response: dataOf(adminPropertySchema),
    auth: 'session',
    errors: {
      ...one,
      409: 'already_published: unpublish it with PATCH instead.',
      422: 'validation_failed: a note of 1 to 2000 characters.',
    },
  },
]);
