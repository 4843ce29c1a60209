'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { apiFetch, toApiError } from '@/components/ui/api-client';
import { FormError } from '@/components/ui/form-parts';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format';
import { Panel } from '@/components/ui/panel';

export interface ChangeStayLabels {
  heading: string;
  intro: string;
  checkIn: string;
  checkOut: string;
  guests: string;
  preview: string;
  newTotal: string;
  toPay: string;
  toRefund: string;
  refundPercent: string;
  policyKeeps: string;
  noDifference: string;
  instant: string;
  byRequest: string;
  confirm: string;
  working: string;
  network: string;
  applied: string;
  requested: string;
  pending: string;
}

interface Preview {
  quote: { total_cents: number; currency: string };
  difference_cents: number;
  applies_at_once: boolean;
  refund_percent: number;
  refund_cents: number;
  policy_keeps_cents: number;
}

const input =
  'mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none';
const button =
  'min-h-11 rounded-full px-5 text-sm font-semibold transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60';

/**
 * "Change dates or guests" (DESIGN §5): the new stay is re-quoted at the current rates and the
 * difference shown before the guest confirms: to pay, or of a cheaper stay what goes back and what
 * the cancellation policy keeps (decision 035); an instant-book villa applies it at once, any
 * other sends it to the concierge.
 */
export function ChangeStay({
  locale,
  tripId,
  stay,
  maxGuests,
  pending,
  labels,
}: {
  locale: Locale;
  tripId: number;
  stay: { checkIn: string; checkOut: string; guests: number };
  maxGuests: number;
  pending: boolean;
  labels: ChangeStayLabels;
}) {
  const router = useRouter();
  const headingId = useId();
  const [form, setForm] = useState(stay);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(pending ? labels.pending : null);

  async function see(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // Read from the form itself: what was typed before the page finished loading counts too.
    const f = new FormData(e.currentTarget);
    const wanted = { checkIn: String(f.get('check_in')), checkOut: String(f.get('check_out')), guests: Number(f.get('guests')) };
    setForm(wanted);
    setBusy(true);
    setError(null);
    setPreview(null);
    try {
      const q = new URLSearchParams({ check_in: wanted.checkIn, check_out: wanted.checkOut, guests: String(wanted.guests) });
      const { data } = await apiFetch<{ data: Preview }>(locale, `/v1/account/trips/${tripId}/change?${q}`, {
        networkError: labels.network,
      });
      setPreview(data);
    } catch (err) {
      setError(toApiError(err, labels.network).message);
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const { data } = await apiFetch<{ data: { change: { status: string } } }>(locale, `/v1/account/trips/${tripId}/change`, {
        method: 'POST',
        body: { json: { check_in: form.checkIn, check_out: form.checkOut, guests: form.guests } },
        networkError: labels.network,
      });
      setPreview(null);
      setNotice(data.change.status === 'applied' ? labels.applied : labels.requested);
      router.refresh();
    } catch (err) {
      setError(toApiError(err, labels.network).message);
    } finally {
      setBusy(false);
    }
  }

  const money = (cents: number) => formatMoney(locale, cents, preview?.quote.currency ?? 'USD');
  const percent = (value: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);
  return (
    <Panel headingId={headingId} heading={labels.heading} headingSize="2xl" className="p-6 md:p-8" testId="change-stay">
      <p className="mt-2 text-ink-soft">{labels.intro}</p>
      {notice ? (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900" data-testid="change-notice">
          {notice}
        </p>
      ) : null}
      {pending ? null : (
        <form className="mt-4 grid gap-4 sm:grid-cols-3" onSubmit={see}>
          {(
            [
              ['check_in', labels.checkIn, stay.checkIn],
              ['check_out', labels.checkOut, stay.checkOut],
            ] as const
          ).map(([name, text, value]) => (
            <label key={name} className="text-sm font-semibold">
              {text}
              <input className={input} type="date" name={name} required defaultValue={value} onChange={() => setPreview(null)} />
            </label>
          ))}
          <label className="text-sm font-semibold">
            {labels.guests}
            <input
              className={input}
              type="number"
              name="guests"
              min={1}
              max={maxGuests}
              required
              defaultValue={stay.guests}
              onChange={() => setPreview(null)}
            />
          </label>
          <div className="sm:col-span-3">
            <FormError message={error} />
            <button type="submit" disabled={busy} className={`${button} mt-2 border border-ink text-ink`} data-testid="change-preview">
              {busy && !preview ? labels.working : labels.preview}
            </button>
          </div>
        </form>
      )}
      {preview ? (
        <div className="mt-4 rounded-2xl bg-sand/60 p-5" data-testid="change-quote" data-difference-cents={preview.difference_cents}>
          <p>
            {labels.newTotal}: <strong>{money(preview.quote.total_cents)}</strong>
          </p>
          {preview.difference_cents < 0 ? (
            <dl
              className="mt-1"
              data-testid="change-refund"
              data-refund-cents={preview.refund_cents}
              data-kept-cents={preview.policy_keeps_cents}
            >
              {(
                [
                  [labels.refundPercent, percent(preview.refund_percent)],
                  [labels.toRefund, <strong key="refund">{money(preview.refund_cents)}</strong>],
                  [labels.policyKeeps, <strong key="kept">{money(preview.policy_keeps_cents)}</strong>],
                ] as const
              ).map(([term, value]) => (
                <div key={term} className="flex flex-wrap gap-x-2">
                  <dt>{term}:</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-1">
              {preview.difference_cents > 0 ? `${labels.toPay}: ${money(preview.difference_cents)}` : labels.noDifference}
            </p>
          )}
          <p className="mt-1 text-sm text-ink-soft">{preview.applies_at_once ? labels.instant : labels.byRequest}</p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void confirm()}
            className={`${button} mt-4 bg-ink text-white hover:bg-sea-deep`}
            data-testid="change-confirm"
          >
            {busy ? labels.working : labels.confirm}
          </button>
        </div>
      ) : null}
    </Panel>
  );
}
