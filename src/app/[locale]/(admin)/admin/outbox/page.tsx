import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { adminOrNotFound, adminPage } from '@/components/admin/admin-page';
import { pageMetadataFor } from '@/components/page/intro-page';
import { QueuedLink } from '@/components/system/queued-link';
import { formatInstantIn } from '@/lib/format';
import { isAdministrator } from '@/server/access/actor';
import { listOutboxForOrThrow, outboxPageEnabled } from '@/server/mail/outbox.queries';

export const generateMetadata = pageMetadataFor('adminOutbox', '/admin/outbox');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

// GET /admin/outbox – the mail outbox for administrators (?to= filters, ?id= reads one mail), where it is enabled.
export default async function AdminOutboxPage({ params, searchParams }: Props) {
  const { locale, ctx } = await adminPage((await params).locale, '/admin/outbox');
  if (!isAdministrator(ctx.actor)) notFound();
  const t = await getTranslations('admin.outbox');
  const sp = await searchParams;
  const heading = (
    <div>
      <h1 className="font-serif text-2xl md:text-3xl">{t('heading')}</h1>
      <p className="text-sm text-ink-soft">{t('lead')}</p>
    </div>
  );
  // In production mail goes through SMTP and the outbox holds links (password resets): off unless OUTBOX_PAGE=1.
  if (!outboxPageEnabled()) {
    return (
      <div className="grid gap-4 px-3 py-5 sm:px-5" data-testid="admin-outbox">
        {heading}
        <p className="rounded-xl border border-dashed border-line bg-white px-4 py-10 text-center text-ink-soft" data-testid="outbox-off">
          {t('off')}
        </p>
      </div>
    );
  }
  const to = one(sp.to);
  const mails = await adminOrNotFound(listOutboxForOrThrow(ctx, { ...(to ? { to } : {}), limit: 100 }));
  const chosen = one(sp.id);
  const mail = chosen ? mails.find((m) => String(m.id) === chosen) : undefined;
  const when = (at: Date) => formatInstantIn(locale, at.toISOString(), 'UTC', 'medium');
  return (
    <div className="grid gap-4 px-3 py-5 sm:px-5" data-testid="admin-outbox">
      {heading}
      <form method="get" action={locale === 'es' ? '/es/admin/outbox' : '/admin/outbox'} className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-xs font-medium">
          {t('filterTo')}
          <input
            name="to"
            type="email"
            defaultValue={to ?? ''}
            className="min-h-10 w-72 max-w-full rounded-lg border border-line bg-white px-3 text-sm focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
          />
        </label>
        <button
          type="submit"
          className="min-h-10 rounded-full bg-sea-deep px-4 text-sm font-semibold text-white focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
        >
          {t('filter')}
        </button>
        {to ? (
          <QueuedLink href="/admin/outbox" className="min-h-10 content-center px-2 text-sm text-sea underline underline-offset-2">
            {t('clear')}
          </QueuedLink>
        ) : null}
      </form>
      {chosen ? (
        mail ? (
          <article className="grid gap-2 rounded-xl border border-line bg-white p-4" data-testid="outbox-mail">
            <h2 className="font-semibold">{mail.subject}</h2>
            <p className="text-xs text-ink-soft">
              {t('to')}: {mail.toAddress} · {t('template')}: {mail.template} · {t('language')}: {mail.locale} · {when(mail.createdAt)}
            </p>
            <h3 className="mt-2 text-xs font-semibold tracking-wide text-ink-soft uppercase">{t('text')}</h3>
            <pre className="max-h-[28rem] overflow-auto rounded-lg bg-sand/50 p-3 text-xs whitespace-pre-wrap">{mail.textBody}</pre>
            <details>
              <summary className="cursor-pointer text-sm text-sea focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none">
                {t('html')}
              </summary>
              <pre className="mt-2 max-h-[28rem] overflow-auto rounded-lg bg-sand/50 p-3 text-xs whitespace-pre-wrap">{mail.htmlBody}</pre>
            </details>
            <QueuedLink
              href={`/admin/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`}
              className="text-sm text-sea underline underline-offset-2"
            >
              {t('back')}
            </QueuedLink>
          </article>
        ) : (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
            {t('notFound')}
          </p>
        )
      ) : null}
      {mails.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-white px-4 py-10 text-center text-ink-soft" data-testid="outbox-empty">
          {t('empty')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-line bg-white">
          <table className="w-full min-w-[36rem] text-left text-sm" data-testid="outbox-list">
            <thead className="bg-sand/60 text-xs tracking-wide text-ink-soft uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('sent')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('to')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('subject')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('template')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('language')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {mails.map((m) => (
                <tr
                  key={m.id}
                  data-testid="outbox-row"
                  aria-current={String(m.id) === chosen ? 'true' : undefined}
                  className="aria-[current=true]:bg-sand/40"
                >
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">{when(m.createdAt)}</td>
                  <td className="px-3 py-2 break-all">{m.toAddress}</td>
                  <td className="px-3 py-2">
                    <QueuedLink
                      href={`/admin/outbox?${new URLSearchParams({ ...(to ? { to } : {}), id: String(m.id) }).toString()}`}
                      className="text-sea underline underline-offset-2"
                    >
                      {m.subject}
                    </QueuedLink>
                  </td>
                  <td className="px-3 py-2 font-mono text-xs">{m.template}</td>
                  <td className="px-3 py-2 uppercase">{m.locale}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
