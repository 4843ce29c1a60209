import { z } from 'zod';
import { type ApiOperation, pageMetaSchema, pagedOf } from '../../core/openapi';
import { AUDIT_COUNT_CAP, auditQueryFields } from './audit.schema';

export const auditLineSchema = z.strictObject({
  id: z.number().int(),
  at: z.string().describe('ISO 8601, UTC.'),
  actor: z.strictObject({
    kind: z.string().describe('user, system (a job or a verified webhook) or guestbook.'),
    id: z.number().int().nullable().describe('The account’s id (a user); kept after the account is gone.'),
    label: z.string().describe('The account’s e-mail at the time, or the job’s name.'),
    name: z.string().nullable().describe('The account’s name today (null: a job, or an account without a name).'),
  }),
  names: z
    .strictObject({
      object: z.string().nullable().describe('An account’s name (or e-mail), an invitation’s e-mail, a statement’s or payout’s owner.'),
      villa: z.string().nullable().describe('The villa the line is about (its own, or its `property_id`).'),
      trip: z.string().nullable().describe('The confirmation number of the reservation the line is about.'),
    })
    .describe('Names for the line’s sentence, read today: null where none applies or it is gone.'),
  ip: z.string().nullable().describe('The client address of the request (a job: null).'),
  action: z.string().describe('A dotted verb: user.groups, property.publish, calendar.block, payment.record…'),
  object_type: z.string(),
  object_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable().describe('The changed fields before the write (null: created).'),
  after: z.record(z.string(), z.unknown()).nullable().describe('The changed fields after the write (null: removed).'),
});

/** The administration's audit operations (issue 17): read-only; no route writes the log. */
export const adminAuditOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/v1/admin/audit',
    operationId: 'listAdminAudit',
    tag: 'Administration',
    summary: 'The audit log: every change by staff, owners and administrators, newest first',
    description:
      'Append-only: the database refuses to change or remove a line, and no operation of this API writes one except as the record of its own change. 400 `validation_failed` with `fields` for a bad filter.',
    query: auditQueryFields,
    response: pagedOf(
      auditLineSchema,
      pageMetaSchema.extend({
        total: z
          .number()
          .int()
          .describe(
            `The matching lines, counted up to ${AUDIT_COUNT_CAP.toLocaleString('en')} (or the requested page's end, when further): exact unless total_capped.`,
          ),
        total_capped: z
          .boolean()
          .describe('true: more lines than `total` match (the count stopped there); `page_count` is then one past the pages counted.'),
      }),
    ),
    auth: 'session',
    errors: { 400: 'A filter is malformed.', 401: 'No session.', 403: 'Not an administrator.' },
  },
];
