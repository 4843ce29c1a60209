'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError, apiFetch, toApiError } from '@/components/ui/api-client';
import { FormError } from '@/components/ui/form-parts';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format';
import type { PaymentStart } from '@/server/payments/start-payment';

/** Every word of the pay panel, in the page's language (translated on the server). */
export interface PayPanelLabels {
  heading: string;
  intro: string;
  scopeLegend: string;
  scopeNext: string;
  scopeBalance: string;
  methodLegend: string;
  methodCard: string;
  methodTransfer: string;
  continue: string;
  working: string;
  network: string;
  demoBanner: string;
  demoCards: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  cardName: string;
  pay: string;
  authTitle: string;
  authText: string;
  authApprove: string;
  authFail: string;
  succeeded: string;
  processing: string;
  transferHeading: string;
  transferText: string;
  beneficiary: string;
  bank: string;
  iban: string;
  swift: string;
  reference: string;
  amount: string;
  copy: string;
  copied: string;
  transferDemo: string;
  stripeLoading: string;
  back: string;
}

/** The answer of POST /v1/account/trips/{id}/payments. */
type Start = PaymentStart;

type Stage =
  | { step: 'choose' }
  | { step: 'card'; start: Start }
  | { step: 'auth'; start: Start }
  | { step: 'transfer'; start: Start }
  | { step: 'done'; message: string };

const button =
  'min-h-11 rounded-full px-5 text-sm font-semibold transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60';
const input =
  'mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none';

/**
 * Pays a trip (DESIGN §5): the next installment or the whole balance, by card or bank transfer.
 * A card goes through Stripe's Payment Element when Stripe is configured (the reservation is then
 * confirmed by Stripe's webhook, never by the redirect), else through the demonstration provider's
 * own form, labelled as such. A bank transfer shows where to send it and the reference. Every
 * start carries an Idempotency-Key kept for the same choice, so a double click pays once.
 */
export function PayPanel({
  locale,
  tripId,
  currency,
  nextCents,
  balanceCents,
  card,
  labels,
  returned,
}: {
  locale: Locale;
  tripId: number;
  currency: string;
  nextCents: number;
  balanceCents: number;
  card: 'stripe' | 'demo' | null;
  labels: PayPanelLabels;
  /** Back from Stripe's redirect: the payment is processing until the webhook confirms it. */
  returned: boolean;
}) {
  const router = useRouter();
  const headingId = useId();
  const [scope, setScope] = useState<'next' | 'balance'>('next');
  const [method, setMethod] = useState<'card' | 'bank_transfer'>(card ? 'card' : 'bank_transfer');
  const [stage, setStage] = useState<Stage>(returned ? { step: 'done', message: labels.processing } : { step: 'choose' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // "Continue" is disabled in the server's HTML until this panel is hydrated: a click before
  // then would submit the bare form (a GET of this page) instead of starting the payment.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const keys = useRef(new Map<string, string>());
  const money = (cents: number) => formatMoney(locale, cents, currency);
  const showBalance = balanceCents > nextCents;

  async function start() {
    setBusy(true);
    setError(null);
    const choice = `${method}:${scope}`;
    if (!keys.current.has(choice)) keys.current.set(choice, crypto.randomUUID());
    try {
      const { data } = await apiFetch<{ data: Start }>(locale, `/v1/account/trips/${tripId}/payments`, {
        method: 'POST',
        body: { json: { method, scope } },
        headers: { 'Idempotency-Key': keys.current.get(choice) ?? '' },
        networkError: labels.network,
      });
      setStage(data.method === 'bank_transfer' ? { step: 'transfer', start: data } : { step: 'card', start: data });
    } catch (err) {
      setError(toApiError(err, labels.network).message);
    } finally {
      setBusy(false);
    }
  }

  async function demoPay(body: Record<string, string>, start: Start) {
    setBusy(true);
    setError(null);
    try {
      const { data } = await apiFetch<{ data: { status: 'succeeded' | 'requires_action' } }>(
        locale,
        `/v1/account/trips/${tripId}/payments/${start.payment_id}/demo-confirm`,
        { method: 'POST', body: { json: body }, networkError: labels.network },
      );
      if (data.status === 'requires_action') setStage({ step: 'auth', start });
      else {
        setStage({ step: 'done', message: labels.succeeded });
        router.refresh();
      }
    } catch (err) {
      const failure = toApiError(err, labels.network);
      setError(failure.message);
      if (failure instanceof ApiError && failure.code === 'authentication_failed') setStage({ step: 'card', start });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      id="pay"
      aria-labelledby={headingId}
      className="mt-6 scroll-mt-24 rounded-3xl border border-line bg-white/80 p-6 shadow-sm"
      data-testid="pay-panel"
    >
      <h2 id={headingId} className="font-serif text-2xl">
        {labels.heading}
      </h2>
      <div className="mt-3">
        <FormError message={error} />
      </div>
      {stage.step === 'done' ? (
        <p role="status" className="mt-3 rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900" data-testid="pay-done">
          {stage.message}
        </p>
      ) : null}
      {stage.step === 'choose' ? (
        <form
          className="mt-3 grid gap-5"
          onSubmit={(e) => {
            e.preventDefault();
            void start();
          }}
        >
          <p className="text-ink-soft">{labels.intro}</p>
          <fieldset className="grid gap-2">
            <legend className="text-sm font-semibold">{labels.scopeLegend}</legend>
            <label className="flex min-h-11 items-center gap-3">
              <input type="radio" name="scope" value="next" checked={scope === 'next'} onChange={() => setScope('next')} />
              <span>
                {labels.scopeNext} · <strong data-testid="pay-next-amount">{money(nextCents)}</strong>
              </span>
            </label>
            {showBalance ? (
              <label className="flex min-h-11 items-center gap-3">
                <input type="radio" name="scope" value="balance" checked={scope === 'balance'} onChange={() => setScope('balance')} />
                <span>
                  {labels.scopeBalance} · <strong>{money(balanceCents)}</strong>
                </span>
              </label>
            ) : null}
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="text-sm font-semibold">{labels.methodLegend}</legend>
            {card ? (
              <label className="flex min-h-11 items-center gap-3">
                <input type="radio" name="method" value="card" checked={method === 'card'} onChange={() => setMethod('card')} />
                <span>{labels.methodCard}</span>
              </label>
            ) : null}
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="method"
                value="bank_transfer"
                checked={method === 'bank_transfer'}
                onChange={() => setMethod('bank_transfer')}
              />
              <span>{labels.methodTransfer}</span>
            </label>
          </fieldset>
          <div>
            <button
              type="submit"
              disabled={busy || !hydrated}
              aria-busy={busy || undefined}
              className={`${button} bg-ink text-white hover:bg-sea-deep`}
              data-testid="pay-continue"
            >
              {busy ? labels.working : labels.continue}
            </button>
          </div>
        </form>
      ) : null}
      {stage.step === 'card' && stage.start.provider === 'demo' ? (
        <DemoCardForm
          labels={labels}
          busy={busy}
          amount={money(stage.start.amount_cents)}
          onPay={(body) => void demoPay(body, stage.start)}
          onBack={() => setStage({ step: 'choose' })}
        />
      ) : null}
      {stage.step === 'card' && stage.start.provider === 'stripe' ? (
        <StripeElement locale={locale} tripId={tripId} start={stage.start} labels={labels} onError={setError} />
      ) : null}
      {stage.step === 'auth' ? (
        <fieldset className="mt-3 rounded-2xl border border-amber-300 bg-amber-50 p-5" data-testid="demo-auth">
          <legend className="float-left font-semibold">{labels.authTitle}</legend>
          <p className="clear-both mt-1 pt-1 text-ink-soft">{labels.authText}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              disabled={busy}
              className={`${button} bg-ink text-white`}
              onClick={() => void demoPay({ authenticate: 'approve' }, stage.start)}
            >
              {labels.authApprove}
            </button>
            <button
              type="button"
              disabled={busy}
              className={`${button} border border-line`}
              onClick={() => void demoPay({ authenticate: 'fail' }, stage.start)}
            >
              {labels.authFail}
            </button>
          </div>
        </fieldset>
      ) : null}
      {stage.step === 'transfer' && stage.start.bank_transfer ? (
        <TransferDetails
          labels={labels}
          details={stage.start.bank_transfer}
          amount={money(stage.start.amount_cents)}
          onBack={() => setStage({ step: 'choose' })}
        />
      ) : null}
    </section>
  );
}

function DemoCardForm({
  labels,
  busy,
  amount,
  onPay,
  onBack,
}: {
  labels: PayPanelLabels;
  busy: boolean;
  amount: string;
  onPay: (body: Record<string, string>) => void;
  onBack: () => void;
}) {
  return (
    <form
      className="mt-3 grid gap-4"
      data-testid="demo-card-form"
      onSubmit={(e) => {
        e.preventDefault();
        const f = new FormData(e.currentTarget);
        onPay({
          card_number: String(f.get('card_number')),
          exp: String(f.get('exp')),
          cvc: String(f.get('cvc')),
          name: String(f.get('name')),
        });
      }}
    >
      <div className="rounded-2xl border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950" data-testid="demo-banner">
        <p className="font-semibold">{labels.demoBanner}</p>
        <p className="mt-1">{labels.demoCards}</p>
      </div>
      <label className="text-sm font-semibold">
        {labels.cardNumber}
        <input className={input} name="card_number" inputMode="numeric" autoComplete="cc-number" required maxLength={23} />
      </label>
      <div className="grid grid-cols-2 gap-4">
        <label className="text-sm font-semibold">
          {labels.cardExpiry}
          <input className={input} name="exp" placeholder="MM/YY" autoComplete="cc-exp" required maxLength={7} />
        </label>
        <label className="text-sm font-semibold">
          {labels.cardCvc}
          <input className={input} name="cvc" inputMode="numeric" autoComplete="cc-csc" required maxLength={4} />
        </label>
      </div>
      <label className="text-sm font-semibold">
        {labels.cardName}
        <input className={input} name="name" autoComplete="cc-name" required maxLength={120} />
      </label>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className={`${button} bg-ink text-white hover:bg-sea-deep`}
          data-testid="demo-pay"
        >
          {busy ? labels.working : `${labels.pay} ${amount}`}
        </button>
        <button type="button" className={`${button} border border-line`} onClick={onBack}>
          {labels.back}
        </button>
      </div>
    </form>
  );
}

function TransferDetails({
  labels,
  details,
  amount,
  onBack,
}: {
  labels: PayPanelLabels;
  details: NonNullable<Start['bank_transfer']>;
  amount: string;
  onBack: () => void;
}) {
  const [copied, setCopied] = useState<string | null>(null);
  const rows: [string, string][] = [
    [labels.amount, amount],
    [labels.beneficiary, details.beneficiary],
    [labels.bank, details.bank],
    [labels.iban, details.iban],
    [labels.swift, details.swift],
    [labels.reference, details.reference],
  ];
  return (
    <div className="mt-3" data-testid="transfer-details">
      <h3 className="font-serif text-xl">{labels.transferHeading}</h3>
      <p className="mt-1 text-ink-soft">{labels.transferText}</p>
      {details.demo ? <p className="mt-2 text-sm text-amber-900">{labels.transferDemo}</p> : null}
      <dl className="mt-4 grid gap-2 sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-ink-soft">{label}</dt>
            <dd
              className="flex flex-wrap items-center gap-2 font-mono text-sm"
              data-testid={label === labels.reference ? 'transfer-reference' : undefined}
            >
              {value}
              <button
                type="button"
                className="rounded-full border border-line px-2 py-0.5 font-sans text-xs focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
                onClick={() => {
                  void navigator.clipboard?.writeText(value).then(() => setCopied(label));
                }}
                aria-label={`${labels.copy}: ${label}`}
              >
                {copied === label ? labels.copied : labels.copy}
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" className={`${button} mt-4 border border-line`} onClick={onBack}>
        {labels.back}
      </button>
    </div>
  );
}

/** Stripe's Payment Element (js.stripe.com, allowed by the page's CSP only when Stripe is configured). */
function StripeElement({
  locale,
  tripId,
  start,
  labels,
  onError,
}: {
  locale: Locale;
  tripId: number;
  start: Start;
  labels: PayPanelLabels;
  onError: (message: string | null) => void;
}) {
  const mount = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const stripeRef = useRef<{ stripe: import('@stripe/stripe-js').Stripe; elements: import('@stripe/stripe-js').StripeElements } | null>(
    null,
  );
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const { loadStripe } = await import('@stripe/stripe-js');
      const stripe = start.publishable_key ? await loadStripe(start.publishable_key, { locale }) : null;
      if (!stripe || !start.client_secret || cancelled || !mount.current) {
        if (!cancelled) onError(labels.network);
        return;
      }
      const elements = stripe.elements({ clientSecret: start.client_secret });
      elements.create('payment').mount(mount.current);
      stripeRef.current = { stripe, elements };
      setReady(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [start, locale, labels.network, onError]);
  return (
    <form
      className="mt-3 grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const s = stripeRef.current;
        if (!s) return;
        setBusy(true);
        onError(null);
        const returnUrl = `${window.location.origin}${locale === 'es' ? '/es' : ''}/user-trip-charges/${tripId}?paid=1#pay`;
        void s.stripe.confirmPayment({ elements: s.elements, confirmParams: { return_url: returnUrl } }).then((result) => {
          if (result.error) onError(result.error.message ?? labels.network);
          setBusy(false);
        });
      }}
    >
      {ready ? null : <p className="text-ink-soft">{labels.stripeLoading}</p>}
      <div ref={mount} />
      <div>
        <button type="submit" disabled={!ready || busy} className={`${button} bg-ink text-white hover:bg-sea-deep`}>
          {busy ? labels.working : `${labels.pay} ${formatMoney(locale, start.amount_cents, start.currency)}`}
        </button>
      </div>
    </form>
  );
}
