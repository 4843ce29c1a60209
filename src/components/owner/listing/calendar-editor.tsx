'use client';

import { type KeyboardEvent, useRef, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { INTL_LOCALE } from '@/lib/format';
import type { CalendarBlock, ListingCalendar } from '@/server/owners/listings/listing.types';
import { monthGrid, monthsOf, nightState, plusDays, plusMonths, selectionRange } from './calendar-days';
import { Button } from '@/components/ui/button';
import { fieldStyles } from '@/components/ui/field';
import { type EditorMessages, ErrorBox, SavedNotice, useEditorT } from './listing-kit';
import { useApiAction } from '@/components/ui/use-api-action';
import { type BlockReason, BlockReasonFields } from '../block-reason-fields';
import { NightPriceForm } from '../night-price-form';

const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

const CELL: Record<'free' | 'reserved' | 'blocked' | 'imported', string> = {
  free: 'bg-white hover:bg-sand',
  reserved: 'bg-sea text-white',
  blocked: 'bg-gold/70 text-ink',
  imported: 'bg-ink-soft/30 text-ink',
};

/** A past night: a dashed edge and a softer face, its text still readable (a dimmed cell failed axe's contrast). */
const PAST: Record<keyof typeof CELL, string> = {
  free: 'border-dashed bg-sand/40 text-ink-soft',
  reserved: 'border-dashed',
  blocked: 'border-dashed',
  imported: 'border-dashed',
};

/**
 * The Calendar tab: months of day cells showing reservations (with the guest's first name), blocks
 * and each free night's price. A range of nights is picked by a tap (or click, or Enter) on its
 * first night and another on its last, no modifier key needed (shift-click and Shift+Enter extend
 * too); a third tap starts a new range. The range shows as "from – to" with a clear button, then is
 * blocked with a reason or unblocked, or given a price of its own ("Set price": NightPriceForm; the
 * nights with one show a dot and a bold price, "own price" for screen readers); a refusal (409: a
 * reservation or block holds a night) shows inline.
 */
export function CalendarEditor({
  locale,
  propertyId,
  initial,
  messages,
}: {
  locale: Locale;
  propertyId: number;
  initial: ListingCalendar;
  messages: EditorMessages;
}) {
  const t = useEditorT(locale, messages);
  const call = useApiAction({ locale, network: t('form.network') });
  const [cal, setCal] = useState(initial);
  const [anchor, setAnchor] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const [focusDay, setFocusDay] = useState(initial.today >= initial.from && initial.today < initial.to ? initial.today : initial.from);
  const [reason, setReason] = useState<BlockReason>('owner');
  const [note, setNote] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [pricing, setPricing] = useState(false);
  const grid = useRef<HTMLDivElement>(null);
  const months = monthsOf(cal.from, cal.to);
  const monthCount = months.length;
  const fmtDay = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeZone: 'UTC' });
  const fmtMonth = new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const day = (iso: string) => fmtDay.format(new Date(`${iso}T00:00:00Z`));
  const price = new Map(cal.prices.map((p) => [p.date, p.cents]));
  const ownPrice = new Set(cal.prices.filter((p) => p.own).map((p) => p.date));
  const fmtPrice = new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency: cal.currency,
    notation: 'compact',
    // Both bounds: without the minimum, Node's ICU writes "$5.0K" where the browser's writes "$5K" (a hydration mismatch).
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  const priceOf = (d: string) => {
    const cents = price.get(d);
    return cents === undefined ? '' : fmtPrice.format(cents / 100);
  };
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'narrow', timeZone: 'UTC' }).format(new Date(Date.UTC(2027, 2, 1 + i))),
  );

  const selection = anchor ? selectionRange(anchor, end ?? anchor) : null;
  const inSelection = (d: string) => selection !== null && selection.start <= d && d < selection.end;
  const overlapping = selection
    ? {
        blocks: cal.blocks.filter((b) => b.start_date < selection.end && selection.start < b.end_date),
        reservations: cal.reservations.filter((r) => r.check_in < selection.end && selection.start < r.check_out),
      }
    : { blocks: [], reservations: [] };

  async function load(from: string) {
    const answer = await call.run<ListingCalendar>(`/v1/owner/properties/${propertyId}/blocks?from=${from}&months=${monthCount}`, {
      method: 'GET',
    });
    const data = answer.ok ? answer.data : null;
    if (data) {
      setCal(data);
      call.setDone(false);
      if (!(focusDay >= data.from && focusDay < data.to)) setFocusDay(data.from);
    }
    return data;
  }

  function pick(d: string, extend: boolean) {
    setNotice(null);
    setPricing(false);
    // The second pick closes the range; a pick after a closed range starts a new one, unless it extends.
    if (anchor && (end === null || extend)) setEnd(d);
    else {
      setAnchor(d);
      setEnd(null);
    }
    setFocusDay(d);
  }

  function clear() {
    setAnchor(null);
    setEnd(null);
    setPricing(false);
  }

  async function priced() {
    await load(cal.from);
    setPricing(false);
    setNotice(t('calendar.pricedDone'));
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const move = MOVES[e.key];
    if (move === undefined) return;
    e.preventDefault();
    const next = plusDays(focusDay, move);
    if (next < cal.from || next >= cal.to) return;
    setFocusDay(next);
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${next}"]`)?.focus();
  }

  async function block() {
    if (!selection) return;
    const saved = await call.run<CalendarBlock>(`/v1/owner/properties/${propertyId}/blocks`, {
      json: { start_date: selection.start, end_date: selection.end, reason, note },
    });
    if (saved.ok) {
      await load(cal.from);
      setNotice(t('calendar.blockedDone'));
      setNote('');
      setAnchor(null);
      setEnd(null);
    }
  }

  async function unblock(id: number) {
    const done = await call.run<{ deleted: true }>(`/v1/owner/properties/${propertyId}/blocks/${id}`, { method: 'DELETE' });
    if (done.ok) {
      await load(cal.from);
      setNotice(t('calendar.unblockedDone'));
    }
  }

  const reasonName = (r: CalendarBlock['reason']) => t(`calendar.reasons.${r}`);

  return (
    <div className="grid min-w-0 gap-4" data-testid="calendar-editor" aria-busy={call.busy}>
      <p className="text-sm text-ink-soft">{t('calendar.help')}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" size="sm" onPress={() => load(plusMonths(cal.from, -monthCount))} isDisabled={call.busy}>
          ← {t('calendar.prev')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onPress={() => load(plusMonths(cal.from, monthCount))}
          isDisabled={call.busy}
          data-testid="calendar-next"
        >
          {t('calendar.next')} →
        </Button>
      </div>

      <div
        className="flex min-h-10 flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line bg-white px-3 py-1.5 text-sm"
        data-testid="calendar-range"
        data-from={selection?.start ?? ''}
        data-to={selection ? plusDays(selection.end, -1) : ''}
      >
        {selection ? (
          <>
            <span className="font-medium tabular-nums" data-testid="calendar-range-text">
              {t('calendar.range', { from: day(selection.start), to: day(plusDays(selection.end, -1)), count: selection.nights })}
            </span>
            {end === null ? <span className="text-xs text-ink-soft">{t('calendar.pickLast')}</span> : null}
            <Button variant="secondary" size="sm" className="ml-auto" onPress={clear} data-testid="calendar-clear">
              {t('calendar.clear')}
            </Button>
          </>
        ) : (
          <span className="text-ink-soft">{t('calendar.pickFirst')}</span>
        )}
      </div>

      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move the focus between the day buttons inside (a roving tabindex) */}
      <div ref={grid} className="grid min-w-0 gap-4 md:grid-cols-2 xl:grid-cols-3" onKeyDown={onKeyDown}>
        {months.map((m) => (
          <section key={m} aria-label={fmtMonth.format(new Date(`${m}T00:00:00Z`))} className="min-w-0" data-testid="calendar-month">
            <h3 className="mb-2 text-sm font-semibold first-letter:uppercase">{fmtMonth.format(new Date(`${m}T00:00:00Z`))}</h3>
            <div className="grid grid-cols-7 gap-1 text-center text-[11px] text-ink-soft" aria-hidden="true">
              {weekdays.map((w, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: narrow weekday names repeat (M, T, W, T…)
                <span key={i}>{w}</span>
              ))}
            </div>
            <div className="mt-1 grid grid-cols-7 gap-1">
              {monthGrid(m).map((d, i) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: the blanks before the 1st are fixed per month
                if (!d) return <span key={`blank-${m}-${i}`} />;
                const state = nightState(cal, d);
                const kind = state.kind === 'blocked' && state.block.reason === 'ical' ? 'imported' : state.kind;
                const guest = state.kind === 'reserved' ? state.reservation.guest_first_name || t('calendar.guestUnnamed') : '';
                const own = ownPrice.has(d);
                const label =
                  state.kind === 'free'
                    ? `${t('calendar.dayFree', { date: day(d), price: priceOf(d) })}${own ? ` (${t('calendar.ownPrice')})` : ''}`
                    : state.kind === 'reserved'
                      ? t('calendar.dayReserved', { date: day(d), name: guest })
                      : t('calendar.dayBlocked', { date: day(d), reason: reasonName(state.block.reason) });
                const sub = state.kind === 'free' ? priceOf(d) : state.kind === 'reserved' ? guest : '';
                const selected = inSelection(d);
                return (
                  <button
                    key={d}
                    type="button"
                    data-date={d}
                    data-state={kind}
                    data-own-price={own ? 'true' : undefined}
                    tabIndex={d === focusDay ? 0 : -1}
                    aria-pressed={selected}
                    onClick={(e) => pick(d, e.shiftKey)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' || e.key === ' ') {
                        e.preventDefault();
                        pick(d, e.shiftKey);
                      }
                    }}
                    onFocus={() => setFocusDay(d)}
                    className={`relative flex aspect-square min-h-11 min-w-0 flex-col items-center justify-center overflow-hidden rounded-md border border-line text-xs leading-tight tabular-nums focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none ${CELL[kind]} ${selected ? 'outline-2 outline-offset-[-3px] outline-sea-deep ring-2 ring-gold' : ''} ${d < cal.today ? PAST[kind] : ''} ${d === cal.today ? 'font-bold underline' : ''}`}
                  >
                    {/* The name is this hidden sentence, not an aria-label: the visible day and price are
                        its short form (axe's label-content-name-mismatch reads them as the label's text). */}
                    <span className="sr-only">{label}</span>
                    <span aria-hidden="true">{Number(d.slice(8))}</span>
                    {own ? (
                      <span
                        aria-hidden="true"
                        className="absolute top-1 right-1 size-1.5 rounded-full bg-gold"
                        data-testid="own-price-dot"
                      />
                    ) : null}
                    {sub ? (
                      <span
                        aria-hidden="true"
                        className={`block w-full truncate px-0.5 text-[9px] sm:text-[10px] ${state.kind === 'free' ? (own ? 'font-bold text-sea-deep' : 'font-normal text-ink-soft') : 'font-normal'}`}
                        data-testid={state.kind === 'free' ? 'night-price' : 'night-guest'}
                      >
                        {sub}
                      </span>
                    ) : null}
                  </button>
                );
              })}
            </div>
          </section>
        ))}
      </div>

      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-soft" aria-label={t('calendar.legend')}>
        {(
          [
            ['free', 'calendar.free'],
            ['reserved', 'calendar.reserved'],
            ['blocked', 'calendar.blocked'],
            ['imported', 'calendar.imported'],
          ] as const
        ).map(([k, label]) => (
          <li key={k} className="flex items-center gap-1.5">
            <span className={`inline-block size-3.5 rounded border border-line ${CELL[k]}`} aria-hidden="true" />
            {t(label)}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3.5 rounded border border-line ring-2 ring-gold" aria-hidden="true" />
          {t('calendar.selected')}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="relative inline-block size-3.5 rounded border border-line bg-white" aria-hidden="true">
            <span className="absolute top-0.5 right-0.5 size-1.5 rounded-full bg-gold" />
          </span>
          {t('calendar.ownPriceLegend')}
        </li>
      </ul>

      <div className="grid gap-3 rounded-2xl border border-line bg-white p-4" data-testid="calendar-actions">
        <p className="text-sm" aria-live="polite" data-testid="calendar-selection">
          {selection
            ? t('calendar.selection', {
                count: selection.nights,
                from: day(selection.start),
                to: day(plusDays(selection.end, -1)),
                end: day(selection.end),
              })
            : t('calendar.noSelection')}
        </p>
        {selection ? (
          <>
            {overlapping.reservations.length + overlapping.blocks.length > 0 ? (
              <div className="grid gap-1 text-sm">
                <p className={fieldStyles.label.md}>{t('calendar.inSelection')}</p>
                <ul className="grid gap-1">
                  {overlapping.reservations.map((r) => (
                    <li key={`r${r.id}`} className="text-ink-soft">
                      {t('calendar.reservation', {
                        status: t(`calendar.statuses.${r.status}`),
                        name: r.guest_first_name || t('calendar.guestUnnamed'),
                      })}{' '}
                      ({day(r.check_in)} – {day(r.check_out)})
                    </li>
                  ))}
                  {overlapping.blocks.map((b) => (
                    <li key={`b${b.id}`} className="flex flex-wrap items-center gap-2" data-testid="selected-block">
                      <span>
                        {t('calendar.blockLine', { reason: reasonName(b.reason), from: day(b.start_date), to: day(b.end_date) })}
                        {b.note ? ` · ${b.note}` : ''}
                      </span>
                      {b.reason === 'ical' ? (
                        <span className="text-xs text-ink-soft">{t('calendar.importedNote')}</span>
                      ) : (
                        <Button variant="secondary" size="sm" onPress={() => unblock(b.id)} isDisabled={call.busy} data-testid="unblock">
                          {t('calendar.unblock')}
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <BlockReasonFields
              labels={{
                reason: t('calendar.reason'),
                note: t('calendar.note'),
                owner: t('calendar.reasons.owner'),
                maintenance: t('calendar.reasons.maintenance'),
              }}
              reason={reason}
              onReason={setReason}
              note={note}
              onNote={setNote}
              testIdPrefix="block"
            />
            <div className="flex flex-wrap gap-2">
              <Button onPress={block} busy={call.busy} busyLabel={t('form.saving')} data-testid="block-submit">
                {t('calendar.block')}
              </Button>
              <Button
                variant="secondary"
                onPress={() => setPricing(true)}
                isDisabled={call.busy}
                aria-expanded={pricing}
                data-testid="set-price"
              >
                {t('calendar.setPrice')}
              </Button>
              <Button variant="secondary" size="sm" onPress={clear}>
                {t('calendar.clear')}
              </Button>
            </div>
            {pricing ? (
              <NightPriceForm
                key={`${selection.start}-${selection.end}`}
                propertyId={propertyId}
                startDate={selection.start}
                endDate={selection.end}
                currency={cal.currency}
                basePriceCents={cal.base_price_cents}
                onSaved={priced}
                onCancel={() => setPricing(false)}
              />
            ) : null}
          </>
        ) : null}
        <ErrorBox message={call.error} />
        <SavedNotice show={notice !== null} text={notice ?? ''} />
      </div>
    </div>
  );
}
