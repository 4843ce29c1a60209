import { formatMoney } from '@/lib/format';
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

const cell = 'px-2 py-1.5 align-top';
const num = `${cell} text-right tabular-nums whitespace-nowrap`;

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
  const money = (c: number) => formatMoney(locale, c);
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
  return (
    <div className="grid min-w-0 gap-4">
      <div className="min-w-0 overflow-x-auto rounded-2xl border border-line bg-white/80">
        <table className="w-full min-w-[40rem] text-left text-sm" data-testid="statement-lines">
          <caption className="sr-only">{labels.caption}</caption>
          <thead className="bg-sand-deep/60 text-xs text-ink-soft">
            <tr>
              <th scope="col" className={cell}>
                {labels.date}
              </th>
              <th scope="col" className={cell}>
                {labels.line}
              </th>
              <th scope="col" className={cell}>
                {labels.property}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {labels.nights}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {labels.cleaning}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {labels.commission}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {labels.net}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={7} className="px-3 py-6 text-center text-ink-soft" data-testid="statement-empty">
                  {labels.empty}
                </td>
              </tr>
            ) : (
              rows.map((r) => {
                const key = `${r.type}-${r.reservation_id ?? r.expense_id ?? r.payout_id}-${r.of_month ?? ''}`;
                const stay = r.type === 'revenue' || r.type === 'adjustment';
                return (
                  <tr key={key} className="border-t border-line" data-line-type={r.type}>
                    <td className={`${cell} whitespace-nowrap`}>{r.date ?? r.check_in}</td>
                    <td className={cell}>
                      {r.type === 'expense' ? <span className="mr-1 text-xs text-ink-soft">{labels.type.expense}</span> : null}
                      {r.href ? (
                        <a
                          href={r.href}
                          className="font-medium text-sea underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
                        >
                          {r.what}
                        </a>
                      ) : (
                        <span className="font-medium">{r.what}</span>
                      )}
                      {r.type === 'expense' && r.has_receipt ? (
                        <a
                          href={`/v1/owner/expenses/${r.expense_id}/receipt`}
                          className="ml-2 text-xs text-sea underline focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
                        >
                          {labels.receipt}
                        </a>
                      ) : null}
                    </td>
                    <td className={cell}>{r.property_name ?? labels.allVillas}</td>
                    <td className={num}>{stay ? money(r.nights_cents) : ''}</td>
                    <td className={num}>{stay ? money(r.cleaning_cents) : ''}</td>
                    <td className={num}>{stay ? money(-r.commission_cents) : ''}</td>
                    <td className={`${num} font-medium`}>{money(r.type === 'payout' ? -r.amount_cents : r.net_cents)}</td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <dl
        className="grid gap-x-6 gap-y-1 rounded-2xl border border-line bg-white/80 p-4 text-sm sm:grid-cols-2"
        data-testid="statement-totals"
      >
        {figures.map(([key, cents, strong]) => (
          <div key={key} className={`flex justify-between gap-3 ${strong ? 'font-semibold text-ink' : 'text-ink-soft'}`} data-total={key}>
            <dt>{labels.totals[key]}</dt>
            <dd className="tabular-nums">{money(cents)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
