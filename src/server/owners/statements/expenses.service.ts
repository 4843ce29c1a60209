import { sql } from 'drizzle-orm';
import {
  type Actor,
  isAdministrator,
  isConcierge,
  isPropertyOwner,
  requireUser,
  requireUserWith,
  type UserActor,
} from '../../access/actor';
import type { ServiceContext } from '../../access/context';
import { recordAudit } from '../../admin/audit';
import { rows } from '../../db/raw';
import { ownerExpenses } from '../../db/schema/owners';
import { forbidden, notFound } from '../../core/errors';
import type { PrivateFile } from '../../core/file-download';
import type { UploadedFile } from '../../core/multipart';
import { deletePrivateFiles, openPrivateFile, writePrivateFile } from '../../messaging/private-files';
import { conciergeScopeOfP, ownerScopeOfP } from '../owner-scope';
import { assertMonthOpen, withOwnerLock } from './month-lock';
import { type PreparedReceipt, prepareReceipt } from './receipt-files';
import { addMonths } from './statement-math';
import type { z } from 'zod';
import type { expenseOut } from './statements.openapi';

export type ApiExpense = z.infer<typeof expenseOut>;

/**
 * Who records expenses: administrators and concierges, 401/403 for anyone else. The route checks
 * it before reading the body (withApi's `allow`), so a wrong role's upload is never read.
 */
export function requireExpenseWriter(actor: Actor): UserActor {
  return requireUserWith(actor, (a) => isAdministrator(a) || isConcierge(a));
}

/** Who reads expenses: an owner or broker (their villas), a concierge (their scope), an administrator (all); else 403. */
function expenseScope(ctx: ServiceContext) {
  const actor = requireUser(ctx.actor);
  if (isAdministrator(actor)) return sql`true`;
  if (isPropertyOwner(actor) || isConcierge(actor)) return sql`(${ownerScopeOfP(actor)} or ${conciergeScopeOfP(actor)})`;
  throw forbidden();
}

/** GET /v1/owner/expenses: the expenses the caller may see, newest first, by month, villa or owner. */
export async function listExpenses(ctx: ServiceContext, q: { month?: string; property?: number; owner?: number }): Promise<ApiExpense[]> {
  const scope = expenseScope(ctx);
  const found = await rows<ApiExpense & { receipt_path: string | null }>(
    ctx.orm,
    sql`select x.id, x.property_id, p.name as property_name, x.incurred_on::text as date, x.description, x.amount_cents,
        x.currency, (x.receipt_path is not null) as has_receipt, x.receipt_name, x.receipt_path,
        to_char(x.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
      from owner_expenses x join properties p on p.id = x.property_id
      where ${scope}
        ${q.month ? sql`and x.incurred_on >= ${`${q.month}-01`}::date and x.incurred_on < ${`${addMonths(q.month, 1)}-01`}::date` : sql``}
        ${q.property ? sql`and x.property_id = ${q.property}` : sql``}
        ${q.owner ? sql`and p.owner_id = ${q.owner}` : sql``}
      order by x.incurred_on desc, x.id desc limit 500`,
  );
  return found.map(({ receipt_path: _, ...x }) => x);
}

/**
 * POST /v1/owner/expenses: an administrator, or a concierge whose scope covers the villa (else 404),
 * records a cost charged to the owner; 409 in a locked month. The receipt, if any, is checked and
 * re-encoded as attachments are (receipt-files.ts) and kept as a private file, never public media.
 */
export async function createExpense(
  ctx: ServiceContext,
  input: { date: string; property: number; description: string; amount_cents: number },
  receipt?: UploadedFile,
): Promise<ApiExpense> {
  const actor = requireExpenseWriter(ctx.actor);
  const admin = isAdministrator(actor);
  const [villa] = await rows<{ id: number; name: string; owner_id: number | null }>(
    ctx.orm,
    sql`select p.id, p.name, p.owner_id from properties p where p.id = ${input.property} and ${admin ? sql`true` : conciergeScopeOfP(actor)}`,
  );
  if (!villa) throw notFound();
  const file: PreparedReceipt | null = receipt && receipt.bytes.length > 0 ? await prepareReceipt(receipt) : null;
  const write = async (tx: typeof ctx.orm) => {
    if (villa.owner_id !== null) await assertMonthOpen(tx, villa.owner_id, input.date);
    if (file) await writePrivateFile(file.key, file.bytes);
    try {
      const [row] = await tx
        .insert(ownerExpenses)
        .values({
          propertyId: villa.id,
          incurredOn: input.date,
          description: input.description,
          amountCents: input.amount_cents,
          receiptPath: file?.key ?? null,
          receiptName: file?.name ?? null,
          receiptMime: file?.mime ?? null,
          createdByUserId: actor.userId,
        })
        .returning();
      if (!row) throw new Error('expense not inserted');
      await recordAudit(tx, ctx, {
        action: 'expense.create',
        objectType: 'expense',
        objectId: row.id,
        after: {
          property_id: villa.id,
          owner_id: villa.owner_id,
          date: row.incurredOn,
          description: row.description,
          amount_cents: row.amountCents,
          currency: row.currency,
          receipt_name: row.receiptName,
        },
      });
      return row;
    } catch (err) {
      if (file) await deletePrivateFiles([file.key]);
      throw err;
    }
  };
  const row =
    villa.owner_id === null
      ? await ctx.orm.transaction((tx) => write(tx as unknown as typeof ctx.orm))
      : await withOwnerLock(ctx.orm, villa.owner_id, write);
  return {
    id: row.id,
    property_id: villa.id,
    property_name: villa.name,
    date: row.incurredOn,
    description: row.description,
    amount_cents: row.amountCents,
    currency: row.currency,
    has_receipt: row.receiptPath !== null,
    receipt_name: row.receiptName,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /v1/owner/expenses/{id}/receipt: the file, to whoever may see the expense (404 otherwise). */
export async function expenseReceipt(ctx: ServiceContext, id: number): Promise<PrivateFile> {
  const scope = expenseScope(ctx);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  const [row] = await rows<{ receipt_path: string | null; receipt_mime: string | null; receipt_name: string | null }>(
    ctx.orm,
    sql`select x.receipt_path, x.receipt_mime, x.receipt_name from owner_expenses x join properties p on p.id = x.property_id
      where x.id = ${id} and ${scope}`,
  );
  if (!row?.receipt_path) throw notFound();
  const file = await openPrivateFile(row.receipt_path);
  if (!file) throw notFound();
  return {
    body: file.body,
    size: file.size,
    contentType: row.receipt_mime ?? 'application/octet-stream',
    fileName: row.receipt_name ?? 'receipt',
  };
}
