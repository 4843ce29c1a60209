import type { AuditAction } from '@/lib/audit-actions';
import type { ServiceContext } from '../access/context';
import type { Orm } from '../db/open';
import { auditLog } from '../db/schema/admin';

/** A write to record: what was done to which object, and its state before and after (null: none). */
export interface AuditEntry {
  /** A dotted verb: `user.groups`, `user.disable`, `property.publish`… (the list, each with its sentence: src/lib/audit-actions.ts). */
  action: AuditAction;
  /** user, invitation, scope, property, reservation, payment, refund, deposit, statement, expense, payout… */
  objectType: string;
  objectId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** A drizzle transaction or the database itself: record inside the write's transaction where there is one. */
type Writer = Pick<Orm, 'insert'>;

/**
 * Appends one line to the audit log (issue 17; DESIGN §10): who (the context's actor), when (the
 * context's clock), from which address (the request's) and what changed. Call it inside the
 * write's own transaction, so a rolled-back write leaves no line and a recorded one cannot be lost.
 * The table refuses UPDATE and DELETE (migration 0016).
 */
export async function recordAudit(db: Writer, ctx: ServiceContext, entry: AuditEntry): Promise<void> {
  const actor = ctx.actor;
  await db.insert(auditLog).values({
    at: ctx.now,
    actorKind: actor.kind,
    actorUserId: actor.kind === 'user' ? actor.userId : null,
    actorLabel:
      actor.kind === 'user'
        ? actor.email
        : actor.kind === 'system'
          ? actor.job
          : actor.kind === 'guestbook'
            ? `guestbook:${actor.reservationId}`
            : 'visitor',
    ip: ctx.ip ?? null,
    action: entry.action,
    objectType: entry.objectType,
    objectId: String(entry.objectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * The fields of `after` that differ from `before` (both sides), for a PATCH-like write: the audit
 * line then shows only what changed. Values are compared as JSON.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return Object.keys(a).length > 0 ? { before: b, after: a } : null;
}
