'use client';

import type { FormEvent } from 'react';
import { FormError } from '@/components/ui/form-parts';
import type { Locale } from '@/i18n/routing';
import { deskButton, deskInput, deskSecondaryButton, SavedNote } from './desk-forms';
import { useApiAction } from '@/components/ui/use-api-action';
import { centsOf } from '@/components/ui/money';

export interface DeskGroceryRow {
  line_id: number;
  name: string;
  quantity: number;
  estimate: string;
  actual_cents: number | null;
}

export type GroceryLabels = Record<
  'item' | 'quantity' | 'estimate' | 'actual' | 'save' | 'purchase' | 'purchaseHint' | 'working' | 'network' | 'badAmount' | 'done',
  string
> & { actualFor: Record<number, string> };

const amountText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** What was paid per line (saved), then "bought": the real cost replaces the estimate on the guest's bill. */
export function GroceryPricing({
  locale,
  tripId,
  rows,
  purchased,
  labels,
}: {
  locale: Locale;
  tripId: number;
  rows: DeskGroceryRow[];
  purchased: boolean;
  labels: GroceryLabels;
}) {
  const a = useApiAction({ locale, network: labels.network, refresh: true });
  function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const lines: { line_id: number; actual_cents: number }[] = [];
    for (const row of rows) {
      const raw = String(f.get(`actual-${row.line_id}`) ?? '').trim();
      if (raw === '') continue;
      const cents = raw === '0' ? 0 : centsOf(raw);
      if (cents === null) return a.setError(labels.badAmount);
      lines.push({ line_id: row.line_id, actual_cents: cents });
    }
    if (lines.length === 0) return a.setError(labels.badAmount);
    void a.run(`/v1/concierge/trips/${tripId}/groceries/prices`, { method: 'PUT', json: { lines } });
  }
  return (
    <form onSubmit={save} data-testid="desk-grocery-form">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-line text-xs text-ink-soft">
              <th scope="col" className="py-2 pr-2">
                {labels.item}
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                {labels.quantity}
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                {labels.estimate}
              </th>
              <th scope="col" className="py-2 text-right">
                {labels.actual}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.line_id}
                className="border-b border-line/60 last:border-0"
                data-testid="desk-grocery-line"
                data-line-id={row.line_id}
              >
                <td className="py-2 pr-2">{row.name}</td>
                <td className="py-2 pr-2 text-right tabular-nums">{row.quantity}</td>
                <td className="py-2 pr-2 text-right tabular-nums whitespace-nowrap">{row.estimate}</td>
                <td className="py-2 text-right">
                  <input
                    className={`${deskInput} ml-auto w-28 text-right`}
                    name={`actual-${row.line_id}`}
                    inputMode="decimal"
                    placeholder="0.00"
                    defaultValue={amountText(row.actual_cents)}
                    disabled={purchased}
                    aria-label={labels.actualFor[row.line_id]}
                    data-testid="desk-grocery-actual"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FormError message={a.error} />
      <SavedNote show={a.done} text={labels.done} />
      {purchased ? null : (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button type="submit" className={deskSecondaryButton} disabled={a.busy} data-testid="desk-grocery-save">
            {a.busy ? labels.working : labels.save}
          </button>
          <button
            type="button"
            className={deskButton}
            disabled={a.busy}
            aria-describedby={`purchase-hint-${tripId}`}
            onClick={() => void a.run(`/v1/concierge/trips/${tripId}/groceries/purchase`, { json: {} })}
            data-testid="desk-grocery-purchase"
          >
            {labels.purchase}
          </button>
          <p id={`purchase-hint-${tripId}`} className="basis-full text-xs text-ink-soft">
            {labels.purchaseHint}
          </p>
        </div>
      )}
    </form>
  );
}
