import { z } from 'zod';
import { type ApiOperation, dataOf, idParams } from '../core/openapi';
import { outboxQueryFields } from './outbox.schema';
import { OUTBOX_STATUSES } from './outbox.statuses';

const status = z.enum(OUTBOX_STATUSES).describe('queued (waiting for its next attempt), sending, sent, failed (retries used up).');

const apiOutboxMailSchema = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  template: z.string().describe('The kind of mail, e.g. password-reset, booking-accepted, inquiry-staff.'),
  locale: z.string(),
  subject: z.string(),
  htmlBody: z.string(),
  textBody: z.string(),
  status,
  attempts: z.number().int().describe('SMTP attempts so far.'),
  nextAttemptAt: z.string().describe('ISO 8601 instant: when a queued mail is tried next.'),
  leaseUntil: z.string().nullable().describe('While sending: until when its worker holds it.'),
  messageId: z.string().nullable().describe('The Message-ID every attempt carries.'),
  idempotencyKey: z.string(),
  createdAt: z.string().describe('ISO 8601 instant.'),
  sentAt: z.string().nullable(),
  error: z.string().nullable().describe('The last attempt’s error.'),
});

export const deliverySchema = z.strictObject({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  locale: z.string(),
  status,
  attempts: z.number().int().describe('SMTP attempts so far (an interrupted one included).'),
  next_attempt_at: z.string().nullable().describe('ISO 8601: when a queued mail is tried next; null otherwise.'),
  message_id: z.string().nullable().describe('The Message-ID every attempt (and a resend) carries.'),
  created_at: z.string(),
  sent_at: z.string().nullable().describe('When the SMTP server accepted it.'),
  error: z.string().nullable().describe('The last attempt’s error (kept after a later success).'),
});

const adminErrors = { 401: 'No session.', 403: 'Not an administrator.' };

/** The mail outbox: an operator's tool, for administrators only (issue 12, finding 1; issue 29). */
export const outboxOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/dev/outbox',
    operationId: 'listOutbox',
    tag: 'Operations',
    summary: 'The mail outbox with bodies, newest first (administrators only): an HTML page, or JSON with ?format=json',
    description:
      'Every mail with its body, reset links included, so only a member of hbl-administrators may read it; anyone else (a visitor, any other user) gets 404, as if it did not exist. Off in production unless OUTBOX_PAGE=1. Without SMTP_URL mail stays `queued` here.',
    auth: 'optional',
    query: outboxQueryFields.extend({
      format: z.enum(['json']).optional().describe('`json` answers `{ data: mails }` instead of the HTML page.'),
    }),
    response: z.string().describe('An HTML page listing the 50 most recent mails.'),
    responseType: 'text/html',
    otherResponses: { 'application/json': z.object({ data: z.array(apiOutboxMailSchema) }) },
    errors: { 400: 'validation_failed (an unknown status).', 404: 'Not an administrator, or the outbox page is off.' },
  },
  {
    method: 'get',
    path: '/v1/admin/outbox',
    operationId: 'listAdminOutbox',
    tag: 'Administration',
    summary: 'The mail’s delivery, newest first: status, attempts, next attempt and last error (no bodies)',
    description:
      'The 100 most recent mails matching the filters, with the count of mail in each status (for the same `to` and `template`) in `meta.counts`. Bodies are never in this answer: GET /api/dev/outbox shows them where the outbox page is on. 400 `validation_failed` with `fields` for an unknown status.',
    query: outboxQueryFields,
    response: z.object({
      data: z.array(deliverySchema),
      meta: z.object({ counts: z.record(z.enum(OUTBOX_STATUSES), z.number().int()) }),
    }),
    auth: 'session',
    errors: { 400: 'A filter is malformed.', ...adminErrors },
  },
  {
    method: 'post',
    path: '/v1/admin/outbox/{id}/retry',
    operationId: 'retryAdminOutboxMail',
    tag: 'Administration',
    summary: 'Retry now: queue a failed or queued mail for an attempt at once',
    description:
      'The mail becomes `queued` with its next attempt now and its `send-mail` job is enqueued; the audit log records `mail.retry`. A failed mail gets one more attempt (failing again, it is failed again with the new error); a queued one keeps its remaining retries. Without SMTP_URL it stays queued. 409 `mail_already_sent` for a sent mail, 409 `mail_sending` while a worker holds it.',
    params: idParams,
    response: dataOf(deliverySchema),
    auth: 'session',
    errors: { ...adminErrors, 404: 'No such mail.', 409: 'mail_already_sent, mail_sending.' },
  },
];
