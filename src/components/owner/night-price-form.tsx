'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { centsOf } from '@/components/ui/money';
import { TextField } from '@/components/ui/text-field';
import { useApiAction } from '@/components/ui/use-api-action';
import type { Locale } from '@/i18n/routing';
import { formatIsoDate, formatMoney } from '@/lib/format';

/** A night's own price may be at most this many times the base price (the server's rule, shown as a hint). */
const MAX_BASE_MULTIPLE = 10;

const lastNight = (endDate: string) => {
  const d = new Date(`${endDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/**
 * "Set price" for a range of nights of one villa (issue 32): their own price, which wins over the
 * season and the base price in quotes and search totals, or "Use the season's price" to clear it.
 * PUT /v1/owner/properties/{id}/nightly-prices; the server's sentence (e.g. above 10× the base
 * price) shows beside the field. Used by the villa's calendar and the owner's multi-villa calendar.
 * Its words: ownerListing.nightPrice, from the page's client provider (NextIntlClientProvider).
 */
export function NightPriceForm({
  propertyId,
  startDate,
  endDate,
  currency,
  basePriceCents,
  onSaved,
  onCancel,
}: {
  propertyId: number;
  /** The first night (YYYY-MM-DD). */
  startDate: string;
  /** The day after the last night (exclusive, as blocks). */
  endDate: string;
  currency: string;
  basePriceCents: number;
  onSaved(): void;
  onCancel(): void;
}) {
  const t = useTranslations('ownerListing.nightPrice');
  const locale = useLocale() as Locale;
  const id = useId();
  const call = useApiAction({ locale, network: t('network') });
  const [amount, setAmount] = useState('');
  const last = lastNight(endDate);
  const range =
    startDate === last
      ? formatIsoDate(locale, startDate)
      : t('range', { from: formatIsoDate(locale, startDate), to: formatIsoDate(locale, last) });

  async function save(nightlyCents: number | null) {
    if (call.busy) return;
    const saved = await call.run(`/v1/owner/properties/${propertyId}/nightly-prices`, {
      method: 'PUT',
      json: { start_date: startDate, end_date: endDate, nightly_cents: nightlyCents },
    });
    if (saved.ok) {
      setAmount('');
      onSaved();
    }
  }

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // Not an amount: -1, which the server refuses with its own sentence (the limits).
    void save(centsOf(amount, { allowZero: true }) ?? -1);
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-xl border border-line bg-sand/40 p-3"
      data-testid="night-price-form"
    >
      <p id={`${id}-title`} className="text-sm font-semibold">
        {t('title', { range })}
      </p>
      <TextField
        label={t('amount', { currency })}
        description={t('hint', {
          base: formatMoney(locale, basePriceCents, currency),
          max: formatMoney(locale, basePriceCents * MAX_BASE_MULTIPLE, currency),
        })}
        name="nightly_price"
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
        error={call.fields.nightly_cents ?? (call.fields.end_date || call.fields.start_date ? undefined : (call.error ?? undefined))}
        data-testid="night-price-amount"
      />
      {call.fields.end_date || call.fields.start_date ? (
        <p role="alert" className="text-sm text-danger">
          {call.fields.end_date ?? call.fields.start_date}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={call.busy} busyLabel={t('saving')} data-testid="night-price-save">
          {t('save')}
        </Button>
        <Button variant="secondary" onPress={() => save(null)} isDisabled={call.busy} data-testid="night-price-clear">
          {t('clear')}
        </Button>
        <Button variant="secondary" size="sm" onPress={onCancel} isDisabled={call.busy} data-testid="night-price-cancel">
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
