import { type Column, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import type { Locale } from '@/i18n/routing';
import type { ApiStatementLine, ApiStatementTotals } from '@/server/owners/statements/statements.types';

export interface StatementTableLabels {
  caption: string;
  date: string;
  line: string;
  property: string;
  nights: string;
  cleaning: string;
  commission: string;
  net: string;
  receipt: string;
  empty: string;
  allVillas: string;
  type: Record<ApiStatementLine['type'], string>;
  totals: Record<'opening' | 'revenue' | 'adjustments' | 'commission' | 'expenses' | 'net' | 'payouts' | 'closing', string>;
}

/** A line as the owner reads it, with the link to what it comes from (filled in by the page: stays, corrections, payouts). */
export interface StatementRow extends ApiStatementLine {
  what: string;
  href: string | null;
}

const link = 'text-sea underline-offset-2 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none';
const isStay = (r: StatementRow) => r.type === 'revenue' || r.type === 'adjustment';

/** The month's lines, densely, with their links, then the totals (opening + revenue ± adjustments − commission − expenses = net; − payouts = closing). */
export function StatementTable({
  locale,
  rows,
  totals,
  labels,
}: {
  locale: Locale;
  rows: StatementRow[];
  totals: ApiStatementTotals;
  labels: StatementTableLabels;
}) {
  const money = (cents: number) => <Money locale={locale} cents={cents} />;
  const figures: [keyof StatementTableLabels['totals'], number, boolean][] = [
    ['opening', totals.opening_cents, false],
    ['revenue', totals.owner_revenue_cents, false],
    ['adjustments', totals.adjustments_cents, false],
    ['commission', -totals.commission_cents, false],
    ['expenses', -totals.expenses_cents, false],
    ['net', totals.net_cents, true],
    ['payouts', -totals.payouts_cents, false],
    ['closing', totals.closing_cents, true],
  ];
  const stayAmount = (key: string, header: string, cents: (r: StatementRow) => number): Column<StatementRow> => ({
    key,
    header,
    align: 'end',
    className: 'whitespace-nowrap',
    cell: (r) => (isStay(r) ? money(cents(r)) : ''),
  });
  const columns: Column<StatementRow>[] = [
    { key: 'date', header: labels.date, className: 'whitespace-nowrap', cell: (r) => r.date ?? r.check_in },
    {
      key: 'line',
      header: labels.line,
      primary: true,
      cell: (r) => (
        <>
          {r.type === 'expense' ? <span className="mr-1 text-xs text-ink-soft">{labels.type.expense}</span> : null}
          {r.href ? (
            <a href={r.href} className={`font-medium hover:underline ${link}`}>
              {r.what}
            </a>
          ) : (
            <span className="font-medium">{r.what}</span>
          )}
          {r.type === 'expense' && r.has_receipt ? (
            <a href={`/v1/owner/expenses/${r.expense_id}/receipt`} className={`ml-2 text-xs underline ${link}`}>
              {labels.receipt}
            </a>
          ) : null}
        </>
      ),
    },
    { key: 'property', header: labels.property, cell: (r) => r.property_name ?? labels.allVillas },
    stayAmount('nights', labels.nights, (r) => r.nights_cents),
    stayAmount('cleaning', labels.cleaning, (r) => r.cleaning_cents),
    stayAmount('commission', labels.commission, (r) => -r.commission_cents),
    {
      key: 'net',
      header: labels.net,
      align: 'end',
      className: 'whitespace-nowrap font-medium',
      cell: (r) => money(r.type === 'payout' ? -r.amount_cents : r.net_cents),
    },
  ];
  return (
    <div className="grid min-w-0 gap-4">
      {rows.length === 0 ? (
        <EmptyState variant="inline" text={labels.empty} testId="statement-empty" />
      ) : (
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(r) => `${r.type}-${r.reservation_id ?? r.expense_id ?? r.payout_id}-${r.of_month ?? ''}`}
          label={labels.caption}
          rowProps={(r) => ({ 'data-line-type': r.type })}
          minWidthClass="md:min-w-[40rem]"
          testId="statement-lines"
        />
      )}
      <dl
        className="grid gap-x-6 gap-y-1 rounded-2xl border border-line bg-white/80 p-4 text-sm sm:grid-cols-2"
        data-testid="statement-totals"
      >
        {figures.map(([key, cents, strong]) => (
          <div key={key} className={`flex justify-between gap-3 ${strong ? 'font-semibold text-ink' : 'text-ink-soft'}`} data-total={key}>
            <dt>{labels.totals[key]}</dt>
            <dd>{money(cents)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
