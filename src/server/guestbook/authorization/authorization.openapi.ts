import { z } from 'zod';
import { type ApiOperation, dataOf, tagged } from '../../core/openapi';
import { authorizationLocale, signAuthorizationInput } from './authorization.schema';

const numberParams = z.object({
  number: z.string().describe('The reservation’s confirmation number (8 characters, Crockford base32).'),
});
const GUESTBOOK_AUTH =
  'Needs the guestbook session of this reservation (the `alma_guestbook` cookie, from POST /v1/guestbook/open) or the signed-in lead guest.';
const STAY_404 = 'Not this stay’s guestbook, an unknown number, or a stay that does not open: nothing of the stay in the answer.';

export const signatureSchema = z.object({
  id: z.number().int(),
  version: z.string(),
  sha256: z.string().describe('SHA-256 (hex) of the exact text signed.'),
  locale: authorizationLocale,
  full_name: z.string().describe('The name the guest typed.'),
  signed_at: z.string().describe('ISO instant, UTC.'),
  ip_address: z.string(),
  user_agent: z.string(),
  pdf: z.boolean().describe('A PDF copy is kept: GET …/authorization.pdf.'),
});

const sectionSchema = z.object({ heading: z.string(), paragraphs: z.array(z.string()), list: z.boolean().optional() });
export const authorizationSchema = z.object({
  version: z.string().describe('The template’s version, e.g. 2026-11.'),
  sha256: z.string().describe('SHA-256 (hex) of `text` as UTF-8: what a signature names.'),
  locale: authorizationLocale,
  title: z.string(),
  sections: z.array(sectionSchema),
  text: z.string().describe('The exact text that is signed.'),
  signature: signatureSchema.nullable().describe('The signature that holds for the current document, if any.'),
  needs_signature: z.boolean(),
  previous_signature_outdated: z.boolean().describe('An earlier version was signed: the guest is asked to sign again.'),
});

export const instructionsSchema = z.object({
  property: z.string(),
  check_in: z.string(),
  check_in_time: z.string(),
  check_out: z.string(),
  check_out_time: z.string(),
  time_zone: z.string(),
  arrival: z.string(),
  house_rules: z.array(z.string()),
  house_manual: z.string(),
  emergency_contacts: z.string(),
  wifi_name: z.string(),
  private: z.object({
    revealed: z.boolean(),
    reveal_at: z.string().describe('48 hours before arrival (check-in date at check-in time, in the villa’s zone).'),
    hide_at: z.string().describe('Departure: check-out date at check-out time.'),
    window: z.enum(['before', 'open', 'after']),
    missing: z.array(z.enum(['check_in', 'authorization'])),
    door_code: z.string().optional().describe('Only when revealed.'),
    wifi_password: z.string().optional().describe('Only when revealed.'),
  }),
});

/** The guestbook's authorization and instructions operations (issue 16, the "rules" part). */
export const authorizationOperations: ApiOperation[] = tagged('Guestbook', [
  {
    method: 'get',
    path: '/v1/guestbook/{number}/authorization',
    operationId: 'getGuestbookAuthorization',
    summary: 'The villa’s damage and house-rules authorization, versioned and hashed, and where the stay’s signature stands',
    description: GUESTBOOK_AUTH,
    params: numberParams,
    query: z.object({ locale: authorizationLocale.optional().describe('The document’s language; default the request’s.') }),
    response: dataOf(authorizationSchema),
    auth: 'optional',
    errors: { 404: STAY_404 },
  },
  {
    method: 'post',
    path: '/v1/guestbook/{number}/authorization/sign',
    operationId: 'signGuestbookAuthorization',
    summary: 'Signs the current document: typed full name, consent (literally true) and the hash the guest read',
    description: `${GUESTBOOK_AUTH} The name must be the lead guest's as booked (accents, case and punctuation ignored; middle names may be added, or the last name put first). A stay signs a document once: while its signature holds, another signing is refused. Records the hash, version, name, time (UTC), address, user agent and language, keeps a PDF copy with an audit page and mails it to the lead guest.`,
    params: numberParams,
    body: signAuthorizationInput.extend({ consent: z.literal(true) }),
    response: dataOf(signatureSchema),
    status: 201,
    auth: 'optional',
    errors: {
      400: 'validation_failed: an empty or too long name, one with a bidirectional control character, a malformed hash or language.',
      404: STAY_404,
      409: 'authorization_changed: the document changed since the guest read it; read it again. already_signed: the stay’s signature holds for this document (nothing saved, no mail).',
      422: 'consent_required: consent was not literally true. signature_name_mismatch (field full_name): not the lead guest’s name. Nothing is saved.',
    },
  },
  {
    method: 'get',
    path: '/v1/guestbook/{number}/authorization.pdf',
    operationId: 'getGuestbookAuthorizationPdf',
    summary: 'The PDF copy of the stay’s latest signature, with its audit page (Cache-Control: private, no-store)',
    description: GUESTBOOK_AUTH,
    params: numberParams,
    response: z.string().describe('application/pdf'),
    responseType: 'application/pdf',
    auth: 'optional',
    errors: { 404: `${STAY_404} Also before any signature.` },
  },
  {
    method: 'get',
    path: '/v1/guestbook/{number}/instructions',
    operationId: 'getGuestbookInstructions',
    summary: 'Arrival directions, house rules, manual and contacts; the door code and wifi password only inside the reveal window',
    description: `${GUESTBOOK_AUTH} The door code and wifi password appear only when check-in is complete, the current authorization is signed, and the time is from 48 hours before arrival until check-out; otherwise \`private.missing\` and \`private.reveal_at\` say what is missing and when.`,
    params: numberParams,
    response: dataOf(instructionsSchema),
    auth: 'optional',
    errors: { 404: STAY_404 },
  },
]);
