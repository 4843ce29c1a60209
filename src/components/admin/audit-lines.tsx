import { getTranslations } from 'next-intl/server';
import { QueuedLink } from '@/components/system/queued-link';
import type { Locale } from '@/i18n/routing';
import { formatInstantIn } from '@/lib/format';
import type { AuditLine } from '@/server/admin/audit/audit.schema';

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
 * Audit lines as a dense table (issue 17): when, who and from where, the action, the object (a
 * link to its page), and the fields before and after behind a native disclosure (keyboard
 * operable without script). Shared by /admin/audit and the overview's latest changes.
 */
export async function AuditLines({ locale, lines, testId = 'audit-lines' }: { locale: Locale; lines: AuditLine[]; testId?: string }) {
  const [t, objects] = await Promise.all([getTranslations('adminAudit.table'), getTranslations('adminAudit.objects')]);
  const objectName = (type: string) => (objects.has(type as 'user') ? objects(type as 'user') : type);
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-white">
      <table className="w-full min-w-[40rem] text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-sand/60 text-xs tracking-wide text-ink-soft uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('when')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('who')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('action')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('object')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('changes')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {lines.map((line) => {
            const href = objectHref(line);
            const fields = [...new Set([...Object.keys(line.before ?? {}), ...Object.keys(line.after ?? {})])];
            return (
              <tr key={line.id} className="align-top" data-testid="audit-line" data-action={line.action}>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatInstantIn(locale, line.at, 'UTC', 'medium')}</td>
                <td className="px-3 py-2">
                  <span className="block break-all">
                    {line.actor.kind === 'system' ? t('system', { job: line.actor.label }) : line.actor.label}
                  </span>
                  {line.ip ? <span className="block text-xs text-ink-soft">{t('from', { ip: line.ip })}</span> : null}
                </td>
                <td className="px-3 py-2 font-mono text-xs">{line.action}</td>
                <td className="px-3 py-2">
                  {href ? (
                    <QueuedLink href={href} className="text-sea underline underline-offset-2">
                      {objectName(line.object_type)} {line.object_id}
                    </QueuedLink>
                  ) : (
                    <span>
                      {objectName(line.object_type)} {line.object_id}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2">
                  {fields.length === 0 ? (
                    <span className="text-ink-soft">{t('none')}</span>
                  ) : (
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
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
