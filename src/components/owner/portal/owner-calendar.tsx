'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { type CalendarAnswer, type CalendarSelection, VillaCalendarGrid } from '@/components/staff-calendar/villa-calendar-grid';
import { Button } from '@/components/ui/button';
import { FormError, FormNotice } from '@/components/ui/form-parts';
import { useApiAction } from '@/components/ui/use-api-action';
import type { Locale } from '@/i18n/routing';
import { INTL_LOCALE } from '@/lib/format';
import { type BlockReason, BlockReasonFields } from '../block-reason-fields';
import { NightPriceForm } from '../night-price-form';

/**
 * The owner portal's calendar of all their villas (issue 32): the shared grid, and for a selection
 * of free nights of one villa, "Block these nights" (a reason and a note; POST
 * /v1/owner/properties/{id}/blocks, its 409s in the reader's language) or "Set a price"
 * (NightPriceForm). Either reads the window again.
 */
export function OwnerCalendar({ locale, initial }: { locale: Locale; initial: CalendarAnswer }) {
  const t = useTranslations('multiCalendar');
  const [selection, setSelection] = useState<CalendarSelection | null>(null);
  const [mode, setMode] = useState<'choose' | 'block' | 'price'>('choose');
  const [reason, setReason] = useState<BlockReason>('owner');
  const [note, setNote] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const call = useApiAction({ locale, network: t('grid.reload') });
  const panel = useRef<HTMLElement>(null);
  const headingId = useId();

  // A new selection starts at its choice (block or price), with no earlier error, and takes the focus.
  const reset = useRef(call.reset);
  reset.current = call.reset;
  useEffect(() => {
    if (!selection) return;
    setMode('choose');
    reset.current();
    setNotice(null);
    panel.current?.focus();
  }, [selection]);

  const done = (sentence: string) => {
    setSelection(null);
    setNotice(sentence);
    setNote('');
    setReloadKey((k) => k + 1);
  };

  async function block() {
    if (!selection) return;
    const saved = await call.run(`/v1/owner/properties/${selection.villa.id}/blocks`, {
      json: { start_date: selection.start, end_date: selection.end, reason, note },
    });
    if (saved.ok) done(t('selection.blocked'));
  }

  const date = (iso: string) =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const nights = selection ? Math.round((Date.parse(selection.end) - Date.parse(selection.start)) / 86_400_000) : 0;

  const selectionPanel = selection ? (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border border-gold bg-white p-3 outline-none focus-visible:ring-2 focus-visible:ring-gold"
      data-testid="calendar-selection"
    >
      <h2 id={headingId} className="font-semibold">
        {t('selection.heading', { villa: selection.villa.name, nights, from: date(selection.start) })}
      </h2>
      {mode === 'choose' ? (
        <div className="flex flex-wrap gap-2">
          <Button onPress={() => setMode('block')} data-testid="selection-block">
            {t('selection.block')}
          </Button>
          <Button variant="secondary" onPress={() => setMode('price')} data-testid="selection-price">
            {t('selection.price')}
          </Button>
          <Button variant="secondary" size="sm" onPress={() => setSelection(null)} data-testid="selection-cancel">
            {t('selection.cancel')}
          </Button>
        </div>
      ) : null}
      {mode === 'block' ? (
        <div className="grid gap-3">
          <BlockReasonFields
            labels={{
              reason: t('selection.reason'),
              note: t('selection.note'),
              owner: t('legend.owner'),
              maintenance: t('legend.maintenance'),
            }}
            reason={reason}
            onReason={setReason}
            note={note}
            onNote={setNote}
            noteError={call.fields.note}
            testIdPrefix="selection"
          />
          <div className="flex flex-wrap gap-2">
            <Button onPress={block} busy={call.busy} busyLabel={t('selection.saving')} data-testid="selection-save">
              {t('selection.save')}
            </Button>
            <Button variant="secondary" size="sm" onPress={() => setSelection(null)}>
              {t('selection.cancel')}
            </Button>
          </div>
          <FormError message={call.error} />
        </div>
      ) : null}
      {mode === 'price' ? (
        <NightPriceForm
          key={`${selection.villa.id}-${selection.start}-${selection.end}`}
          propertyId={selection.villa.id}
          startDate={selection.start}
          endDate={selection.end}
          currency={selection.villa.currency}
          basePriceCents={selection.villa.base_price_cents}
          onSaved={() => done(t('selection.priced'))}
          onCancel={() => setSelection(null)}
        />
      ) : null}
    </section>
  ) : null;

  return (
    <div className="grid gap-2">
      <FormNotice message={notice} />
      <VillaCalendarGrid
        locale={locale}
        endpoint="/v1/owner/calendar"
        initial={initial}
        stayLink="owner"
        onSelect={(s) => {
          setSelection(s);
          if (s) setNotice(null);
        }}
        selected={selection}
        selectionPanel={selectionPanel}
        reloadKey={reloadKey}
        testId="owner-calendar"
      />
    </div>
  );
}
