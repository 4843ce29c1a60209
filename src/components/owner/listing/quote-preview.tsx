'use client';

import { type FormEvent, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format';
import type { RatesPreview } from '@/server/owners/listings/listing.types';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ErrorBox, Section, type Translate } from './listing-kit';
import { useApiAction } from '@/components/ui/use-api-action';

const plusDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** What a guest would pay for sample dates at the saved prices (GET …/rates/preview), with the rule they would meet. */
export function QuotePreview({ locale, propertyId, today, t }: { locale: Locale; propertyId: number; today: string; t: Translate }) {
  const call = useApiAction({ locale, network: t('form.network') });
  const [checkIn, setCheckIn] = useState(plusDays(today, 30));
  const [checkOut, setCheckOut] = useState(plusDays(today, 37));
  const [guests, setGuests] = useState('2');
  const [quote, setQuote] = useState<RatesPreview | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const q = new URLSearchParams({ check_in: checkIn, check_out: checkOut, guests });
    const answer = await call.run<RatesPreview>(`/v1/owner/properties/${propertyId}/rates/preview?${q}`, { method: 'GET' });
    setQuote(answer.ok ? answer.data : null);
  }
  const money = (cents: number) => formatMoney(locale, cents, quote?.currency);

  return (
    <Section title={t('prices.preview')} testId="quote-preview">
      <p className="text-xs text-ink-soft">{t('prices.previewLead')}</p>
      <form className="grid gap-3 sm:grid-cols-[1fr_1fr_6rem_auto] sm:items-end" onSubmit={submit}>
        {(
          [
            ['check_in', t('prices.previewCheckIn'), checkIn, setCheckIn],
            ['check_out', t('prices.previewCheckOut'), checkOut, setCheckOut],
          ] as const
        ).map(([name, label, value, onChange]) => (
          <TextField
            key={name}
            label={label}
            name={name}
            type="date"
            value={value}
            onChange={onChange}
            data-testid={`preview-${name.replace('_', '-')}`}
          />
        ))}
        <TextField label={t('prices.previewGuests')} name="guests" type="number" min={1} value={guests} onChange={setGuests} />
        <Button type="submit" busy={call.busy} busyLabel={t('form.loading')} data-testid="preview-run">
          {t('prices.previewRun')}
        </Button>
      </form>
      <ErrorBox message={call.error} />
      {quote ? (
        <div className="grid gap-2 text-sm" aria-live="polite" data-testid="preview-result">
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            <dt>
              {t('prices.nights')} ({t('prices.nightCount', { count: quote.night_count })})
            </dt>
            <dd className="text-right tabular-nums">{money(quote.nights_total_cents)}</dd>
            <dt>{t('prices.cleaning')}</dt>
            <dd className="text-right tabular-nums">{money(quote.cleaning_fee_cents)}</dd>
            <dt>{t('prices.serviceFee')}</dt>
            <dd className="text-right tabular-nums">{money(quote.service_fee_cents)}</dd>
            <dt>{t('prices.taxes')}</dt>
            <dd className="text-right tabular-nums">{money(quote.taxes_cents)}</dd>
            <dt className="border-t border-line pt-1 font-semibold">{t('prices.total')}</dt>
            <dd className="border-t border-line pt-1 text-right font-semibold tabular-nums" data-testid="preview-total">
              {money(quote.total_cents)}
            </dd>
            <dt className="text-ink-soft">{t('prices.depositApart')}</dt>
            <dd className="text-right text-ink-soft tabular-nums">{money(quote.security_deposit_cents)}</dd>
          </dl>
          <p className="text-xs text-ink-soft">{t('prices.minStay', { min: quote.min_nights })}</p>
          {quote.problem ? (
            <p className="rounded-lg bg-danger-soft px-3 py-2 text-danger" data-testid="preview-problem">
              {t(`prices.problems.${quote.problem}`, { min: quote.min_nights })}
            </p>
          ) : null}
          <details className="text-xs text-ink-soft">
            <summary className="cursor-pointer">{t('prices.nights')}</summary>
            <ul className="mt-1 grid gap-0.5">
              {quote.nights.map((n) => (
                <li key={n.date} className="flex justify-between tabular-nums">
                  <span>{n.date}</span>
                  <span>{money(n.cents)}</span>
                </li>
              ))}
            </ul>
          </details>
        </div>
      ) : null}
    </Section>
  );
}
