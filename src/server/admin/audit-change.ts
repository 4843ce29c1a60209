import type { ServiceContext } from '../access/context';
import type { Orm } from '../db/open';
import { type AuditEntry, changedFields, recordAudit } from './audit';

type Writer = Pick<Orm, 'insert'>;

/** What a redacted value reads as in the log. */
export const HIDDEN = '(hidden)';

/**
 * Records a PATCH-like write as only the fields that changed (changedFields), with the villa's id on
 * both sides when the object belongs to one, so the villa's history finds the line. No change: no line.
 */
export async function recordChange(
  db: Writer,
  ctx: ServiceContext,
  entry: Omit<AuditEntry, 'before' | 'after'> & {
    before: object;
    after: object;
    propertyId?: number;
    /** What names the changed part (a photo's id): shown on both sides though it did not change. */
    keys?: Record<string, unknown>;
    /** Keys that are not part of the change (timestamps, derived values). */
    ignore?: string[];
    /** Secret keys: the line says they changed, never their values. */
    redact?: string[];
  },
): Promise<void> {
  const drop = (o: object): Record<string, unknown> => Object.fromEntries(Object.entries(o).filter(([k]) => !entry.ignore?.includes(k)));
  const diff = changedFields(drop(entry.before), drop(entry.after));
  if (!diff) return;
  for (const key of entry.redact ?? []) {
    if (key in diff.after) {
      diff.before[key] = diff.before[key] ? HIDDEN : null;
      diff.after[key] = diff.after[key] ? HIDDEN : null;
    }
  }
  const villa = { ...(entry.propertyId === undefined ? {} : { property_id: entry.propertyId }), ...entry.keys };
  await recordAudit(db, ctx, {
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    before: { ...villa, ...diff.before },
    after: { ...villa, ...diff.after },
  });
}
