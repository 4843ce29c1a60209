import { getTranslations } from 'next-intl/server';
import { EarningsFilters } from '@/components/owner/earnings/earnings-filters';
import { EarningsChart } from '@/components/owner/earnings/earnings-chart';
import { type EarningsAdminLabels, ExpenseForm, IssueNow, PayoutForm } from '@/components/owner/earnings/earnings-admin';
import { StatementTable, type StatementTableLabels } from '@/components/owner/earnings/statement-table';
import { buttonStyles } from '@/components/ui/button-styles';
import { pageMetadataFor } from '@/components/page/intro-page';
import { formatIsoDate, formatMonth } from '@/lib/format';
import { localizeHref } from '@/lib/locale-path';
import { isAdministrator } from '@/server/access/actor';
import { addMonths, MONTH } from '@/server/owners/statements/statement-math';
import { getStatement, statementOwners } from '@/server/owners/statements/statements.service';
import { areaPage, orNotFound } from '@/server/http/area-page';

export const generateMetadata = pageMetadataFor('brokerEarnings', '/broker/earnings');

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
const positive = (v: string) => (/^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);
const pill = buttonStyles({ variant: 'secondary', size: 'md' });

// GET /broker/earnings – the month's statement (?month=YYYY-MM&property=&owner=), its chart, downloads and the administrators' tools.
export default async function BrokerEarningsPage({ params, searchParams }: Props) {
  const { locale, ctx } = await areaPage(params, { path: '/broker/earnings', require: 'user' });
  const sp = await searchParams;
  const current = ctx.now.toISOString().slice(0, 7);
  const month = MONTH.test(one(sp.month)) ? one(sp.month) : current;
  const property = positive(one(sp.property));
  const owner = positive(one(sp.owner));
  const [statement, owners] = await orNotFound(Promise.all([getStatement(ctx, { month, property, owner }), statementOwners(ctx)]));
  const admin = isAdministrator(ctx.actor);
  const t = await getTranslations('ownerEarnings');
  // A group of labels at once (typed keys name leaves only).
  const group = <T,>(key: string) => (t.raw as (k: string) => unknown)(key) as T;
  const nameOf = (m: string) => formatMonth(locale, m);
  const query = (over: Record<string, string | number | undefined>) => {
    const q = new URLSearchParams();
    const all = { month, property, owner, ...over };
    for (const [k, v] of Object.entries(all)) if (v !== undefined && v !== '') q.set(k, String(v));
    return q.toString();
  };
  const pageHref = (over: Record<string, string | number | undefined>) => localizeHref(locale, `/broker/earnings?${query(over)}`);
  const months = Array.from({ length: 36 }, (_, i) => addMonths(current, 12 - i));
  if (!months.includes(month)) months.push(month);
  months.sort().reverse();
  const ownerOfView = owner
    ? (owners.find((o) => o.id === owner) ?? null)
    : property
      ? (owners.find((o) => o.id === statement.properties.find((p) => p.id === property)?.owner_id) ?? null)
      : null;

  const rows = statement.lines.map((l) => {
    const reservationHref = l.confirmation_number
      ? localizeHref(locale, `/broker/reservations?q=${encodeURIComponent(l.confirmation_number)}`)
      : null;
    if (l.type === 'revenue') return { ...l, what: t('line.stay', { number: l.confirmation_number ?? '' }), href: reservationHref };
    if (l.type === 'adjustment')
      return {
        ...l,
        what: t('line.correction', { number: l.confirmation_number ?? '', month: nameOf(l.of_month ?? month) }),
        href: reservationHref,
      };
    if (l.type === 'expense') return { ...l, what: l.description, href: null };
    return { ...l, what: t('line.payout', { reference: l.description }), href: null };
  });
  const tableLabels: StatementTableLabels = {
    ...group<Omit<StatementTableLabels, 'empty' | 'allVillas' | 'type' | 'totals'>>('table'),
    empty: t('empty'),
    allVillas: t('allVillas'),
    type: group<StatementTableLabels['type']>('type'),
    totals: group<StatementTableLabels['totals']>('totals'),
  };
  const adminLabels = {
    network: t('errors.generic'),
    badAmount: t('errors.badAmount'),
    issue: group<EarningsAdminLabels['issue']>('issue'),
    payout: group<EarningsAdminLabels['payout']>('payoutForm'),
    expense: group<EarningsAdminLabels['expense']>('expenseForm'),
    allVillas: t('allVillas'),
  };
  const history = statement.history.map((h) => ({ ...h, label: nameOf(h.month) }));
  const first = history[0]?.label ?? '';
  const last = history.at(-1)?.label ?? '';
  const download = (ext: 'csv' | 'pdf') => `/v1/owner/statements.${ext}?${query({ locale })}`;
  const defaultDate = month === current ? ctx.now.toISOString().slice(0, 10) : `${month}-01`;

  return (
    <div className="grid min-w-0 gap-5" data-testid="owner-earnings">
      <header className="grid gap-1">
        <h1 className="font-display text-3xl text-ink">{t('title')}</h1>
        <p className="text-sm text-ink-soft">{t('lead')}</p>
      </header>

      <EarningsFilters
        action={localizeHref(locale, '/broker/earnings')}
        current={{ month, property, owner, previous: addMonths(month, -1), next: addMonths(month, 1) }}
        months={months.map((m) => ({ value: m, label: nameOf(m) }))}
        villas={statement.properties}
        owners={admin ? owners : null}
        monthHref={(m) => pageHref({ month: m })}
      />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-xl font-semibold text-ink" data-testid="statement-month">
            {nameOf(month)}
          </h2>
          <p className="text-sm text-ink-soft" data-testid="statement-state">
            {statement.state === 'issued' && statement.issued_at
              ? t('state.issued', { date: formatIsoDate(locale, statement.issued_at.slice(0, 10)) })
              : t('state.open', { date: formatIsoDate(locale, statement.issues_on) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={download('csv')} className={pill} download data-testid="download-csv">
            {t('downloads.csv')}
          </a>
          <a href={download('pdf')} className={pill} download data-testid="download-pdf">
            {t('downloads.pdf')}
          </a>
        </div>
      </div>

      <StatementTable locale={locale} rows={rows} totals={statement.totals} labels={tableLabels} />

      <EarningsChart
        locale={locale}
        months={history}
        labels={{
          ...group<{ title: string; net: string; payouts: string; month: string; showTable: string }>('chart'),
          summary: t('chart.summary', { from: first, to: last }),
        }}
      />

      {admin ? (
        <div className="grid min-w-0 gap-4 lg:grid-cols-2" data-testid="earnings-admin">
          <div className="lg:col-span-2">
            {statement.state === 'open' ? (
              <IssueNow
                locale={locale}
                month={month}
                owner={ownerOfView ? { id: ownerOfView.id, name: ownerOfView.name } : null}
                labels={adminLabels}
              />
            ) : null}
          </div>
          <PayoutForm
            locale={locale}
            owners={owners.map((o) => ({ id: o.id, name: o.name }))}
            properties={statement.properties.map((p) => ({ id: p.id, name: p.name, ownerId: p.owner_id }))}
            defaultOwner={ownerOfView?.id ?? null}
            defaultDate={defaultDate}
            labels={adminLabels}
          />
          <ExpenseForm locale={locale} properties={statement.properties} defaultDate={defaultDate} labels={adminLabels} />
        </div>
      ) : null}
    </div>
  );
}
