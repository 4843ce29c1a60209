import { getTranslations } from 'next-intl/server';
import { AuditLines } from '@/components/admin/audit-lines';
import { pageMetadataFor } from '@/components/page/intro-page';
import { QueuedLink } from '@/components/system/queued-link';
import { auditQuerySchema } from '@/server/admin/audit/audit.schema';
import { listAudit } from '@/server/admin/audit/audit.service';
import { areaPage, orNotFound } from '@/server/http/area-page';
import { readerTimeZone } from '@/server/http/reader-zone';
import { StaffTitle } from '@/components/page/staff-title';

export const generateMetadata = pageMetadataFor('adminAudit', '/admin/audit');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const FILTERS = ['actor', 'object_type', 'object_id', 'action', 'from', 'to'] as const;
const OBJECT_TYPES = [
  'user',
  'invitation',
  'property',
  'block',
  'feed',
  'reservation',
  'payment',
  'refund',
  'deposit',
  'statement',
  'expense',
  'payout',
  'mail',
  'review',
] as const;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
const control =
  'min-h-10 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none';

// GET /admin/audit – the audit log, filtered by the URL (actor, object, action, days), newest first, paged.
export default async function AdminAuditPage({ params, searchParams }: Props) {
  const { locale, ctx } = await areaPage(params, { path: '/admin/audit', require: 'user' });
  const sp = await searchParams;
  const shown: Record<string, string> = {};
  for (const key of [...FILTERS, 'page'] as const) {
    const value = one(sp[key]);
    if (value) shown[key] = value;
  }
  const parsed = auditQuerySchema.safeParse(shown);
  const query = parsed.success ? parsed.data : auditQuerySchema.parse({});
  const page = await orNotFound(listAudit(ctx, query));
  const [t, f, objects] = await Promise.all([
    getTranslations('adminAudit'),
    getTranslations('adminAudit.filters'),
    getTranslations('adminAudit.objects'),
  ]);
  // A hand-edited URL with a bad filter shows every line and says what was wrong, rather than an error page.
  const messages = await getTranslations();
  const fieldErrors = parsed.success
    ? []
    : [
        ...new Set(
          parsed.error.issues.map((issue) => {
            const ref = (issue as { params?: { messageKey?: string; values?: Record<string, number> } }).params;
            return ref?.messageKey ? messages(ref.messageKey as 'adminAudit.fields.date', ref.values ?? {}) : f('label');
          }),
        ),
      ];
  const filtered = FILTERS.some((k) => shown[k]);
  const hrefFor = (pageNumber: number) => {
    const q = new URLSearchParams();
    for (const key of FILTERS) if (shown[key] && parsed.success) q.set(key, shown[key]);
    if (pageNumber > 1) q.set('page', String(pageNumber));
    const text = q.toString();
    return `/admin/audit${text ? `?${text}` : ''}`;
  };
  const { meta } = page;
  return (
    <div className="grid gap-4 px-3 py-5 sm:px-5" data-testid="admin-audit">
      <StaffTitle title={t('heading')} lead={t('lead')} leadClassName="max-w-3xl text-sm text-ink-soft" />
      <form
        method="get"
        action={locale === 'es' ? '/es/admin/audit' : '/admin/audit'}
        aria-label={f('label')}
        className="grid grid-cols-2 gap-2 rounded-xl border border-line bg-white p-3 sm:grid-cols-3 lg:grid-cols-[2fr_1.2fr_1fr_1.4fr_1fr_1fr_auto]"
        data-testid="audit-filters"
      >
        <label className="col-span-2 grid gap-1 text-xs font-medium sm:col-span-1">
          {f('actor')}
          <input name="actor" defaultValue={shown.actor ?? ''} placeholder={f('actorHint')} className={control} />
        </label>
        <label className="grid gap-1 text-xs font-medium">
          {f('objectType')}
          <select name="object_type" defaultValue={shown.object_type ?? ''} className={control}>
            <option value="">{f('anyObject')}</option>
            {OBJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {objects(type)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-xs font-medium">
          {f('objectId')}
          <input name="object_id" defaultValue={shown.object_id ?? ''} className={control} />
        </label>
        <label className="grid gap-1 text-xs font-medium">
          {f('action')}
          <input name="action" defaultValue={shown.action ?? ''} placeholder="property." className={control} />
        </label>
        <label className="grid gap-1 text-xs font-medium">
          {f('from')}
          <input type="date" name="from" defaultValue={shown.from ?? ''} className={control} />
        </label>
        <label className="grid gap-1 text-xs font-medium">
          {f('to')}
          <input type="date" name="to" defaultValue={shown.to ?? ''} className={control} />
        </label>
        <div className="col-span-2 flex items-end gap-2 sm:col-span-1">
          <button
            type="submit"
            className="min-h-10 rounded-full bg-sea-deep px-4 text-sm font-semibold text-white focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
          >
            {f('apply')}
          </button>
          {filtered ? (
            <QueuedLink href="/admin/audit" className="min-h-10 content-center px-2 text-sm text-sea underline underline-offset-2">
              {f('clear')}
            </QueuedLink>
          ) : null}
        </div>
      </form>
      {fieldErrors.length > 0 ? (
        <ul role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm" data-testid="audit-bad-filters">
          {fieldErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {page.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-white px-4 py-10 text-center text-ink-soft" data-testid="audit-empty">
          {filtered ? t('empty') : t('emptyAll')}
        </p>
      ) : (
        <AuditLines locale={locale} lines={page.rows} zone={(await readerTimeZone()).zone} />
      )}
      {meta.total > 0 ? (
        <nav
          aria-label={
            meta.total_capped ? t('pageOfMany', { page: meta.page }) : t('page', { page: meta.page, pages: Math.max(1, meta.page_count) })
          }
          className="flex flex-wrap items-center justify-between gap-2 text-sm"
        >
          {/* Past the count's cap the total is a lower bound, and said so (docs/decisions/044). */}
          <span className="text-ink-soft" data-testid="audit-summary">
            {meta.total_capped
              ? `${t('summaryCapped', { total: meta.total })} · ${t('pageOfMany', { page: meta.page })}`
              : `${t('summary', { total: meta.total })} · ${t('page', { page: meta.page, pages: Math.max(1, meta.page_count) })}`}
          </span>
          <span className="flex gap-2">
            {meta.page > 1 ? (
              <QueuedLink href={hrefFor(meta.page - 1)} className="rounded-full border border-line bg-white px-3 py-1.5">
                {t('previous')}
              </QueuedLink>
            ) : null}
            {meta.page < meta.page_count ? (
              <QueuedLink href={hrefFor(meta.page + 1)} className="rounded-full border border-line bg-white px-3 py-1.5">
                {t('next')}
              </QueuedLink>
            ) : null}
          </span>
        </nav>
      ) : null}
    </div>
  );
}
