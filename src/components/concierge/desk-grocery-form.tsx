'use client';

import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { fieldStyles } from '@/components/ui/field';
import { centsOf } from '@/components/ui/money';
import type { Locale } from '@/i18n/routing';
import { FormOutcome, useDeskAction } from './desk-forms';

export interface DeskGroceryRow {
  line_id: number;
  name: string;
  quantity: number;
  estimate: string;
  actual_cents: number | null;
}

export type GroceryLabels = Record<
  | 'title'
  | 'item'
  | 'quantity'
  | 'estimate'
  | 'actual'
  | 'save'
  | 'purchase'
  | 'purchaseHint'
  | 'working'
  | 'network'
  | 'badAmount'
  | 'done',
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
  const a = useDeskAction(locale, labels);
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
  const columns: Column<DeskGroceryRow>[] = [
    { key: 'item', header: labels.item, primary: true, cell: (row) => row.name },
    { key: 'quantity', header: labels.quantity, align: 'end', cell: (row) => row.quantity },
    { key: 'estimate', header: labels.estimate, align: 'end', className: 'whitespace-nowrap', cell: (row) => row.estimate },
    {
      key: 'actual',
      header: labels.actual,
      align: 'end',
      cell: (row) => (
        <input
          className={`${fieldStyles.control.md} w-28 text-right md:ml-auto`}
          name={`actual-${row.line_id}`}
          inputMode="decimal"
          placeholder="0.00"
          defaultValue={amountText(row.actual_cents)}
          disabled={purchased}
          aria-label={labels.actualFor[row.line_id]}
          data-testid="desk-grocery-actual"
        />
      ),
    },
  ];
  return (
    <form onSubmit={save} data-testid="desk-grocery-form">
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(row) => row.line_id}
        label={labels.title}
        rowProps={(row) => ({ 'data-testid': 'desk-grocery-line', 'data-line-id': row.line_id })}
      />
      <FormOutcome action={a} done={labels.done} />
      {purchased ? null : (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button type="submit" variant="secondary" busy={a.busy} busyLabel={labels.working} data-testid="desk-grocery-save">
            {labels.save}
          </Button>
          <Button
            isDisabled={a.busy}
            aria-describedby={`purchase-hint-${tripId}`}
            onPress={() => void a.run(`/v1/concierge/trips/${tripId}/groceries/purchase`, { json: {} })}
            data-testid="desk-grocery-purchase"
          >
            {labels.purchase}
          </Button>
          <p id={`purchase-hint-${tripId}`} className="basis-full text-xs text-ink-soft">
            {labels.purchaseHint}
          </p>
        </div>
      )}
    </form>
  );
}
