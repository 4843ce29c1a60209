'use client';

import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldStyles } from '@/components/ui/field';
import { centsOf } from '@/components/ui/money';
import { TextField } from '@/components/ui/text-field';
import type { Locale } from '@/i18n/routing';
import { AmountField, FormOutcome, useDeskAction } from './desk-forms';

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
  const a = useDeskAction(locale, labels);
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const [kind, slug] = String(f.get('offer') ?? '').split(':');
    const rawPrice = String(f.get('price') ?? '').trim();
    const price = rawPrice === '' ? undefined : centsOf(rawPrice);
    if (price === null) return a.setError(labels.badAmount);
    void a.run(`/v1/concierge/trips/${tripId}/itinerary`, {
      json: {
        kind,
        slug,
        date: String(f.get('date') ?? ''),
        start_time: String(f.get('start_time') ?? ''),
        guests: Number(f.get('guests') ?? 1),
        note: String(f.get('note') ?? ''),
        ...(price === undefined ? {} : { price_cents: price }),
      },
      onSuccess: () => form.reset(),
    });
  }
  // A plan falls within the stay; the first day is offered.
  const stayBounds = { min: stay.from, max: stay.to, defaultValue: stay.from };
  const group = (kind: DeskPlanOption['kind']) => options.filter((o) => o.kind === kind);
  return (
    <form className="mt-4 grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-2" onSubmit={submit} data-testid="desk-plan-form">
      <h3 className="font-semibold sm:col-span-2">{labels.addTitle}</h3>
      <Field label={labels.offer} size="sm" className="sm:col-span-2" error={a.fields.slug}>
        {(control) => (
          <select {...control} className={fieldStyles.control.sm} name="offer" required data-testid="desk-plan-offer">
            {(['experience', 'service'] as const).map((kind) => (
              <optgroup key={kind} label={kind === 'experience' ? labels.kindExperience : labels.kindService}>
                {group(kind).map((o) => (
                  <option key={o.slug} value={`${kind}:${o.slug}`}>
                    {o.title}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label={labels.date}
        type="date"
        name="date"
        size="sm"
        isRequired
        {...stayBounds}
        error={a.fields.date}
        data-testid="desk-plan-date"
      />
      <Field label={labels.time} size="sm" error={a.fields.start_time}>
        {(control) => (
          <input
            {...control}
            className={fieldStyles.control.sm}
            type="time"
            name="start_time"
            required
            defaultValue="10:00"
            data-testid="desk-plan-time"
          />
        )}
      </Field>
      <TextField
        label={labels.guests}
        type="number"
        name="guests"
        size="sm"
        isRequired
        min={1}
        max={maxGuests}
        defaultValue="1"
        error={a.fields.guests}
      />
      <AmountField label={labels.priceOptional} name="price" error={a.fields.price_cents} data-testid="desk-plan-add-price" />
      <TextField label={labels.note} name="note" size="sm" maxLength={500} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <FormOutcome action={a} />
        <Button type="submit" busy={a.busy} busyLabel={labels.working} data-testid="desk-plan-add">
          {labels.add}
        </Button>
      </div>
    </form>
  );
}
