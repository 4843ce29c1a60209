import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { QueuedLink } from '@/components/system/queued-link';
import type { Locale } from '@/i18n/routing';
import { formatIsoDate, formatMoney, formatMonth, formatStayRange } from '@/lib/format';
import type { MonthOccupancy, OwnerOverview } from '@/server/owners/overview/owner-overview.types';

function Card({ title, testId, children, aside }: { title: string; testId: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section aria-labelledby={`${testId}-title`} data-testid={testId} className="min-w-0 rounded-xl border border-line bg-white p-4">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${testId}-title`} className="font-serif text-lg">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

const Empty = ({ children, testId }: { children: ReactNode; testId?: string }) => (
  <p className="text-sm text-ink-soft" data-testid={testId}>
    {children}
  </p>
);

/** The cards' lists: one row a record, a rule between. */
const LIST = 'divide-y divide-line text-sm';

/** Arrivals and departures of the next 14 days. */
export async function MovementsCard({ locale, overview }: { locale: Locale; overview: OwnerOverview }) {
  const t = await getTranslations('ownerPortal.overview.movements');
  return (
    <Card
      title={t('title')}
      testId="overview-movements"
      aside={
        <span className="text-xs text-ink-soft">
          {t('window', { from: formatIsoDate(locale, overview.window.from), to: formatIsoDate(locale, overview.window.to) })}
        </span>
      }
    >
      {overview.movements.length === 0 ? (
        <Empty testId="movements-empty">{t('empty')}</Empty>
      ) : (
        <ul className={LIST}>
          {overview.movements.map((m) => (
            <li
              key={`${m.kind}-${m.reservation_id}`}
              className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-2"
              data-testid="movement"
              data-kind={m.kind}
            >
              <span className="shrink-0 font-medium tabular-nums sm:w-44">{formatIsoDate(locale, m.date)}</span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-medium ${m.kind === 'arrival' ? 'bg-emerald-50 text-emerald-900' : 'bg-sand-deep text-ink'}`}
              >
                {t(m.kind)}
              </span>
              <span className="min-w-0 break-words">
                <QueuedLink href={`/broker/${m.property.id}`} className="hover:underline">
                  {m.property.name}
                </QueuedLink>
                <span className="text-ink-soft">
                  {' '}
                  · {m.guest_first_name} · {t('guests', { count: m.guests })}
                </span>
              </span>
              <span className="w-full text-xs text-ink-soft">{formatStayRange(locale, m.check_in, m.check_out)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Requests waiting for a concierge's answer, with the time their hold has left. */
export async function RequestsCard({ locale, overview }: { locale: Locale; overview: OwnerOverview }) {
  const t = await getTranslations('ownerPortal.overview.requests');
  return (
    <Card title={t('title')} testId="overview-requests">
      {overview.open_requests.length === 0 ? (
        <Empty testId="requests-empty">{t('empty')}</Empty>
      ) : (
        <ul className={LIST}>
          {overview.open_requests.map((r) => {
            const left = r.hold_seconds_left;
            const minutes = left === null ? 0 : Math.floor(left / 60);
            return (
              <li key={r.reservation_id} className="py-2" data-testid="open-request">
                <p className="break-words">
                  <span className="font-medium">{r.property.name}</span>
                  <span className="text-ink-soft">
                    {' '}
                    · {r.guest_first_name} · {formatStayRange(locale, r.check_in, r.check_out)}
                  </span>
                </p>
                {left === null ? null : (
                  <p className="text-xs text-amber-800">
                    {left <= 0 ? t('holdOver') : t('holdLeft', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-2 text-xs text-ink-soft">{t('note')}</p>
    </Card>
  );
}

/** A percentage as a bar: decorative, the figure beside it is the text. */
function Bar({ percent }: { percent: number }) {
  return (
    <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-sand-deep">
      <div className="h-full rounded-full bg-sea-deep" style={{ width: `${Math.min(100, percent)}%` }} />
    </div>
  );
}

/** Occupancy of this month and the next: over all villas, then per villa. */
export async function OccupancyCard({ locale, overview }: { locale: Locale; overview: OwnerOverview }) {
  const t = await getTranslations('ownerPortal.overview.occupancy');
  const months: [string, MonthOccupancy, string][] = [
    [t('thisMonth'), overview.occupancy.this_month, 'this'],
    [t('nextMonth'), overview.occupancy.next_month, 'next'],
  ];
  return (
    <Card title={t('title')} testId="overview-occupancy">
      {overview.occupancy.this_month.villas.length === 0 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {months.map(([label, month, key]) => (
            <div key={key} className="min-w-0" data-testid={`occupancy-${key}`} data-percent={month.percent}>
              <p className="text-xs text-ink-soft">
                {label} · {formatMonth(locale, month.month)}
              </p>
              <p className="font-serif text-3xl tabular-nums" data-testid={`occupancy-${key}-percent`}>
                {month.percent}%
              </p>
              <p className="mb-2 text-xs text-ink-soft">
                {t('overall')} · {t('nights', { nights: month.nights, days: month.days })}
              </p>
              <Bar percent={month.percent} />
              <ul className="mt-3 grid gap-1.5 text-xs">
                {month.villas.map((v) => (
                  <li key={v.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2" data-testid="occupancy-villa">
                    <span className="truncate">{v.name}</span>
                    <span className="tabular-nums">{v.percent}%</span>
                    <span className="col-span-2">
                      <Bar percent={v.percent} />
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}

/** Earnings of the year to date against the same days of last year. */
export async function EarningsCard({ locale, overview }: { locale: Locale; overview: OwnerOverview }) {
  const t = await getTranslations('ownerPortal.overview.earnings');
  const { earnings } = overview;
  return (
    <Card
      title={t('title')}
      testId="overview-earnings"
      aside={
        <QueuedLink href="/broker/earnings" className="text-xs underline underline-offset-2">
          {t('link')}
        </QueuedLink>
      }
    >
      <p className="text-xs text-ink-soft">
        {t('thisYear', { from: formatIsoDate(locale, earnings.this_year.from), to: formatIsoDate(locale, earnings.this_year.to) })}
      </p>
      <p className="font-serif text-3xl tabular-nums" data-testid="earnings-ytd" data-cents={earnings.this_year.net_cents}>
        {formatMoney(locale, earnings.this_year.net_cents, earnings.currency)}
      </p>
      <p className="text-sm" data-testid="earnings-last-year" data-cents={earnings.last_year.net_cents}>
        {t('lastYear', { amount: formatMoney(locale, earnings.last_year.net_cents, earnings.currency) })}
      </p>
      <p className="text-sm text-ink-soft">
        {earnings.change_percent === null ? t('noComparison') : t('change', { change: earnings.change_percent })}
      </p>
      <p className="mt-2 text-xs text-ink-soft">{t('note')}</p>
    </Card>
  );
}

/** What needs the owner: a calendar feed failing, a statement ready, a listing without its Spanish text. */
export async function AlertsCard({ locale, overview }: { locale: Locale; overview: OwnerOverview }) {
  const t = await getTranslations('ownerPortal.overview.alerts');
  const { failing_feeds, statements, missing_spanish } = overview.alerts;
  const items: { key: string; text: string; href: string; kind: string }[] = [
    ...failing_feeds.map((f) => ({
      key: `feed-${f.id}`,
      kind: 'feed',
      text: t('feedFailing', { channel: f.label || f.channel, villa: f.property.name }),
      href: `/broker/${f.property.id}?tab=channels`,
    })),
    ...statements.map((s) => ({
      key: `statement-${s.month}-${s.owner_name}`,
      kind: 'statement',
      text: t('statementReady', { month: formatMonth(locale, s.month) }),
      href: `/broker/earnings?month=${s.month}`,
    })),
    ...missing_spanish.map((v) => ({
      key: `spanish-${v.id}`,
      kind: 'spanish',
      text: t('missingSpanish', { villa: v.name }),
      href: `/broker/${v.id}`,
    })),
  ];
  return (
    <Card title={t('title')} testId="overview-alerts">
      {items.length === 0 ? (
        <Empty testId="alerts-none">{t('none')}</Empty>
      ) : (
        <ul className={LIST}>
          {items.map((item) => (
            <li
              key={item.key}
              className="flex flex-wrap items-baseline justify-between gap-2 py-2"
              data-testid="alert"
              data-kind={item.kind}
            >
              <span className="min-w-0 break-words">{item.text}</span>
              <QueuedLink href={item.href} className="text-xs font-medium underline underline-offset-2">
                {t('open')}
              </QueuedLink>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
