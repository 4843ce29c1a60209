'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useRef, useState } from 'react';
import { sessionExpired } from '@/components/ui/api-client';
import { Field, FormError } from '@/components/ui/form-parts';
import { formatMoney } from '@/lib/format';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import type { Alternative } from '@/server/booking/booking-request';
import { AlternativesList, type AlternativesLabels } from './alternatives';
import { useFocusFirstInvalid } from '@/components/ui/focus-invalid';

export interface BookingFormLabels {
  formTitle: string;
  formLead: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneHint: string;
  message: string;
  messageHint: string;
  accept: string;
  acceptRequired: string;
  submit: string;
  submitting: string;
  confirmNewPrice: string;
  network: string;
  priceChangedTitle: string;
  priceChangedText: string;
  oldTotal: string;
  newTotal: string;
  unavailableTitle: string;
  unavailableText: string;
  pickOtherDates: string;
  alternativesLoading: string;
  alternatives: AlternativesLabels;
}

export interface BookingFormProps {
  locale: Locale;
  stay: { propertyId: number; checkIn: string; checkOut: string; guests: number };
  quote: { signature: string; totalCents: number; currency: string };
  prefill: { firstName: string; lastName: string; email: string; phone: string };
  destination: { slug: string; name: string };
  labels: BookingFormLabels;
}

type ApiFailure = {
  error?: string;
  code?: string;
  fields?: Record<string, string>;
  quote?: { quote_signature: string; total_cents: number };
};

/** 16 random bytes as hex: the Idempotency-Key of one submission (crypto.randomUUID needs a secure context). */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

const FIELD_IDS: Record<string, string> = {
  'lead_guest.first_name': 'first_name',
  'lead_guest.last_name': 'last_name',
  'lead_guest.email': 'email',
  'lead_guest.phone': 'phone',
  message: 'message',
};

/**
 * The lead guest and the acceptance, sent to POST /v1/reservations with the quote's signature.
 * One Idempotency-Key per submission: a double click or a retry after a lost answer sends the
 * same key, so the stay is never booked twice; a changed body (edited field, new price) gets a new one.
 */
export function BookingRequestForm({ locale, stay, quote, prefill, destination, labels }: BookingFormProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  useFocusFirstInvalid(fields);
  const [signature, setSignature] = useState(quote.signature);
  const [priceChange, setPriceChange] = useState<{ from: number; to: number } | null>(null);
  const [unavailable, setUnavailable] = useState<Alternative[] | 'loading' | null>(null);
  const router = useRouter();
  const inFlight = useRef(false);
  const submission = useRef<{ key: string; body: string } | null>(null);
  const money = (cents: number) => formatMoney(locale, cents, quote.currency);

  async function loadAlternatives() {
    setUnavailable('loading');
    const params = new URLSearchParams({
      destination: destination.slug,
      check_in: stay.checkIn,
      check_out: stay.checkOut,
      guests: String(stay.guests),
      per_page: '4',
      locale,
    });
    try {
      const res = await fetch(`/v1/properties?${params}`, { headers: { Accept: 'application/json' } });
      const payload = (await res.json()) as {
        data?: {
          id: number;
          name: string;
          state: { name: string };
          images: { medium: string }[];
          price_cents: number;
          currency: string;
          maximum_capacity: number;
        }[];
      };
      const found = (payload.data ?? [])
        .filter((v) => v.id !== stay.propertyId)
        .slice(0, 3)
        .map((v) => ({
          id: v.id,
          name: v.name,
          place: v.state.name,
          image: v.images[0]?.medium ?? null,
          priceCents: v.price_cents,
          currency: v.currency,
          capacity: v.maximum_capacity,
        }));
      setUnavailable(found);
    } catch {
      setUnavailable([]);
    }
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (inFlight.current) return;
    const form = new FormData(e.currentTarget);
    if (form.get('accept') !== 'on') {
      setFields({ accept: labels.acceptRequired });
      setError(null);
      document.getElementById('accept')?.focus();
      return;
    }
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const message = text('message');
    const body = JSON.stringify({
      property_id: stay.propertyId,
      check_in: stay.checkIn,
      check_out: stay.checkOut,
      guests: stay.guests,
      lead_guest: { first_name: text('first_name'), last_name: text('last_name'), email: text('email'), phone: text('phone') },
      ...(message ? { message } : {}),
      quote_signature: signature,
    });
    if (submission.current?.body !== body) submission.current = { key: randomKey(), body };
    inFlight.current = true;
    setBusy(true);
    setError(null);
    setFields({});
    let res: Response;
    try {
      res = await fetch(`/v1/reservations?locale=${locale}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': submission.current.key },
        body,
        credentials: 'same-origin',
      });
    } catch {
      // The answer was lost: the same key goes with the next try, so a booking already made is returned, not repeated.
      setError(labels.network);
      inFlight.current = false;
      setBusy(false);
      return;
    }
    const payload = (await res.json().catch(() => null)) as ({ data?: { id: number } } & ApiFailure) | null;
    if (res.ok && payload?.data) {
      window.location.assign(localizeHref(locale, `/user-booking-confirmation/${payload.data.id}`));
      return;
    }
    // A definite refusal booked nothing: the next submission is a new one. A 5xx may have, so its key stays.
    if (res.status < 500) submission.current = null;
    inFlight.current = false;
    setBusy(false);
    const code = payload?.code ?? 'internal';
    if (code === 'token_expired' || code === 'unauthorized') {
      sessionExpired(locale);
      return;
    }
    if (code === 'price_changed' && payload?.quote) {
      setPriceChange({ from: priceChange?.to ?? quote.totalCents, to: payload.quote.total_cents });
      setSignature(payload.quote.quote_signature);
      // The page's breakdown is the server's quote: render it again, at the new price (the form keeps its input).
      router.refresh();
      return;
    }
    if (code === 'dates_unavailable') {
      void loadAlternatives();
      return;
    }
    const fieldErrors: Record<string, string> = {};
    const rest: string[] = [];
    for (const [name, sentence] of Object.entries(payload?.fields ?? {})) {
      const id = FIELD_IDS[name];
      if (id) fieldErrors[id] = sentence;
      else rest.push(sentence);
    }
    setFields(fieldErrors);
    setError([payload?.error ?? labels.network, ...rest].join(' '));
  }

  const propertyHref = localizeHref(
    locale,
    `/property/${stay.propertyId}?${new URLSearchParams({ guests: String(stay.guests) }).toString()}#availability`,
  );

  const contactFields = [
    { name: 'first_name', autoComplete: 'given-name', maxLength: 100, defaultValue: prefill.firstName, label: labels.firstName },
    { name: 'last_name', autoComplete: 'family-name', maxLength: 100, defaultValue: prefill.lastName, label: labels.lastName },
    { name: 'email', type: 'email', autoComplete: 'email', maxLength: 254, defaultValue: prefill.email, label: labels.email },
    {
      name: 'phone',
      type: 'tel',
      autoComplete: 'tel',
      maxLength: 40,
      defaultValue: prefill.phone,
      label: labels.phone,
      hint: labels.phoneHint,
    },
  ];
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" data-testid="booking-form">
      <div>
        <h2 className="font-serif text-2xl text-ink">{labels.formTitle}</h2>
        <p className="mt-1 text-sm text-ink-soft">{labels.formLead}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {contactFields.map(({ name, ...field }) => (
          <Field key={name} id={name} name={name} required {...field} error={fields[name]} />
        ))}
      </div>
      <Field id="message" label={labels.message} hint={labels.messageHint} error={fields.message}>
        <textarea
          id="message"
          name="message"
          rows={4}
          maxLength={2000}
          aria-invalid={fields.message ? true : undefined}
          aria-describedby={fields.message ? 'message-hint message-error' : 'message-hint'}
          className="rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-xs outline-none transition focus:border-sea focus:ring-2 focus:ring-sea/25"
        />
      </Field>
      <div>
        <label htmlFor="accept" className="flex items-start gap-3 text-sm text-ink">
          <input
            id="accept"
            name="accept"
            type="checkbox"
            required
            aria-invalid={fields.accept ? true : undefined}
            aria-describedby={fields.accept ? 'accept-error' : undefined}
            className="mt-0.5 size-5 shrink-0 accent-sea-deep"
          />
          <span>{labels.accept}</span>
        </label>
        {fields.accept ? (
          <p id="accept-error" className="mt-1.5 text-sm text-[#9b2c2c]" data-testid="accept-error">
            {fields.accept}
          </p>
        ) : null}
      </div>
      <FormError message={error} />
      {priceChange ? (
        <div
          role="alert"
          className="rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-sm text-ink"
          data-testid="price-changed"
        >
          <p className="font-semibold">{labels.priceChangedTitle}</p>
          <p className="mt-1 text-ink-soft">{labels.priceChangedText}</p>
          <dl className="mt-3 space-y-1">
            <div className="flex justify-between gap-4">
              <dt>{labels.oldTotal}</dt>
              <dd className="tabular-nums line-through">{money(priceChange.from)}</dd>
            </div>
            <div className="flex justify-between gap-4 text-base font-semibold">
              <dt>{labels.newTotal}</dt>
              <dd className="tabular-nums" data-testid="new-total">
                {money(priceChange.to)}
              </dd>
            </div>
          </dl>
        </div>
      ) : null}
      {unavailable ? (
        <div role="alert" className="rounded-2xl border border-line bg-white/80 px-5 py-4 text-sm" data-testid="dates-unavailable">
          <p className="font-semibold text-ink">{labels.unavailableTitle}</p>
          <p className="mt-1 text-ink-soft">{labels.unavailableText}</p>
          <a href={propertyHref} className="mt-3 inline-block font-semibold text-sea-deep underline underline-offset-4">
            {labels.pickOtherDates}
          </a>
          {unavailable === 'loading' ? (
            <p className="mt-4 text-ink-soft" aria-live="polite">
              {labels.alternativesLoading}
            </p>
          ) : (
            <AlternativesList
              locale={locale}
              alternatives={unavailable}
              stay={stay}
              destination={destination}
              labels={labels.alternatives}
            />
          )}
        </div>
      ) : null}
      <button
        type="submit"
        disabled={busy || unavailable !== null}
        aria-busy={busy || undefined}
        data-testid="booking-submit"
        className="min-h-12 rounded-full bg-ink px-6 text-sm font-semibold tracking-wide text-white transition hover:bg-sea-deep focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
      >
        {busy ? labels.submitting : priceChange ? labels.confirmNewPrice : labels.submit}
      </button>
    </form>
  );
}
