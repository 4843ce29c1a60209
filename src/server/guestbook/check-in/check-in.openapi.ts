import { z } from 'zod';
import { type ApiOperation, dataOf, numericIdParam, staffErrors } from '../../core/openapi';
import { addTravelerSchema } from '../../trips/itinerary.schema';
import { apiTravelerSchema } from '../../trips/itinerary.openapi';
import { checkInSchema } from './check-in.schema';

const GUESTBOOK = 'Guestbook';
const CONCIERGE = 'Concierge';

const numberParams = z.object({
  number: z
    .string()
    .regex(/^[0-9A-Z]{8}$/i)
    .describe('The confirmation number.'),
});
const roommateParams = numberParams.extend({ id: numericIdParam('The traveler’s id.') });
const tripParams = z.object({ id: numericIdParam('The trip (reservation) id.') });

export const stayCheckInSchema = z.strictObject({
  arrival_date: z.string().describe('The reservation’s first night (YYYY-MM-DD): shown, not editable.'),
  arrival_time: z.string().describe('HH:MM, or empty.'),
  flight_number: z.string(),
  airport_transfer: z.boolean(),
  transfer_requested_at: z.string().nullable().describe('When the transfer became a request to the concierge (once).'),
  special_requests: z.string(),
  id_document: z
    .strictObject({
      content_type: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
      bytes: z.number().int(),
      uploaded_at: z.string(),
    })
    .nullable()
    .describe('That a document is on file; the file itself is only for the concierges.'),
  id_document_deleted_at: z.string().nullable().describe('Set when the document was deleted, 30 days after check-out.'),
  completed_at: z.string().nullable().describe('Arrival time and identity document both given.'),
});

const stayErrors = {
  404: 'Without the guestbook session of this reservation (or its signed-in lead guest), or a stay that does not open: nothing of the stay.',
};
const deskErrors = staffErrors('Not a concierge or administrator.', 'No such trip in the concierge’s scope, or no document on file.');

export const checkInOperations: ApiOperation[] = [
  {
    method: 'put',
    path: '/v1/guestbook/{number}/check-in',
    operationId: 'saveGuestbookCheckIn',
    tag: GUESTBOOK,
    summary: 'Save the check-in: arrival time, flight, airport transfer (a request to the concierge, once), special requests',
    params: numberParams,
    body: checkInSchema,
    response: dataOf(stayCheckInSchema),
    errors: {
      400: 'A malformed time or flight, requests over 2,000 characters.',
      ...stayErrors,
      409: 'stay_finished: after the departure day.',
    },
  },
  {
    method: 'post',
    path: '/v1/guestbook/{number}/id-document',
    operationId: 'uploadGuestbookIdDocument',
    tag: GUESTBOOK,
    summary:
      'Upload the lead guest’s identity document (multipart `file`: JPEG, PNG or PDF by content, 15 MB), stored encrypted; replaces the previous one',
    params: numberParams,
    body: z.object({ file: z.string().describe('The file (binary).') }),
    bodyTypes: ['multipart/form-data'],
    response: dataOf(stayCheckInSchema),
    status: 201,
    errors: {
      400: 'No file.',
      ...stayErrors,
      409: 'stay_finished.',
      413: 'A file over 15 MB (file_too_large), refused as soon as it is crossed.',
      415: 'Not JPEG, PNG or PDF by its content (id_document_type), or not multipart.',
    },
  },
  {
    method: 'get',
    path: '/v1/guestbook/{number}/roommates',
    operationId: 'listGuestbookRoommates',
    tag: GUESTBOOK,
    summary: 'The stay’s travelers (the same list as the trip pages), lead guest first, with the most it can list (its booked guests)',
    params: numberParams,
    response: z.object({ data: z.array(apiTravelerSchema), meta: z.object({ count: z.number().int(), capacity: z.number().int() }) }),
    errors: stayErrors,
  },
  {
    method: 'post',
    path: '/v1/guestbook/{number}/roommates',
    operationId: 'addGuestbookRoommate',
    tag: GUESTBOOK,
    summary: 'Add a traveler, up to the stay’s booked guests',
    params: numberParams,
    body: addTravelerSchema,
    response: dataOf(apiTravelerSchema),
    status: 201,
    errors: { ...stayErrors, 409: 'travelers_exceed_guests, trip_closed.' },
  },
  {
    method: 'delete',
    path: '/v1/guestbook/{number}/roommates/{id}',
    operationId: 'removeGuestbookRoommate',
    tag: GUESTBOOK,
    summary: 'Remove a traveler (never the lead guest)',
    params: roommateParams,
    response: dataOf(z.strictObject({ id: z.number().int() })),
    errors: { ...stayErrors, 409: 'lead_not_removable, trip_closed.' },
  },
  {
    method: 'post',
    path: '/v1/concierge/trips/{id}/id-document-link',
    operationId: 'createIdDocumentLink',
    tag: CONCIERGE,
    summary: 'A link to the guest’s identity document, signed and valid for 10 minutes (concierges in scope, administrators)',
    params: tripParams,
    response: dataOf(z.strictObject({ url: z.string(), expires_at: z.string() })),
    status: 201,
    auth: 'session',
    errors: deskErrors,
  },
  {
    method: 'get',
    path: '/v1/concierge/id-documents/{id}',
    operationId: 'getIdDocument',
    tag: CONCIERGE,
    summary:
      'The decrypted identity document behind a signed link (Cache-Control: private, no-store; attachment); the session must still be in scope',
    params: tripParams,
    query: z.object({ e: z.string().describe('Expiry (unix seconds).'), s: z.string().describe('Signature.') }),
    response: z.string().describe('The file’s bytes (image/jpeg, image/png or application/pdf).'),
    responseType: 'application/octet-stream',
    auth: 'session',
    errors: {
      ...deskErrors,
      403: 'Not a concierge, or a link whose signature is wrong (link_invalid).',
      410: 'The link expired (link_expired).',
    },
  },
];
