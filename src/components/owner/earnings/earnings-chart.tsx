import { formatMoney } from '@/lib/format';
import type { Locale } from '@/i18n/routing';

export interface ChartMonth {
  month: string;
  label: string;
  net_cents: number;
  payouts_cents: number;
}

/**
 * The last 12 months as inline SVG bars (net and payouts side by side, a zero line when a month
 * runs negative), described for screen readers and backed by the same figures as a table.
 */
export function EarningsChart({
  locale,
  months,
  labels,
}: {
  locale: Locale;
  months: ChartMonth[];
  labels: { title: string; summary: string; net: string; payouts: string; month: string; showTable: string };
}) {
  const W = 600;
  const H = 180;
  const pad = 8;
  const values = months.flatMap((m) => [m.net_cents, m.payouts_cents]);
  const max = Math.max(1, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const y = (v: number) => pad + ((max - v) / span) * (H - 2 * pad);
  const slot = W / Math.max(1, months.length);
  const bar = Math.max(2, slot * 0.32);
  const money = (c: number) => formatMoney(locale, c);
  return (
    <section aria-labelledby="earnings-chart-title" className="rounded-2xl border border-line bg-white/80 p-4" data-testid="earnings-chart">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="earnings-chart-title" className="font-semibold text-ink">
          {labels.title}
        </h2>
        <p className="flex gap-3 text-xs text-ink-soft">
          <span className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-sm bg-sea" />
            {labels.net}
          </span>
          <span className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-sm bg-gold" />
            {labels.payouts}
          </span>
        </p>
      </div>
      <svg
        viewBox={`0 0 ${W} ${H + 18}`}
        className="mt-3 h-auto w-full"
        role="img"
        aria-labelledby="earnings-chart-title earnings-chart-desc"
      >
        <title>{labels.title}</title>
        <desc id="earnings-chart-desc">{labels.summary}</desc>
        <line x1={0} x2={W} y1={y(0)} y2={y(0)} stroke="currentColor" className="text-line" strokeWidth={1} />
        {months.map((m, i) => {
          const x = i * slot + (slot - 2 * bar - 2) / 2;
          return (
            <g key={m.month}>
              <rect
                x={x}
                y={Math.min(y(m.net_cents), y(0))}
                width={bar}
                height={Math.max(1, Math.abs(y(m.net_cents) - y(0)))}
                className="fill-sea"
              >
                <title>{`${m.label}: ${labels.net} ${money(m.net_cents)}`}</title>
              </rect>
              <rect
                x={x + bar + 2}
                y={y(m.payouts_cents)}
                width={bar}
                height={Math.max(m.payouts_cents ? 1 : 0, y(0) - y(m.payouts_cents))}
                className="fill-gold"
              >
                <title>{`${m.label}: ${labels.payouts} ${money(m.payouts_cents)}`}</title>
              </rect>
              <text x={i * slot + slot / 2} y={H + 14} textAnchor="middle" className="fill-ink-soft text-[11px]">
                {m.label.slice(0, 3)}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-ink-soft focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none">
          {labels.showTable}
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-ink-soft">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {labels.month}
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  {labels.net}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {labels.payouts}
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month} className="border-t border-line">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {m.label}
                  </th>
                  <td className="py-1 pr-3 text-right tabular-nums">{money(m.net_cents)}</td>
                  <td className="py-1 text-right tabular-nums">{money(m.payouts_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
