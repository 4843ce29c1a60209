import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/format';
import type { Locale } from '@/i18n/routing';
import type { GroceryOrder } from '@/server/trips/trips.types';

/** A grocery list that can no longer change: its lines and estimate, as a table. */
export async function GroceryReadOnly({ locale, order }: { locale: Locale; order: GroceryOrder }) {
  const t = await getTranslations('groceries');
  const money = (cents: number) => formatMoney(locale, cents, order.currency);
  if (order.lines.length === 0) {
    return (
      <p data-testid="grocery-empty" className="rounded-2xl border border-line bg-white/70 px-5 py-6 text-ink-soft">
        {t('locked.empty')}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white/70">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line text-xs tracking-wide text-ink-soft uppercase">
          <tr>
            {(
              [
                ['item', 'px-4 py-3 font-semibold'],
                ['quantity', 'px-4 py-3 text-right font-semibold'],
                ['unitPrice', 'hidden px-4 py-3 text-right font-semibold sm:table-cell'],
                ['total', 'px-4 py-3 text-right font-semibold'],
              ] as const
            ).map(([key, className]) => (
              <th key={key} scope="col" className={className}>
                {t(`table.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {order.lines.map((line) => (
            <tr key={line.item_id} data-testid="grocery-line" data-slug={line.slug}>
              <td className="px-4 py-3">
                <span className="font-medium text-ink">{line.name}</span>
                {line.note ? (
                  <span className="block text-xs text-ink-soft">
                    {t('table.note')}: {line.note}
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3 text-right tabular-nums">
                {line.quantity} {line.unit}
              </td>
              <td className="hidden px-4 py-3 text-right tabular-nums sm:table-cell">{money(line.unit_price_cents)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{money(line.line_total_cents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-line">
          <tr>
            <th scope="row" colSpan={2} className="px-4 py-3 text-right font-semibold">
              {t('estimate')}
            </th>
            <td className="hidden sm:table-cell" />
            <td
              data-testid="grocery-estimate"
              data-cents={order.estimated_cents}
              className="px-4 py-3 text-right font-semibold tabular-nums"
            >
              {money(order.estimated_cents)}
            </td>
          </tr>
        </tfoot>
      </table>
      {order.note ? (
        <p className="border-t border-line px-4 py-3 text-sm text-ink-soft">
          {t('table.note')}: {order.note}
        </p>
      ) : null}
    </div>
  );
}
