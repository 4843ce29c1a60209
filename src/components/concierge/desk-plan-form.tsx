'use client';

import type { FormEvent } from 'react';
import { FormError } from '@/components/ui/form-parts';
import type { Locale } from '@/i18n/routing';
import { deskButton, deskInput, FieldNote } from './desk-forms';
import { useApiAction } from '@/components/ui/use-api-action';
import { centsOf } from '@/components/ui/money';

export interface DeskPlanOption {
  kind: 'experience' | 'service';
  slug: string;
  title: string;
}

export type PlanFormLabels = Record<
  | 'addTitle'
  | 'offer'
  | 'kindExperience'
  | 'kindService'
  | 'date'
  | 'time'
  | 'guests'
  | 'note'
  | 'priceOptional'
  | 'add'
  | 'working'
  | 'network'
  | 'badAmount',
  string
>;

/** A plan the concierge adds for the guest; priced, it is confirmed and billed at once. */
export function AddPlanForm({
  locale,
  tripId,
  options,
  stay,
  maxGuests,
  labels,
}: {
  locale: Locale;
  tripId: number;
  options: DeskPlanOption[];
  stay: { from: string; to: string };
  maxGuests: number;
  labels: PlanFormLabels;
}) {
  const a = useApiAction({ locale, network: labels.network, refresh: true });
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const [kind, slug] = String(f.get('offer') ?? '').split(':');
    const rawPrice = String(f.get('price') ?? '').trim();
    const price = rawPrice === '' ? undefined : centsOf(rawPrice);
    if (price === null) return a.setError(labels.badAmount);
    const result = await a.run(`/v1/concierge/trips/${tripId}/itinerary`, {
      json: {
        kind,
        slug,
        date: String(f.get('date') ?? ''),
        start_time: String(f.get('start_time') ?? ''),
        guests: Number(f.get('guests') ?? 1),
        note: String(f.get('note') ?? ''),
        ...(price === undefined ? {} : { price_cents: price }),
      },
    });
    if (result.ok) form.reset();
  }
  const group = (kind: DeskPlanOption['kind']) => options.filter((o) => o.kind === kind);
  return (
    <form className="mt-4 grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-2" onSubmit={submit} data-testid="desk-plan-form">
      <h3 className="font-semibold sm:col-span-2">{labels.addTitle}</h3>
      <label className="text-xs font-semibold sm:col-span-2">
        {labels.offer}
        <select className={deskInput} name="offer" required data-testid="desk-plan-offer">
          <optgroup label={labels.kindExperience}>
            {group('experience').map((o) => (
              <option key={o.slug} value={`experience:${o.slug}`}>
                {o.title}
              </option>
            ))}
          </optgroup>
          <optgroup label={labels.kindService}>
            {group('service').map((o) => (
              <option key={o.slug} value={`service:${o.slug}`}>
                {o.title}
              </option>
            ))}
          </optgroup>
        </select>
        <FieldNote message={a.fields.slug} />
      </label>
      <label className="text-xs font-semibold">
        {labels.date}
        <input
          className={deskInput}
          type="date"
          name="date"
          required
          min={stay.from}
          max={stay.to}
          defaultValue={stay.from}
          data-testid="desk-plan-date"
        />
        <FieldNote message={a.fields.date} />
      </label>
      <label className="text-xs font-semibold">
        {labels.time}
        <input className={deskInput} type="time" name="start_time" required defaultValue="10:00" data-testid="desk-plan-time" />
        <FieldNote message={a.fields.start_time} />
      </label>
      <label className="text-xs font-semibold">
        {labels.guests}
        <input className={deskInput} type="number" name="guests" min={1} max={maxGuests} required defaultValue={1} />
        <FieldNote message={a.fields.guests} />
      </label>
      <label className="text-xs font-semibold">
        {labels.priceOptional}
        <input className={deskInput} name="price" inputMode="decimal" placeholder="0.00" data-testid="desk-plan-add-price" />
        <FieldNote message={a.fields.price_cents} />
      </label>
      <label className="text-xs font-semibold sm:col-span-2">
        {labels.note}
        <input className={deskInput} name="note" maxLength={500} />
      </label>
      <div className="sm:col-span-2">
        <FormError message={a.error} />
        <button type="submit" className={deskButton} disabled={a.busy} data-testid="desk-plan-add">
          {a.busy ? labels.working : labels.add}
        </button>
      </div>
    </form>
  );
}
