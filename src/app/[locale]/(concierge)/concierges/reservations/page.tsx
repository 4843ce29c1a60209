import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { QueueFilters } from '@/components/concierge/queue-filters';
import { type QueueParams, queueHref, queueParamsOf } from '@/components/concierge/queue-href';
import { type QueueItem, QueueTable } from '@/components/concierge/queue-table';
import { pageMetadataFor } from '@/components/page/intro-page';
import { QueuedLink } from '@/components/system/queued-link';
import { formatStayRange } from '@/lib/format';
import { formatWhen } from '@/lib/time-format';
import { TimesNote } from '@/components/ui/times-note';
import { QUEUE_STATUSES, queueQuerySchema } from '@/server/concierge/queue.schema';
import { listQueue, listQueueVillas } from '@/server/concierge/queue.service';
import type { QueueRow } from '@/server/concierge/queue.types';
import { areaPage, orNotFound } from '@/server/http/area-page';
import { readerTimeZone } from '@/server/http/reader-zone';

export const generateMetadata = pageMetadataFor('conciergeReservations', '/concierges/reservations');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// GET /concierges/reservations – the desk's queue: the concierge's destinations, filtered by the URL.
export default async function ConciergeReservationsPage({ params, searchParams }: Props) {
  const { locale, ctx } = await areaPage(params, { path: '/concierges/reservations', require: 'user' });
  const current = queueParamsOf(await searchParams);
  // A hand-edited URL with a bad filter shows the whole queue and says so, rather than an error page.
  const parsed = queueQuerySchema.safeParse(current);
  const query = parsed.success ? parsed.data : queueQuerySchema.parse({});
  const shown: QueueParams = parsed.success ? current : {};
  const [page, villas] = await orNotFound(Promise.all([listQueue(ctx, query), listQueueVillas(ctx)]));
  // The queue table reads its words with useTranslations: only the desk's messages go to the browser.
  const { desk } = await getMessages({ locale });
  const [t, s, r, reader] = await Promise.all([
    getTranslations('desk.queue'),
    getTranslations('desk.status'),
    getTranslations('desk.row'),
    readerTimeZone(),
  ]);
  const holdText = (row: QueueRow) => {
    if (row.hold_seconds_left === null) return null;
    if (row.hold_seconds_left <= 0) return r('holdOver');
    const minutes = Math.floor(row.hold_seconds_left / 60);
    return r('timeLeft', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  };
  const items: QueueItem[] = page.rows.map((row) => ({
    row,
    stay: formatStayRange(locale, row.check_in, row.check_out),
    guests: t('guests', { count: row.guests }),
    // What happened is on the reader's clock (src/lib/time-format.ts), named once below the list.
    activity: formatWhen(locale, row.activity_at, reader.zone),
    hold: holdText(row),
    status: s(row.status),
  }));
  const { meta } = page;
  const filtered = Object.keys(shown).some((k) => k !== 'page' && k !== 'per_page');
  const from = meta.total === 0 ? 0 : (meta.page - 1) * meta.per_page + 1;
  const to = Math.min(meta.total, meta.page * meta.per_page);
  const tabs = [
    { key: 'all', label: t('all'), count: QUEUE_STATUSES.reduce((sum, st) => sum + meta.counts[st], 0), status: undefined },
    ...QUEUE_STATUSES.map((st) => ({ key: st, label: s(st), count: meta.counts[st], status: st as string })),
  ];
  const currentStatus = shown.status ?? undefined;

  return (
    <div className="grid gap-4 px-3 py-5 sm:px-5" data-testid="desk-queue">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-serif text-2xl md:text-3xl">{t('title')}</h1>
        {/* The keys only where a keyboard is likely (a mouse or a trackpad), not on a touch screen. */}
        <p className="hidden text-xs text-ink-soft pointer-fine:block" data-testid="shortcut-hint">
          {t('shortcuts')}
        </p>
      </div>
      {/* The statuses wrap onto a second line on a phone rather than hide in a sideways strip. */}
      <nav aria-label={t('statusTabs')}>
        <ul className="flex flex-wrap gap-1.5">
          {tabs.map((tab) => {
            const on = tab.status === currentStatus;
            return (
              <li key={tab.key}>
                <QueuedLink
                  href={queueHref(shown, { status: tab.status, page: undefined })}
                  aria-current={on ? 'page' : undefined}
                  data-testid={`queue-tab-${tab.key}`}
                  data-count={tab.count}
                  className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line bg-white px-3 text-sm whitespace-nowrap hover:border-ink/40 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none aria-[current=page]:border-sea-deep aria-[current=page]:bg-sea-deep aria-[current=page]:text-white"
                >
                  {tab.label}
                  <span className="rounded-full bg-ink/10 px-1.5 text-xs tabular-nums">{tab.count}</span>
                </QueuedLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <QueueFilters locale={locale} current={shown} villas={villas} />
      {parsed.success ? null : (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm" data-testid="queue-bad-filters">
          {t('badFilters')}
        </p>
      )}
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-white px-4 py-10 text-center text-ink-soft" data-testid="queue-empty">
          {filtered ? t('emptyFiltered') : t('empty')}
        </p>
      ) : (
        <NextIntlClientProvider messages={{ desk }}>
          <QueueTable locale={locale} items={items} />
        </NextIntlClientProvider>
      )}
      {meta.total > 0 ? (
        <nav aria-label={t('paging')} className="flex flex-wrap items-center justify-between gap-2 text-sm" data-testid="queue-pager">
          <span className="text-ink-soft" data-testid="queue-shown">
            {t('shown', { from, to, total: meta.total })} · {t('pageOf', { page: meta.page, count: Math.max(1, meta.page_count) })}
          </span>
          <span className="flex gap-2">
            {meta.page > 1 ? (
              <QueuedLink
                href={queueHref(shown, { page: String(meta.page - 1) })}
                className="rounded-full border border-line bg-white px-3 py-1.5"
                data-testid="pager-prev"
              >
                {t('previous')}
              </QueuedLink>
            ) : null}
            {meta.page < meta.page_count ? (
              <QueuedLink
                href={queueHref(shown, { page: String(meta.page + 1) })}
                className="rounded-full border border-line bg-white px-3 py-1.5"
                data-testid="pager-next"
              >
                {t('next')}
              </QueuedLink>
            ) : null}
          </span>
        </nav>
      ) : null}
      <TimesNote locale={locale} reader={reader} />
    </div>
  );
}
