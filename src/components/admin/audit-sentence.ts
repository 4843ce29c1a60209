import { isAuditAction } from '@/lib/audit-actions';
import type { AuditLine } from '@/server/admin/audit/audit.schema';

/** A translator of `adminAudit` (getTranslations or createTranslator), loosely typed: the key is built from the action. */
export type AuditTranslate = (key: string, values?: Record<string, string>) => string;

const ref = (value: unknown): string | null => (typeof value === 'number' || typeof value === 'string' ? `#${value}` : null);

/**
 * An audit line as a sentence in the reader's language ("Ana Ruiz changed the groups of Luis Pérez:
 * Concierge"): who by name (an account's e-mail when it has none, a job as "System: …"), and the
 * object by its name (the villa, the trip's confirmation number, the account); "#id" when it has none
 * or is gone. Every action the server writes has its sentence (audit-sentence.test.ts); a line older
 * than its sentence reads "… made a change (code)".
 */
export function auditSentence(
  line: AuditLine,
  t: AuditTranslate,
  groupName: (code: string) => string,
  list: (items: string[]) => string,
): string {
  const side = { ...line.before, ...line.after };
  const actor =
    line.actor.kind === 'user'
      ? (line.actor.name ?? line.actor.label)
      : line.actor.kind === 'system'
        ? t('table.system', { job: line.actor.label })
        : line.actor.kind === 'guestbook'
          ? t('actors.guest')
          : t('actors.visitor');
  const groups = Array.isArray(side.groups) ? side.groups.map(String) : [];
  const values = {
    actor,
    object: line.names.object ?? `#${line.object_id}`,
    villa: line.names.villa ?? ref(side.property_id) ?? `#${line.object_id}`,
    trip: line.names.trip ?? ref(side.reservation_id) ?? `#${line.object_id}`,
    groups: groups.length > 0 ? list(groups.map(groupName)) : t('table.none'),
    action: line.action,
  };
  return isAuditAction(line.action) ? t(`actions.${line.action}`, values) : t('actions.other', values);
}
