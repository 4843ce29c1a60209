import { z } from 'zod';
import { type ApiOperation, dataOf, idParams, tagged } from '../../core/openapi';
import { expenseSchema, issueSchema, listQuerySchema, payoutSchema, statementQuerySchema } from './statements.schema';

const cents = z.number().int();
const lineSchema = z.object({
  type: z.enum(['revenue', 'adjustment', 'expense', 'payout']),
  property_id: z.number().int().nullable(),
  property_name: z.string().nullable(),
  reservation_id: z.number().int().nullable().describe('Stays and adjustments: the reservation the line comes from.'),
  confirmation_number: z.string().nullable(),
  check_in: z.string().nullable(),
  check_out: z.string().nullable(),
  of_month: z.string().nullable().describe('An adjustment: the locked check-in month it corrects.'),
  expense_id: z.number().int().nullable(),
  payout_id: z.number().int().nullable(),
  date: z.string().nullable(),
  description: z.string().describe('An expense’s description or a payout’s reference.'),
  has_receipt: z.boolean(),
  nights_cents: cents,
  cleaning_cents: cents,
  commission_cents: cents.describe('commission_bps of the nights, rounded half away from zero per reservation.'),
  amount_cents: cents,
  net_cents: cents.describe('What the line adds to the month’s net; a payout 0.'),
});
const totalsSchema = z.object({
  opening_cents: cents,
  owner_revenue_cents: cents,
  adjustments_cents: cents,
  commission_cents: cents,
  expenses_cents: cents,
  net_cents: cents.describe('owner revenue + adjustments − commission − expenses'),
  payouts_cents: cents,
  closing_cents: cents.describe('opening + net − payouts: the next month’s opening'),
});
export const statementSchema = z.object({
  month: z.string(),
  currency: z.string(),
  /** issued: every owner in view has issued the month (its figures are frozen); open otherwise. */
  state: z.enum(['issued', 'open']),
  issued_at: z.string().nullable(),
  issues_on: z.string().describe('The 3rd of the next month, when the job issues an open month.'),
  owners: z.array(
    z.object({ id: z.number().int(), name: z.string(), email: z.string(), issued_at: z.string().nullable(), locked: z.boolean() }),
  ),
  properties: z.array(
    z.object({ id: z.number().int(), name: z.string(), owner_id: z.number().int().nullable(), commission_bps: z.number().int() }),
  ),
  filters: z.object({ property: z.number().int().nullable(), owner: z.number().int().nullable() }),
  totals: totalsSchema,
  lines: z.array(lineSchema),
  /** The last 12 months ending with this one: net and payouts per month. */
  history: z.array(z.object({ month: z.string(), net_cents: cents, payouts_cents: cents, closing_cents: cents })),
});

export const expenseOut = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  property_name: z.string(),
  date: z.string(),
  description: z.string(),
  amount_cents: cents,
  currency: z.string(),
  has_receipt: z.boolean(),
  receipt_name: z.string().nullable(),
  created_at: z.string(),
});
export const payoutOut = z.object({
  id: z.number().int(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  property_id: z.number().int().nullable(),
  property_name: z.string().nullable(),
  date: z.string(),
  amount_cents: cents,
  currency: z.string(),
  reference: z.string(),
  created_at: z.string(),
});

const read = {
  401: 'No session.',
  403: 'Not an owner, broker, rep or administrator.',
  404: 'A villa outside the caller’s scope.',
  422: 'A month that is not YYYY-MM, or an id that is not a number.',
};
const statementQuery = statementQuerySchema.extend({ locale: z.enum(['en', 'es']).optional().describe('The language of the file.') });

/** The owner portal's statements operations (issue 15, docs/decisions/022). */
export const statementOperations: ApiOperation[] = tagged('Owner', [
  {
    method: 'get',
    path: '/v1/owner/statements',
    operationId: 'getOwnerStatement',
    summary: 'A month’s statement: opening + owner revenue ± adjustments − commission − expenses = net; payouts; closing; each line traced',
    query: statementQuerySchema,
    response: dataOf(statementSchema),
    auth: 'session',
    errors: read,
  },
  {
    method: 'get',
    path: '/v1/owner/statements.csv',
    operationId: 'getOwnerStatementCsv',
    summary: 'The same statement as CSV: a header, one row per line, the totals; amounts in decimal dollars',
    query: statementQuery,
    response: z.string().describe('text/csv'),
    responseType: 'text/csv',
    auth: 'session',
    errors: read,
  },
  {
    method: 'get',
    path: '/v1/owner/statements.pdf',
    operationId: 'getOwnerStatementPdf',
    summary: 'The same statement as a PDF in the request’s language',
    query: statementQuery,
    response: z.string().describe('application/pdf'),
    responseType: 'application/pdf',
    auth: 'session',
    errors: read,
  },
  {
    method: 'post',
    path: '/v1/owner/statements/issue',
    operationId: 'issueOwnerStatement',
    summary: 'Issue and lock an owner’s month now (and any earlier month still open): administrators only',
    body: issueSchema,
    response: dataOf(z.object({ owner: z.number().int(), months: z.array(z.string()) })),
    status: 201,
    auth: 'session',
    errors: {
      401: read[401],
      403: 'Not an administrator.',
      404: 'No such owner of villas.',
      409: 'The month is already issued.',
      422: 'A month that is not YYYY-MM, or one not yet begun.',
    },
  },
  {
    method: 'get',
    path: '/v1/owner/expenses',
    operationId: 'listOwnerExpenses',
    summary: 'Expenses charged to owners: an owner’s villas, a concierge’s scope, all for administrators',
    query: listQuerySchema,
    response: dataOf(z.array(expenseOut)),
    auth: 'session',
    errors: { 401: read[401], 403: 'Neither an owner-group account, a concierge nor an administrator.', 422: read[422] },
  },
  {
    method: 'post',
    path: '/v1/owner/expenses',
    operationId: 'createOwnerExpense',
    summary: 'Record an expense (administrators, concierges whose scope covers the villa), with an optional receipt file',
    body: expenseSchema,
    bodyTypes: ['application/json', 'multipart/form-data'],
    response: dataOf(expenseOut),
    status: 201,
    auth: 'session',
    errors: {
      401: read[401],
      403: 'Not an administrator or a concierge (answered before the body is read).',
      404: 'A villa outside the concierge’s scope.',
      409: 'The date falls in a month already issued.',
      413: 'A receipt over 10 MB (file_too_large), or a picture over 50 megapixels by its header (image_too_large, before it is decoded).',
      415: 'A receipt that is not a PDF, JPEG, PNG or WebP (by its content).',
      422: 'An amount that is not whole cents above zero, a bad date, a missing description, a picture that does not decode (receipt_unreadable).',
    },
  },
  {
    method: 'get',
    path: '/v1/owner/expenses/{id}/receipt',
    operationId: 'getOwnerExpenseReceipt',
    summary: 'An expense’s receipt file (private), to those who may see the expense',
    description:
      'Pictures were re-encoded without metadata when recorded. Served with Cache-Control: private, no-store, nosniff, a sandbox CSP, and a Content-Disposition (inline for pictures, attachment for PDFs) whose RFC 5987 filename* carries any letter of the name.',
    params: idParams,
    response: z.string().describe('The file: application/pdf, image/jpeg, image/png or image/webp'),
    responseType: 'application/octet-stream',
    auth: 'session',
    errors: {
      401: read[401],
      403: 'Not an owner, concierge or administrator.',
      404: 'No such expense in the caller’s scope, or no receipt.',
    },
  },
  {
    method: 'get',
    path: '/v1/owner/payouts',
    operationId: 'listOwnerPayouts',
    summary: 'Payouts to the caller (a broker: for the villas they manage); all for administrators',
    query: listQuerySchema,
    response: dataOf(z.array(payoutOut)),
    auth: 'session',
    errors: { 401: read[401], 403: read[403], 422: read[422] },
  },
  {
    method: 'post',
    path: '/v1/owner/payouts',
    operationId: 'createOwnerPayout',
    summary: 'Record a payout to an owner (administrators only)',
    body: payoutSchema,
    response: dataOf(payoutOut),
    status: 201,
    auth: 'session',
    errors: {
      401: read[401],
      403: 'Not an administrator.',
      404: 'No such owner of villas.',
      409: 'The date falls in a month already issued.',
      422: 'An amount that is not whole cents above zero, a bad date, a villa not the owner’s.',
    },
  },
]);
