import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AuditLines } from '@/components/admin/audit-lines';
import { pageMetadataFor } from '@/components/page/intro-page';
import { QueuedLink } from '@/components/system/queued-link';
import { type Column, DataTable } from '@/components/ui/data-table';
import { formatWhen } from '@/lib/time-format';
import { readerTimeZone } from '@/server/http/reader-zone';
import { adminOverview } from '@/server/admin/overview/admin-overview';
import type { JobHistoryLine } from '@/server/queue/history';
import { areaPage, orNotFound } from '@/server/http/area-page';
import { StaffTitle } from '@/components/page/staff-title';

export const generateMetadata = pageMetadataFor('adminHome', '/admin');

type Props = { params: Promise<{ locale: string }> };

const link = 'text-sea underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none';

function Section({
  title,
  count,
  countLabel,
  more,
  empty,
  testId,
  children,
}: {
  title: string;
  count: number;
  countLabel: string;
  more?: ReactNode;
  empty: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${testId}-title`}
      className="grid content-start gap-2 rounded-xl border border-line bg-white p-4"
      data-testid={testId}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={`${testId}-title`} className="font-semibold">
          {title}
        </h2>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${count > 0 ? 'bg-amber-100 text-amber-900' : 'bg-sand text-ink-soft'}`}
          data-testid={`${testId}-count`}
        >
          {countLabel}
        </span>
      </div>
      {count === 0 ? <p className="text-sm text-ink-soft">{empty}</p> : <ul className="grid gap-1 text-sm">{children}</ul>}
      {more}
    </section>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<'admin.overview'>>>;

/** The queue's jobs (issue 29): one dense line each, from pg-boss's history. */
function JobsPanel({ jobs, t, when }: { jobs: JobHistoryLine[]; t: Translate; when: (iso: string | null) => string }) {
  const outcome = { completed: t('jobOutcome_completed'), skipped: t('jobOutcome_skipped'), failed: t('jobOutcome_failed') };
  const took = (ms: number | null) =>
    ms === null ? '' : ms < 10_000 ? t('jobDurationMs', { ms }) : t('jobDurationS', { seconds: Math.round(ms / 1000) });
  // A dense table from md up, a card per job below (the kit's DataTable).
  const columns: Column<JobHistoryLine>[] = [
    { key: 'name', header: t('jobName'), primary: true, className: 'font-mono md:whitespace-nowrap', cell: (job) => job.name },
    {
      key: 'last_run',
      header: t('jobLastRun'),
      className: 'md:whitespace-nowrap',
      cell: (job) =>
        job.last_run_at ? (
          <>
            {when(job.last_run_at)}
            {job.last_outcome ? (
              <span className={`block ${job.last_outcome === 'failed' ? 'text-danger' : 'text-ink-soft'}`}>
                {outcome[job.last_outcome]}
              </span>
            ) : null}
          </>
        ) : (
          <span className="text-ink-soft">{t('jobNeverRun')}</span>
        ),
    },
    {
      key: 'duration',
      header: t('jobDuration'),
      className: 'md:whitespace-nowrap',
      cell: (job) => <span>{took(job.last_duration_ms)}</span>,
    },
    {
      key: 'outcomes',
      header: t('jobOutcomes'),
      cell: (job) => (
        <>
          {t('jobCounts', { completed: job.completed, skipped: job.skipped, failed: job.failed })}
          <span className="block text-ink-soft">{t('jobPending', { active: job.active, waiting: job.waiting })}</span>
        </>
      ),
    },
    {
      key: 'failure',
      header: t('jobLastFailure'),
      className: 'col-span-2',
      cell: (job) =>
        job.last_failure_at ? (
          <>
            <span className="whitespace-nowrap text-danger">{when(job.last_failure_at)}</span>
            <span className="block break-words text-ink-soft" data-testid={`overview-job-${job.name}-failure`}>
              {job.last_failure_message}
            </span>
          </>
        ) : (
          <span className="text-ink-soft">{t('jobNoFailure')}</span>
        ),
    },
  ];
  return (
    <section aria-labelledby="overview-jobs-title" className="grid gap-2" data-testid="overview-jobs">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="overview-jobs-title" className="font-semibold">
          {t('jobs')}
        </h2>
        <p className="text-xs text-ink-soft">{t('jobsLead')}</p>
      </div>
      {jobs.length === 0 ? (
        <p
          className="rounded-xl border border-dashed border-line bg-white px-4 py-6 text-center text-sm text-ink-soft"
          data-testid="overview-jobs-none"
        >
          {t('jobsNone')}
        </p>
      ) : (
        <DataTable
          rows={jobs}
          columns={columns}
          rowKey={(job) => job.name}
          label={t('jobs')}
          minWidthClass="md:min-w-[44rem]"
          rowProps={(job) => ({ 'data-testid': `overview-job-${job.name}` })}
        />
      )}
    </section>
  );
}

// GET /admin – what needs an administrator today: listings to review, late requests, failing feeds, statements, latest changes.
export default async function AdminHomePage({ params }: Props) {
  const { locale, ctx } = await areaPage(params, { path: '/admin', require: 'user' });
  const overview = await orNotFound(adminOverview(ctx));
  const t = await getTranslations('admin.overview');
  const { zone } = await readerTimeZone();
  const day = (iso: string | null) => (iso ? formatWhen(locale, iso, zone) : '');
  const { pending_listings: listings, late_requests: requests, failing_feeds: feeds, statements_ready: statements } = overview;
  return (
    <div className="grid gap-4 px-3 py-5 sm:px-5" data-testid="admin-home">
      <StaffTitle title={t('heading')} lead={t('lead')} />
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
        <Section
          title={t('pendingListings')}
          count={listings.total}
          countLabel={t('count', { count: listings.total })}
          empty={t('pendingListingsNone')}
          testId="overview-listings"
          more={
            <QueuedLink href="/admin/properties?status=submitted" className={`text-sm ${link}`}>
              {t('review')}
            </QueuedLink>
          }
        >
          {listings.items.map((l) => (
            <li key={l.id}>
              <QueuedLink href={`/broker/${l.id}`} className={link}>
                {l.name}
              </QueuedLink>
              <span className="block text-xs text-ink-soft">
                {t('submittedBy', { owner: l.owner_name ?? '—', date: day(l.submitted_at) })}
              </span>
            </li>
          ))}
        </Section>
        <Section
          title={t('lateRequests')}
          count={requests.total}
          countLabel={t('count', { count: requests.total })}
          empty={t('lateRequestsNone')}
          testId="overview-requests"
          more={
            <QueuedLink href="/concierges/reservations?status=requested" className={`text-sm ${link}`}>
              {t('openDesk')}
            </QueuedLink>
          }
        >
          {requests.items.map((r) => (
            <li key={r.id}>
              <QueuedLink href={`/concierges/trip-${r.id}`} className={`font-mono ${link}`}>
                {r.confirmation_number}
              </QueuedLink>{' '}
              {r.property_name}
              <span className="block text-xs text-ink-soft">{t('holdLeft', { hours: Math.floor(r.hold_seconds_left / 3600) })}</span>
            </li>
          ))}
        </Section>
        <Section
          title={t('failingFeeds')}
          count={feeds.total}
          countLabel={t('count', { count: feeds.total })}
          empty={t('failingFeedsNone')}
          testId="overview-feeds"
        >
          {feeds.items.map((f) => (
            <li key={f.id}>
              <QueuedLink href={`/broker/${f.property_id}?tab=channels`} className={link}>
                {f.property_name}
              </QueuedLink>{' '}
              <span className="text-ink-soft">{f.label || f.channel}</span>
              <span className="block text-xs text-ink-soft">{t('failingSince', { date: day(f.last_error_at) })}</span>
            </li>
          ))}
        </Section>
        <Section
          title={t('statements')}
          count={statements.total}
          countLabel={t('count', { count: statements.total })}
          empty={t('statementsNone')}
          testId="overview-statements"
        >
          {statements.items.map((s) => (
            <li key={`${s.owner_id}:${s.month}`}>
              <QueuedLink href={`/broker/earnings?owner=${s.owner_id}&month=${s.month}`} className={link}>
                {t('statementLine', { owner: s.owner_name, month: s.month })}
              </QueuedLink>
              <span className="block text-xs text-ink-soft">{day(s.issued_at)}</span>
            </li>
          ))}
        </Section>
      </div>
      <JobsPanel jobs={overview.jobs} t={t} when={day} />
      <section aria-labelledby="overview-audit-title" className="grid gap-2" data-testid="overview-audit">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="overview-audit-title" className="font-semibold">
            {t('recentAudit')}
          </h2>
          <QueuedLink href="/admin/audit" className={`text-sm ${link}`}>
            {t('allAudit')}
          </QueuedLink>
        </div>
        {overview.recent_audit.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line bg-white px-4 py-6 text-center text-sm text-ink-soft">
            {t('recentAuditNone')}
          </p>
        ) : (
          <AuditLines locale={locale} lines={overview.recent_audit} zone={zone} testId="overview-audit-lines" />
        )}
      </section>
    </div>
  );
}
