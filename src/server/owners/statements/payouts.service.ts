import { sql } from 'drizzle-orm';
import { isAdministrator } from '../../access/actor';
import type { ServiceContext } from '../../access/context';
import { recordAudit } from '../../admin/audit';
import { rows } from '../../db/raw';
import { ownerPayouts } from '../../db/schema/owners';
import { AppError, forbidden, notFound } from '../../core/errors';
import { ownerScopeOfP, requireOwnerWork } from '../owner-scope';
import { assertMonthOpen, withOwnerLock } from './month-lock';
import { addMonths } from './statement-math';
import type { z } from 'zod';
import type { payoutOut } from './statements.openapi';

export type ApiPayout = z.infer<typeof payoutOut>;

const payoutSelect = sql`select po.id, po.owner_id, u.name as owner_name, po.property_id, p.name as property_name,
    po.paid_on::text as date, po.amount_cents, po.currency, po.reference,
    to_char(po.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
  from owner_payouts po join users u on u.id = po.owner_id left join properties p on p.id = po.property_id`;

/**
 * GET /v1/owner/payouts: an owner's own payouts (a broker's: those made for the villas they
 * manage), every payout for an administrator.
 */
export async function listPayouts(ctx: ServiceContext, q: { month?: string; owner?: number; property?: number }): Promise<ApiPayout[]> {
  const actor = requireOwnerWork(ctx.actor);
  const scope = isAdministrator(actor)
    ? sql`true`
    : sql`(po.owner_id = ${actor.userId} or (po.property_id is not null and ${ownerScopeOfP(actor)}))`;
  return rows<ApiPayout>(
    ctx.orm,
    sql`${payoutSelect} where ${scope}
      ${q.month ? sql`and po.paid_on >= ${`${q.month}-01`}::date and po.paid_on < ${`${addMonths(q.month, 1)}-01`}::date` : sql``}
      ${q.owner ? sql`and po.owner_id = ${q.owner}` : sql``}
      ${q.property ? sql`and po.property_id = ${q.property}` : sql``}
      order by po.paid_on desc, po.id desc limit 500`,
  );
}

/** POST /v1/owner/payouts: administrators only (403); the owner must own villas (404) and the villa be theirs (422); 409 in a locked month. */
export async function createPayout(
  ctx: ServiceContext,
  input: { owner: number; property?: number; date: string; amount_cents: number; reference: string },
): Promise<ApiPayout> {
  const actor = requireOwnerWork(ctx.actor);
  if (!isAdministrator(actor)) throw forbidden();
  const villas = await rows<{ id: number }>(ctx.orm, sql`select id from properties where owner_id = ${input.owner}`);
  if (villas.length === 0) throw notFound();
  if (input.property && !villas.some((v) => v.id === input.property))
    throw new AppError(422, 'validation_failed', { fields: { property: { key: 'ownerEarnings.errors.property_not_owners' } } });
  const id = await withOwnerLock(ctx.orm, input.owner, async (tx) => {
    await assertMonthOpen(tx, input.owner, input.date);
    const [row] = await tx
      .insert(ownerPayouts)
      .values({
        ownerId: input.owner,
        propertyId: input.property ?? null,
        paidOn: input.date,
        amountCents: input.amount_cents,
        reference: input.reference,
        createdByUserId: actor.userId,
      })
      .returning({ id: ownerPayouts.id });
    if (!row) throw new Error('payout not inserted');
    await recordAudit(tx, ctx, {
      action: 'payout.create',
      objectType: 'payout',
      objectId: row.id,
      after: {
        owner_id: input.owner,
        property_id: input.property ?? null,
        date: input.date,
        amount_cents: input.amount_cents,
        reference: input.reference,
      },
    });
    return row.id;
  });
  const [payout] = await rows<ApiPayout>(ctx.orm, sql`${payoutSelect} where po.id = ${id}`);
  if (!payout) throw new Error('payout vanished');
  return payout;
}
