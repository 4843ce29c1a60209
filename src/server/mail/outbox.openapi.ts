import { z } from 'zod';
import type { ApiOperation } from '../http/openapi';

const apiOutboxMailSchema = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  template: z.string().describe('e.g. password-reset, booking-confirmed, inquiry-staff.'),
  locale: z.string(),
  subject: z.string(),
  htmlBody: z.string(),
  textBody: z.string(),
  createdAt: z.string().describe('ISO 8601 instant.'),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
});

/** The mail outbox: an operator's tool, for administrators only (issue 12, finding 1). */
export const outboxOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/dev/outbox',
    operationId: 'listOutbox',
    tag: 'Operations',
    summary: 'The mail outbox, newest first (administrators only): an HTML page, or JSON with ?format=json',
    description:
      'Mail kept when SMTP_URL is unset, reset links included, so only a member of hbl-administrators may read it; anyone else (a visitor, any other user) gets 404, as if it did not exist. Off in production unless OUTBOX_PAGE=1.',
    auth: 'optional',
    query: z.object({
      to: z.string().optional().describe('Only mail to this address (any case).'),
      template: z.string().optional().describe('Only mail of this template.'),
      format: z.enum(['json']).optional().describe('`json` answers `{ data: mails }` instead of the HTML page.'),
    }),
    response: z.string().describe('An HTML page listing the 50 most recent mails.'),
    responseType: 'text/html',
    otherResponses: { 'application/json': z.object({ data: z.array(apiOutboxMailSchema) }) },
    errors: { 404: 'Not an administrator, or the outbox page is off.' },
  },
];
