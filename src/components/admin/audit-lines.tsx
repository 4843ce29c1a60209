import { getTranslations } from 'next-intl/server';
import { QueuedLink } from '@/components/system/queued-link';
import { type Column, DataTable } from '@/components/ui/data-table';
import type { Locale } from '@/i18n/routing';
import { formatWhen } from '@/lib/time-format';
import type { AuditLine } from '@/server/admin/audit/audit.schema';
import { GROUP_CODES } from '@/server/admin/users/users.schema';
import { type AuditTranslate, auditSentence } from './audit-sentence';

/** Where an audit line's object lives in the app (null: it has no page of its own). */
export function objectHref(line: Pick<AuditLine, 'object_type' | 'object_id' | 'before' | 'after'>): string | null {
  const id = line.object_id;
  switch (line.object_type) {
    case 'user':
      return `/admin/users/${id}`;
    case 'property':
      return `/broker/${id}`;
    case 'reservation':
      return `/concierges/trip-${id}`;
    case 'statement': {
      const [owner, month] = id.split(':');
      return owner && month ? `/broker/earnings?owner=${owner}&month=${month}` : null;
    }
    default: {
      const property = line.after?.property_id ?? line.before?.property_id;
      return typeof property === 'number' || typeof property === 'string' ? `/broker/${property}` : null;
    }
  }
}

const show = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/**
 * Audit lines as a dense table (issue 17; cards on a phone): when, who and from where, the action, the object (a
 * link to its page), and the fields before and after behind a native disclosure (keyboard
 * operable without script). Shared by /admin/audit and the overview's latest changes.
 */
export async function AuditLines({
  locale,
  lines,
  zone,
  testId = 'audit-lines',
}: {
  locale: Locale;
  lines: AuditLine[];
  /** The reader's zone (readerTimeZone), which the admin frame names once. */
  zone: string;
  testId?: string;
}) {
  const [t, objects, audit, groupNames] = await Promise.all([
    getTranslations('adminAudit.table'),
    getTranslations('adminAudit.objects'),
    getTranslations('adminAudit'),
    getTranslations('adminUsers.group_names'),
  ]);
  const objectName = (type: string) => (objects.has(type as 'user') ? objects(type as 'user') : type);
  const groupName = (code: string) =>
    (GROUP_CODES as readonly string[]).includes(code) ? groupNames(code as (typeof GROUP_CODES)[number]) : code;
  const list = (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  const sentence = (line: AuditLine) => auditSentence(line, audit as unknown as AuditTranslate, groupName, list);
  const columns: Column<AuditLine>[] = [
    {
      key: 'when',
      header: t('when'),
      className: 'md:whitespace-nowrap tabular-nums',
      cell: (line) => formatWhen(locale, line.at, zone),
    },
    {
      key: 'who',
      header: t('who'),
      cell: (line) => (
        <>
          <span className="block break-all">
            {line.actor.kind === 'system' ? t('system', { job: line.actor.label }) : line.actor.label}
          </span>
          {line.ip ? <span className="block text-xs text-ink-soft">{t('from', { ip: line.ip })}</span> : null}
        </>
      ),
    },
    {
      key: 'action',
      header: t('action'),
      className: 'break-words',
      cell: (line) => <span data-testid="audit-sentence">{sentence(line)}</span>,
    },
    {
      key: 'object',
      header: t('object'),
      cell: (line) => {
        const href = objectHref(line);
        const name = `${objectName(line.object_type)} ${line.object_id}`;
        return href ? (
          <QueuedLink href={href} className="text-sea underline underline-offset-2">
            {name}
          </QueuedLink>
        ) : (
          <span>{name}</span>
        );
      },
    },
    { key: 'changes', header: t('changes'), className: 'col-span-2', cell: (line) => <Changes line={line} t={t} /> },
  ];
  return (
    <DataTable
      rows={lines}
      columns={columns}
      rowKey={(line) => line.id}
      label={t('caption')}
      testId={testId}
      minWidthClass="md:min-w-[40rem]"
      rowProps={(line) => ({ 'data-testid': 'audit-line', 'data-action': line.action })}
    />
  );
}

/** The fields before and after, behind a native disclosure (keyboard operable without script). */
function Changes({ line, t }: { line: AuditLine; t: Awaited<ReturnType<typeof getTranslations<'adminAudit.table'>>> }) {
  const fields = [...new Set([...Object.keys(line.before ?? {}), ...Object.keys(line.after ?? {})])];
  if (fields.length === 0) return <span className="text-ink-soft">{t('none')}</span>;
  return (
    <details data-testid="audit-diff">
      <summary className="cursor-pointer rounded text-sea focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none">
        {t('show')} ({fields.length})
      </summary>
      <table className="mt-2 w-full text-xs">
        <thead>
          <tr className="text-ink-soft">
            <th scope="col" className="pr-2 text-left font-medium">
              {t('field')}
            </th>
            <th scope="col" className="pr-2 text-left font-medium">
              {t('before')}
            </th>
            <th scope="col" className="text-left font-medium">
              {t('after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field}>
              <th scope="row" className="pr-2 font-mono font-normal">
                {field}
              </th>
              <td className="pr-2 break-all text-red-800" data-testid="audit-before">
                {show(line.before?.[field])}
              </td>
              <td className="break-all text-emerald-800" data-testid="audit-after">
                {show(line.after?.[field])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
