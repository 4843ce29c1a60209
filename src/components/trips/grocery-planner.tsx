'use client';

import { useState } from 'react';
import { apiFetch, toApiError } from '@/components/ui/api-client';
import { Field, FormError, FormNotice } from '@/components/ui/form-parts';
import { formatMoney } from '@/lib/format';
import { formatWhen } from '@/lib/time-format';
import { fill } from '@/components/ui/client-text';
import type { Locale } from '@/i18n/routing';
import type { GroceryCatalogueCategory, GroceryOrder } from '@/server/trips/trips.types';

export interface GroceryPlannerLabels {
  jumpTo: string;
  perUnit: string;
  quantity: string;
  decrease: string;
  increase: string;
  lineNote: string;
  lineNotePlaceholder: string;
  orderNote: string;
  orderNotePlaceholder: string;
  summary: string;
  itemsOne: string;
  itemsOther: string;
  estimate: string;
  saveDraft: string;
  savingDraft: string;
  submit: string;
  update: string;
  submitting: string;
  unsaved: string;
  emptyHint: string;
  statusLabel: string;
  statusNone: string;
  statusDraft: string;
  statusSubmitted: string;
  savedDraft: string;
  savedSubmitted: string;
  savedUpdated: string;
  network: string;
  seeBill: string;
  /** `{items}`: the names of saved lines no longer in the catalogue. */
  unavailable: string;
}

type Entry = { quantity: number; note: string };
type Line = { item_id: number; quantity: number; note?: string };

const MAX_QUANTITY = 99;

/**
 * The editable grocery list: a quantity stepper and an optional note per catalogue item, and a
 * sticky summary that saves a draft or submits the list (PUT /v1/account/trips/{id}/groceries).
 * What the guest typed stays on screen whatever the answer; the server's sentences are shown as is.
 */
export function GroceryPlanner({
  locale,
  tripId,
  catalogue,
  initialOrder,
  billHref,
  timeZone,
  labels,
}: {
  locale: Locale;
  tripId: number;
  catalogue: GroceryCatalogueCategory[];
  initialOrder: GroceryOrder;
  billHref: string;
  /** The reader's zone (readerTimeZone), which the page names once. */
  timeZone: string;
  labels: GroceryPlannerLabels;
}) {
  const items = catalogue.flatMap((c) => c.items);
  const [entries, setEntries] = useState<Record<number, Entry>>(() =>
    Object.fromEntries(initialOrder.lines.map((l) => [l.item_id, { quantity: l.quantity, note: l.note }])),
  );
  const [note, setNote] = useState(initialOrder.note);
  const [order, setOrder] = useState(initialOrder);
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [itemErrors, setItemErrors] = useState<Record<number, string>>({});
  const [noteError, setNoteError] = useState<string | null>(null);

  // Only items still in the catalogue can be sent; the order follows the catalogue's.
  const lines: Line[] = items.flatMap((item) => {
    const entry = entries[item.id];
    if (!entry || entry.quantity < 1) return [];
    const trimmed = entry.note.trim();
    return [{ item_id: item.id, quantity: entry.quantity, ...(trimmed ? { note: trimmed } : {}) }];
  });
  const snapshot = JSON.stringify([lines, note.trim()]);
  const [saved, setSaved] = useState(snapshot);
  const dirty = snapshot !== saved;
  const count = lines.reduce((sum, l) => sum + l.quantity, 0);
  const priceOf = new Map(items.map((i) => [i.id, i.price_cents]));
  const estimate = lines.reduce((sum, l) => sum + l.quantity * (priceOf.get(l.item_id) ?? 0), 0);
  const currency = items[0]?.currency ?? order.currency;
  const submitted = order.status === 'submitted';
  // Lines whose item has left the catalogue since they were saved: said, not silently dropped.
  const gone = order.lines.filter((l) => !priceOf.has(l.item_id));

  const setQuantity = (itemId: number, quantity: number) =>
    setEntries((prev) => ({
      ...prev,
      [itemId]: { note: prev[itemId]?.note ?? '', quantity: Math.max(0, Math.min(MAX_QUANTITY, Math.trunc(quantity) || 0)) },
    }));
  const setLineNote = (itemId: number, value: string) =>
    setEntries((prev) => ({ ...prev, [itemId]: { quantity: prev[itemId]?.quantity ?? 0, note: value } }));

  async function save(submit: boolean) {
    const sent = lines;
    setBusy(submit ? 'submit' : 'draft');
    setOutcome(null);
    setItemErrors({});
    setNoteError(null);
    try {
      const answer = await apiFetch<{ data: GroceryOrder }>(locale, `/v1/account/trips/${tripId}/groceries`, {
        method: 'PUT',
        body: { json: { lines: sent, note: note.trim(), submit } },
        networkError: labels.network,
      });
      setOrder(answer.data);
      setSaved(JSON.stringify([sent, note.trim()]));
      setOutcome({ ok: true, text: submitted ? labels.savedUpdated : submit ? labels.savedSubmitted : labels.savedDraft });
    } catch (err) {
      const e = toApiError(err, labels.network);
      const byItem: Record<number, string> = {};
      let general = e.message;
      for (const [field, text] of Object.entries(e.fields)) {
        const index = /^lines\.(\d+)\./.exec(field)?.[1];
        const line = index === undefined ? undefined : sent[Number(index)];
        if (line) byItem[line.item_id] = text;
        else if (field === 'note') setNoteError(text);
        else if (field === 'lines') general = text;
      }
      setItemErrors(byItem);
      setOutcome({ ok: false, text: general });
    }
    setBusy(null);
  }

  const status =
    order.status === 'submitted' && order.submitted_at
      ? fill(labels.statusSubmitted, { when: formatWhen(locale, order.submitted_at, timeZone) })
      : order.status === 'draft'
        ? labels.statusDraft
        : labels.statusNone;
  const button =
    'min-h-12 rounded-full px-5 text-sm font-semibold tracking-wide transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60';
  const stepper =
    'grid size-10 place-items-center rounded-full border border-line bg-white text-lg text-ink transition hover:border-sea focus-visible:ring-2 focus-visible:ring-sea/40 focus-visible:outline-none disabled:opacity-40';

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_21rem] lg:items-start">
      <div>
        {catalogue.length > 1 ? (
          <nav aria-label={labels.jumpTo} className="-mx-4 overflow-x-auto px-4 pb-2">
            <ul className="flex min-w-max gap-2 lg:min-w-0 lg:flex-wrap">
              {catalogue.map((category) => (
                <li key={category.id}>
                  <a
                    href={`#groceries-${category.slug}`}
                    className="inline-block rounded-full border border-line bg-white px-4 py-2 text-sm text-ink-soft hover:border-sea hover:text-ink"
                  >
                    {category.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {catalogue.map((category) => (
          <section
            key={category.id}
            id={`groceries-${category.slug}`}
            aria-labelledby={`groceries-${category.slug}-h`}
            className="mt-8 scroll-mt-40"
          >
            <h2 id={`groceries-${category.slug}-h`} className="font-serif text-2xl">
              {category.name}
            </h2>
            <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white/70 px-4">
              {category.items.map((item) => {
                const entry = entries[item.id];
                const quantity = entry?.quantity ?? 0;
                const inputId = `grocery-${item.id}-quantity`;
                const error = itemErrors[item.id];
                return (
                  <li
                    key={item.id}
                    data-testid="grocery-item"
                    data-slug={item.slug}
                    className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3"
                  >
                    <div className="min-w-0 flex-1">
                      <p className={`text-ink ${quantity > 0 ? 'font-semibold' : 'font-medium'}`}>{item.name}</p>
                      <p className="text-sm text-ink-soft">
                        {fill(labels.perUnit, { price: formatMoney(locale, item.price_cents, item.currency), unit: item.unit })}
                      </p>
                    </div>
                    <div className="flex items-center gap-1.5">
                      <button
                        type="button"
                        className={stepper}
                        aria-label={fill(labels.decrease, { name: item.name })}
                        aria-controls={inputId}
                        disabled={quantity === 0}
                        onClick={() => setQuantity(item.id, quantity - 1)}
                      >
                        <span aria-hidden="true">−</span>
                      </button>
                      <label htmlFor={inputId} className="sr-only">
                        {fill(labels.quantity, { name: item.name })}
                      </label>
                      <input
                        id={inputId}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={MAX_QUANTITY}
                        step={1}
                        value={quantity}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${inputId}-error` : undefined}
                        onChange={(e) => setQuantity(item.id, Number(e.target.value))}
                        onFocus={(e) => e.target.select()}
                        className="h-10 w-14 rounded-lg border border-line bg-white text-center text-base tabular-nums outline-none focus:border-sea focus:ring-2 focus:ring-sea/25 aria-invalid:border-[#b4473b]"
                      />
                      <button
                        type="button"
                        className={stepper}
                        aria-label={fill(labels.increase, { name: item.name })}
                        aria-controls={inputId}
                        disabled={quantity >= MAX_QUANTITY}
                        onClick={() => setQuantity(item.id, quantity + 1)}
                      >
                        <span aria-hidden="true">+</span>
                      </button>
                    </div>
                    {quantity > 0 ? (
                      <div className="basis-full">
                        <label htmlFor={`grocery-${item.id}-note`} className="text-xs text-ink-soft">
                          {fill(labels.lineNote, { name: item.name })}
                        </label>
                        <input
                          id={`grocery-${item.id}-note`}
                          type="text"
                          maxLength={200}
                          value={entry?.note ?? ''}
                          placeholder={labels.lineNotePlaceholder}
                          onChange={(e) => setLineNote(item.id, e.target.value)}
                          className="mt-1 h-10 w-full rounded-lg border border-line bg-white px-3 text-sm outline-none focus:border-sea focus:ring-2 focus:ring-sea/25"
                        />
                      </div>
                    ) : null}
                    {error ? (
                      <p id={`${inputId}-error`} className="basis-full text-sm text-[#9b2c2c]">
                        {error}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        <div className="mt-8">
          <Field id="grocery-order-note" label={labels.orderNote} error={noteError ?? undefined}>
            <textarea
              id="grocery-order-note"
              rows={3}
              maxLength={500}
              value={note}
              placeholder={labels.orderNotePlaceholder}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? 'grocery-order-note-error' : undefined}
              onChange={(e) => setNote(e.target.value)}
              className="rounded-xl border border-line bg-white px-4 py-3 text-base outline-none focus:border-sea focus:ring-2 focus:ring-sea/25 aria-invalid:border-[#b4473b]"
            />
          </Field>
        </div>
      </div>

      <aside
        aria-labelledby="grocery-summary"
        data-testid="grocery-summary"
        className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-white/95 px-4 py-4 shadow-[0_-6px_20px_rgba(0,0,0,0.06)] backdrop-blur lg:top-36 lg:bottom-auto lg:mx-0 lg:rounded-3xl lg:border lg:p-6 lg:shadow-sm"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="grocery-summary" className="font-serif text-xl lg:text-2xl">
            {labels.summary}
          </h2>
          <p className="text-sm text-ink-soft">
            <span className="sr-only">{labels.statusLabel}: </span>
            <span data-testid="grocery-status" data-status={order.status}>
              {status}
            </span>
          </p>
        </div>
        <div className="mt-3 flex items-end justify-between gap-4 text-sm">
          <p data-testid="grocery-count" className="text-ink-soft">
            {fill(new Intl.PluralRules(locale).select(count) === 'one' ? labels.itemsOne : labels.itemsOther, { count })}
          </p>
          <p className="text-right">
            <span className="block text-xs text-ink-soft">{labels.estimate}</span>
            <span data-testid="grocery-estimate" data-cents={estimate} className="text-lg font-semibold tabular-nums text-ink">
              {formatMoney(locale, estimate, currency)}
            </span>
          </p>
        </div>
        {count === 0 && !submitted ? <p className="mt-2 text-xs text-muted">{labels.emptyHint}</p> : null}
        <div className="mt-4 flex flex-wrap gap-2">
          {submitted ? null : (
            <button
              type="button"
              disabled={busy !== null}
              aria-busy={busy === 'draft' || undefined}
              onClick={() => save(false)}
              className={`${button} border border-ink bg-white text-ink hover:bg-sand`}
            >
              {busy === 'draft' ? labels.savingDraft : labels.saveDraft}
            </button>
          )}
          <button
            type="button"
            disabled={busy !== null || (count === 0 && !submitted)}
            aria-busy={busy === 'submit' || undefined}
            onClick={() => save(true)}
            className={`${button} flex-1 bg-ink text-white hover:bg-sea-deep`}
          >
            {busy === 'submit' ? labels.submitting : submitted ? labels.update : labels.submit}
          </button>
        </div>
        {dirty ? <p className="mt-2 text-xs text-[#8a5a14]">{labels.unsaved}</p> : null}
        {gone.length > 0 ? (
          <p className="mt-2 text-xs text-[#8a5a14]" data-testid="grocery-unavailable">
            {fill(labels.unavailable, { items: gone.map((l) => l.name).join(', ') })}
          </p>
        ) : null}
        <div className="mt-3 flex flex-col gap-2" aria-live="polite">
          {outcome?.ok ? (
            <FormNotice message={outcome.text}>
              {submitted ? (
                <a href={billHref} className="mt-1 inline-block font-medium underline underline-offset-4">
                  {labels.seeBill}
                </a>
              ) : null}
            </FormNotice>
          ) : null}
          <FormError message={outcome && !outcome.ok ? outcome.text : null} />
        </div>
      </aside>
    </div>
  );
}
