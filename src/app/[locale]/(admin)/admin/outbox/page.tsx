import { getTranslations } from 'next-intl/server';
import { OutboxRetryButton } from '@/components/admin/outbox-retry';
import { pageMetadataFor } from '@/components/page/intro-page';
import { QueuedLink } from '@/components/system/queued-link';
import { type Column, DataTable } from '@/components/ui/data-table';
import { formatWhen } from '@/lib/time-format';
import { readerTimeZone } from '@/server/http/reader-zone';
import { parseEntityId } from '@/server/catalog/catalog.params';
import { getOutboxMailForOrThrow, listOutboxDeliveriesFor, outboxPageEnabled } from '@/server/mail/outbox.queries';
import { smtpConfigured } from '@/server/mail/transport';
import { isOutboxStatus, OUTBOX_STATUSES, type OutboxStatus } from '@/server/mail/outbox.statuses';
import { mailTemplateName } from '@/server/mail/mail-templates';
import { areaPage, orNotFound } from '@/server/http/area-page';
import { StaffTitle } from '@/components/page/staff-title';

export const generateMetadata = pageMetadataFor('adminOutbox', '/admin/outbox');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

const BADGE: Record<OutboxStatus, string> = {
  queued: 'border-gold bg-gold/15 text-ink',
  sending: 'border-sea bg-sea/10 text-sea-deep',
  sent: 'border-sea-deep bg-sea-deep text-white',
  failed: 'border-danger/40 bg-danger/10 text-danger',
};
const focus = 'focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none';

/**
 * A mail's kind in words, its code after it in small monospace (what the logs, the API and the
 * e2e helpers say); an unknown code (an old row) is shown once, as it is.
 */
function MailKind({ code, name, inline = false }: { code: string; name: string; inline?: boolean }) {
  if (name === code) return <code className={`font-mono break-all ${inline ? '' : 'text-xs'}`}>{code}</code>;
  if (inline)
    return (
      <>
        {name} (<code className="font-mono break-all">{code}</code>)
      </>
    );
  return (
    <>
      <span className="block">{name}</span>
      <code className="block font-mono text-xs break-all text-ink-soft">{code}</code>
    </>
  );
}

/**
 * GET /admin/outbox – the mail's delivery for administrators (decision 041): status filter
 * (?status=), recipient filter (?to=), attempts, the last error or the next attempt, and "retry now"
 * for failed and queued mail. Where the outbox page is enabled (OUTBOX_PAGE, the demo, the tests),
 * ?id= also reads one mail's body; in production bodies (sign-in links) are never shown.
 */
export default async function AdminOutboxPage({ params, searchParams }: Props) {
  const { locale, ctx } = await areaPage(params, { path: '/admin/outbox', require: 'administrator' });
  const t = await getTranslations('admin.outbox');
  const languages = await getTranslations('common.languageNames');
  const sp = await searchParams;
  const to = one(sp.to);
  const rawStatus = one(sp.status);
  const status = isOutboxStatus(rawStatus) ? rawStatus : undefined;
  const bodies = outboxPageEnabled();
  // Without SMTP_URL queued mail stays queued (the demo): retrying it would change nothing.
  const smtp = smtpConfigured();
  const { rows, counts } = await orNotFound(
    listOutboxDeliveriesFor(ctx, { ...(to ? { to } : {}), ...(status ? { status } : {}), limit: 100 }),
  );
  const chosen = bodies ? one(sp.id) : undefined;
  const chosenId = parseEntityId(chosen);
  const mail = chosenId ? await orNotFound(getOutboxMailForOrThrow(ctx, chosenId)) : null;
  const { zone } = await readerTimeZone();
  const when = (at: Date) => formatWhen(locale, at.toISOString(), zone);
  const kindName = (code: string) => mailTemplateName(code, (template) => t(`templates.${template}`));
  const href = (q: { status?: string | undefined; id?: string | undefined }) => {
    const query = new URLSearchParams();
    if (to) query.set('to', to);
    if (q.status) query.set('status', q.status);
    if (q.id) query.set('id', q.id);
    const s = query.toString();
    return `/admin/outbox${s ? `?${s}` : ''}`;
  };
  const total = OUTBOX_STATUSES.reduce((n, s) => n + counts[s], 0);

  // A dense table from md up, a card per mail below (the kit's DataTable).
  const columns: Column<(typeof rows)[number]>[] = [
    {
      key: 'subject',
      header: t('subject'),
      primary: true,
      cell: (m) =>
        bodies ? (
          <QueuedLink href={href({ status, id: String(m.id) })} className="text-sea underline underline-offset-2">
            {m.subject}
          </QueuedLink>
        ) : (
          m.subject
        ),
    },
    { key: 'to', header: t('to'), className: 'col-span-2 break-all', cell: (m) => m.toAddress },
    { key: 'written', header: t('written'), className: 'md:whitespace-nowrap tabular-nums', cell: (m) => when(m.createdAt) },
    {
      key: 'status',
      header: t('status'),
      cell: (m) => (
        <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${BADGE[m.status]}`}>
          {t(`statuses.${m.status}`)}
        </span>
      ),
    },
    {
      key: 'template',
      header: t('kind'),
      className: 'break-words',
      cell: (m) => <MailKind code={m.template} name={kindName(m.template)} />,
    },
    { key: 'language', header: t('language'), cell: (m) => languages(m.locale === 'es' ? 'es' : 'en') },
    { key: 'attempts', header: t('attempts'), align: 'end', cell: (m) => m.attempts },
    {
      key: 'detail',
      header: t('detail'),
      className: 'col-span-2 text-xs md:max-w-[22rem]',
      cell: (m) => (
        <>
          {m.status === 'sent' && m.sentAt ? <span className="text-ink-soft">{t('sentAt', { at: when(m.sentAt) })}</span> : null}
          {m.status === 'queued' ? <span className="block text-ink-soft">{t('nextAt', { at: when(m.nextAttemptAt) })}</span> : null}
          {m.error && m.status !== 'sent' ? (
            <span className="block break-words text-danger" data-testid="outbox-error">
              {m.error}
            </span>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <div className="grid gap-3 px-3 py-5 sm:px-5" data-testid="admin-outbox">
      <StaffTitle title={t('heading')} lead={t('lead')} />
      {bodies ? null : (
        <p className="rounded-lg border border-dashed border-line bg-white px-3 py-2 text-sm text-ink-soft" data-testid="outbox-off">
          {t('off')}
        </p>
      )}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <nav aria-label={t('statusFilter')} data-testid="outbox-status-filter">
          <ul className="flex flex-wrap gap-1.5 text-sm">
            {([undefined, ...OUTBOX_STATUSES] as const).map((s) => (
              <li key={s ?? 'all'}>
                <QueuedLink
                  href={href({ status: s })}
                  aria-current={s === status ? 'page' : undefined}
                  className={`inline-flex min-h-9 items-center gap-1 rounded-full border border-line bg-white px-3 aria-[current=page]:border-sea-deep aria-[current=page]:bg-sea-deep aria-[current=page]:text-white ${focus}`}
                >
                  {s ? t(`statuses.${s}`) : t('all')}
                  <span className="tabular-nums opacity-75">{s ? counts[s] : total}</span>
                </QueuedLink>
              </li>
            ))}
          </ul>
        </nav>
        <form method="get" action={locale === 'es' ? '/es/admin/outbox' : '/admin/outbox'} className="flex flex-wrap items-end gap-2">
          {status ? <input type="hidden" name="status" value={status} /> : null}
          <label className="grid gap-1 text-xs font-medium">
            {t('filterTo')}
            <input
              name="to"
              type="email"
              defaultValue={to ?? ''}
              className={`min-h-9 w-64 max-w-full rounded-lg border border-line bg-white px-3 text-sm ${focus}`}
            />
          </label>
          <button type="submit" className={`min-h-9 rounded-full bg-sea-deep px-4 text-sm font-semibold text-white ${focus}`}>
            {t('filter')}
          </button>
          {to ? (
            <QueuedLink
              href={status ? `/admin/outbox?status=${status}` : '/admin/outbox'}
              className="min-h-9 content-center px-2 text-sm text-sea underline underline-offset-2"
            >
              {t('clear')}
            </QueuedLink>
          ) : null}
        </form>
      </div>
      {chosen ? (
        mail ? (
          <article className="grid gap-2 rounded-xl border border-line bg-white p-4" data-testid="outbox-mail">
            <h2 className="font-semibold">{mail.subject}</h2>
            <p className="text-xs text-ink-soft">
              {t('to')}: {mail.toAddress} · {t('kind')}: <MailKind code={mail.template} name={kindName(mail.template)} inline /> ·{' '}
              {t('language')}: {languages(mail.locale === 'es' ? 'es' : 'en')} · {when(mail.createdAt)} · {t(`statuses.${mail.status}`)} ·{' '}
              {mail.messageId}
            </p>
            <h3 className="mt-2 text-xs font-semibold tracking-wide text-ink-soft uppercase">{t('text')}</h3>
            <pre className="max-h-[28rem] overflow-auto rounded-lg bg-sand/50 p-3 text-xs whitespace-pre-wrap">{mail.textBody}</pre>
            <details>
              <summary className={`cursor-pointer text-sm text-sea ${focus}`}>{t('html')}</summary>
              <pre className="mt-2 max-h-[28rem] overflow-auto rounded-lg bg-sand/50 p-3 text-xs whitespace-pre-wrap">{mail.htmlBody}</pre>
            </details>
            <QueuedLink href={href({ status })} className="text-sm text-sea underline underline-offset-2">
              {t('back')}
            </QueuedLink>
          </article>
        ) : (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
            {t('notFound')}
          </p>
        )
      ) : null}
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-white px-4 py-10 text-center text-ink-soft" data-testid="outbox-empty">
          {t('empty')}
        </p>
      ) : (
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(m) => m.id}
          label={t('caption')}
          testId="outbox-list"
          minWidthClass="md:min-w-[52rem]"
          actionsHeader={t('action')}
          rowProps={(m) => ({
            'data-testid': 'outbox-row',
            'data-status': m.status,
            'data-current': String(m.id) === chosen ? 'true' : undefined,
            className: 'data-[current=true]:bg-sand/40',
          })}
          actions={(m) =>
            m.status === 'failed' || (m.status === 'queued' && smtp) ? (
              <OutboxRetryButton
                id={m.id}
                locale={locale}
                text={{
                  retry: t('retry'),
                  retrying: t('retrying'),
                  retried: t('retried'),
                  network: t('network'),
                  label: t('retryLabel', { to: m.toAddress, subject: m.subject }),
                }}
              />
            ) : null
          }
        />
      )}
    </div>
  );
}
