// biome-ignore-all lint/a11y/useSemanticElements: an ARIA grid of CSS-grid rows, windowed (only the villas in view are in the DOM), which a <table> cannot lay out with sticky headers and fluid day columns.
// biome-ignore-all lint/a11y/useFocusableInteractive: a grid's roving tabindex: one cell is in the tab order and the arrows move it (rows and headers are not focus stops).
'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiFetch } from '@/components/ui/api-client';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { INTL_LOCALE } from '@/lib/format';
import { localizeHref } from '@/lib/locale-path';
import type {
  MultiCalendar,
  MultiCalendarBlock,
  MultiCalendarStay,
  MultiCalendarVilla,
} from '@/server/booking/multi-calendar/multi-calendar.openapi';
import { useWindowedRows } from './use-windowed-rows';

/**
 * The calendar of every villa (issue 32), shared by the desk, the owner portal and the
 * administration: villas as rows, days as columns (a month from md up, two weeks on a phone, where
 * the arrows scroll by day), stays as bars in their status colour with the guest's first name,
 * blocks and iCal imports in their own style, today marked, arrivals and departures per day. Only
 * the rows in view are rendered (useWindowedRows). A grid for the keyboard (roving tabindex):
 * arrows move by day and villa, Home/End to the window's ends, Enter opens a stay; with
 * `onSelect`, Enter (or a tap) on two free nights of one villa selects them. Its words:
 * `multiCalendar` from the page's client provider.
 */

export type StayLink = 'desk' | 'owner';
export interface CalendarSelection {
  villa: MultiCalendarVilla;
  /** The first night. */
  start: string;
  /** The day after the last night (exclusive, as blocks). */
  end: string;
}
export type CalendarAnswer = { data: MultiCalendar; meta: { total: number; page: number; per_page: number; page_count: number } };

const ROW_HEIGHT = 40;
const DESKTOP_DAYS = 31;
const PHONE_DAYS = 14;

const STAY_STYLE: Record<MultiCalendarStay['status'], string> = {
  requested: 'bg-amber-100 text-amber-950 ring-1 ring-inset ring-amber-500',
  awaiting_payment: 'bg-orange-200 text-orange-950',
  confirmed: 'bg-sea text-white',
  completed: 'bg-ink-soft text-white',
};
const BLOCK_STYLE: Record<MultiCalendarBlock['reason'], string> = {
  owner: 'bg-sand-deep text-ink',
  maintenance: 'bg-stone-300 text-ink',
  ical: 'bg-violet-100 text-violet-950 outline-1 -outline-offset-1 outline-dashed outline-violet-600',
};
const HATCH = { backgroundImage: 'repeating-linear-gradient(135deg, rgba(29,27,24,.14) 0 3px, transparent 3px 7px)' };

const plusDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const between = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

type Night = { kind: 'stay'; stay: MultiCalendarStay } | { kind: 'block'; block: MultiCalendarBlock };

/** Each villa's nights that a stay or a block holds, by date. */
function nightsOf(villa: MultiCalendarVilla): Map<string, Night> {
  const nights = new Map<string, Night>();
  for (const block of villa.blocks)
    for (let d = block.start_date; d < block.end_date; d = plusDays(d, 1)) nights.set(d, { kind: 'block', block });
  for (const stay of villa.stays) for (let d = stay.check_in; d < stay.check_out; d = plusDays(d, 1)) nights.set(d, { kind: 'stay', stay });
  return nights;
}

export function stayHrefOf(link: StayLink, stay: MultiCalendarStay): string {
  return link === 'desk'
    ? `/concierges/trip-${stay.reservation_id}`
    : `/broker/reservations?q=${encodeURIComponent(stay.confirmation_number)}`;
}

export function VillaCalendarGrid({
  locale,
  endpoint,
  filters = {},
  initial,
  stayLink,
  onSelect,
  selected = null,
  selectionPanel,
  reloadKey = 0,
  testId = 'villa-calendar',
}: {
  locale: Locale;
  endpoint: '/v1/concierge/calendar' | '/v1/owner/calendar';
  /** The page's filters (destination, owner), sent with every window. */
  filters?: Record<string, string>;
  initial: CalendarAnswer;
  stayLink: StayLink;
  /** When given, free nights of one villa may be selected (the owner's calendar). */
  onSelect?: (selection: CalendarSelection | null) => void;
  /** The selection the page holds (cleared by it after a block, a price or a cancel). */
  selected?: CalendarSelection | null;
  /** What to show under the toolbar while a selection is made (the owner's block and price forms). */
  selectionPanel?: ReactNode;
  /** Bump to read the window again (after a block or a price). */
  reloadKey?: number;
  testId?: string;
}) {
  const t = useTranslations('multiCalendar');
  const router = useRouter();
  const [answer, setAnswer] = useState(initial);
  const [start, setStart] = useState(initial.data.from);
  const [span, setSpan] = useState(DESKTOP_DAYS);
  const [page, setPage] = useState(initial.meta.page);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [focus, setFocus] = useState({ row: 0, col: Math.max(0, between(initial.data.from, initial.data.today)) });
  const [anchor, setAnchor] = useState<{ villaId: number; date: string } | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const data = answer.data;
  const villas = data.villas;

  // Two weeks on a phone, a month from md up.
  useEffect(() => {
    const query = window.matchMedia('(min-width: 768px)');
    const apply = () => setSpan(query.matches ? DESKTOP_DAYS : PHONE_DAYS);
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, []);

  const filterKey = JSON.stringify(filters);
  const load = useCallback(
    async (from: string, wantedPage: number) => {
      setLoading(true);
      setError(null);
      const q = new URLSearchParams({ ...JSON.parse(filterKey), from, to: plusDays(from, DESKTOP_DAYS), page: String(wantedPage) });
      try {
        setAnswer(await apiFetch<CalendarAnswer>(locale, `${endpoint}?${q}`, { networkError: t('grid.reload') }));
      } catch (err) {
        setError(err instanceof Error ? err.message : t('grid.reload'));
      } finally {
        setLoading(false);
      }
    },
    [endpoint, filterKey, locale, t],
  );

  // A window outside what was read, another page or a reload: read 31 days from the window's start.
  const lastReload = useRef(reloadKey);
  useEffect(() => {
    const inside = start >= answer.data.from && plusDays(start, span) <= answer.data.to;
    if (inside && page === answer.meta.page && lastReload.current === reloadKey) return;
    lastReload.current = reloadKey;
    void load(start, page);
  }, [start, span, page, reloadKey, answer, load]);

  const days = useMemo(() => Array.from({ length: span }, (_, i) => plusDays(start, i)), [start, span]);
  const counts = useMemo(() => new Map(data.days.map((d) => [d.date, d])), [data.days]);
  const nights = useMemo(() => new Map(villas.map((v) => [v.id, nightsOf(v)])), [villas]);
  const { first, last } = useWindowedRows(scroller, villas.length, ROW_HEIGHT);

  const intl = INTL_LOCALE[locale];
  const weekday = useMemo(() => new Intl.DateTimeFormat(intl, { weekday: 'narrow', timeZone: 'UTC' }), [intl]);
  const longDate = useMemo(() => new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' }), [intl]);
  const fmt = (iso: string) => longDate.format(new Date(`${iso}T00:00:00Z`));
  const today = data.today;

  // Keep the focused cell in view and focused after a keyboard move (rows may have to render first).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const el = scroller.current;
    if (!el) return;
    const top = focus.row * ROW_HEIGHT;
    const header = 3 * ROW_HEIGHT;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + ROW_HEIGHT > el.scrollTop + el.clientHeight - header) el.scrollTop = top + ROW_HEIGHT - el.clientHeight + header;
    el.querySelector<HTMLElement>(`[data-cell="${focus.row}-${focus.col}"]`)?.focus();
  });

  const shift = (by: number) => {
    setStart((s) => plusDays(s, by));
    setAnchor(null);
  };

  function press(row: number, col: number) {
    const villa = villas[row];
    const date = days[col];
    if (!villa || !date) return;
    const night = nights.get(villa.id)?.get(date);
    if (night?.kind === 'stay') {
      router.push(localizeHref(locale, stayHrefOf(stayLink, night.stay)));
      return;
    }
    if (!onSelect || night) return;
    if (!anchor || anchor.villaId !== villa.id) {
      setAnchor({ villaId: villa.id, date });
      onSelect(null);
      setHint(t('selection.pickEnd', { villa: villa.name }));
      return;
    }
    const [from, to] = [anchor.date, date].sort() as [string, string];
    const taken = nights.get(villa.id);
    for (let d = from; d <= to; d = plusDays(d, 1)) {
      if (taken?.has(d)) {
        setAnchor({ villaId: villa.id, date });
        setHint(t('selection.notFree'));
        return;
      }
    }
    setAnchor(null);
    setHint(null);
    onSelect({ villa, start: from, end: plusDays(to, 1) });
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const row = focusRow;
    const col = focusCol;
    let next = { row, col };
    switch (e.key) {
      case 'ArrowRight':
        if (col + 1 >= span) shift(1);
        else next = { row, col: col + 1 };
        break;
      case 'ArrowLeft':
        if (col === 0) shift(-1);
        else next = { row, col: col - 1 };
        break;
      case 'ArrowDown':
        next = { row: Math.min(villas.length - 1, row + 1), col };
        break;
      case 'ArrowUp':
        next = { row: Math.max(0, row - 1), col };
        break;
      case 'PageDown':
        next = { row: Math.min(villas.length - 1, row + 10), col };
        break;
      case 'PageUp':
        next = { row: Math.max(0, row - 10), col };
        break;
      case 'Home':
        next = e.ctrlKey ? { row: 0, col: 0 } : { row, col: 0 };
        break;
      case 'End':
        next = e.ctrlKey ? { row: villas.length - 1, col: span - 1 } : { row, col: span - 1 };
        break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        press(row, col);
        return;
      default:
        return;
    }
    e.preventDefault();
    moved.current = true;
    setFocus(next);
  }

  const inSelection = (villaId: number, date: string) =>
    (selected && selected.villa.id === villaId && date >= selected.start && date < selected.end) ||
    (anchor?.villaId === villaId && anchor.date === date);

  const columns = { gridTemplateColumns: `var(--name-col) repeat(${span}, minmax(0, 1fr))` };
  const statusWord = (s: MultiCalendarStay['status']) => t(`legend.${s}`);
  const reasonWord = (r: MultiCalendarBlock['reason']) => t(`legend.${r}`);
  const focusCol = Math.min(focus.col, span - 1);
  const focusRow = Math.min(focus.row, Math.max(0, villas.length - 1));

  return (
    <section className="grid min-w-0 gap-3 [--name-col:5.75rem] md:[--name-col:11rem]" data-testid={testId}>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-1">
          <Button
            variant="secondary"
            size="sm"
            onPress={() => shift(span === DESKTOP_DAYS ? -DESKTOP_DAYS : -1)}
            data-testid="calendar-previous"
            aria-label={span === DESKTOP_DAYS ? t('grid.previous') : t('grid.previousDay')}
          >
            ‹
          </Button>
          <Button variant="secondary" size="sm" onPress={() => setStart(today)} data-testid="calendar-today">
            {t('grid.today')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => shift(span === DESKTOP_DAYS ? DESKTOP_DAYS : 1)}
            data-testid="calendar-next"
            aria-label={span === DESKTOP_DAYS ? t('grid.next') : t('grid.nextDay')}
          >
            ›
          </Button>
        </div>
        <p className="text-sm font-semibold" aria-live="polite" data-testid="calendar-range">
          {t('grid.range', { from: fmt(start), to: fmt(plusDays(start, span - 1)) })}
          <span className="ml-2 font-normal text-ink-soft">{t('grid.villas', { count: answer.meta.total })}</span>
        </p>
        {loading ? (
          <span className="text-sm text-ink-soft" role="status">
            {t('grid.loading')}
          </span>
        ) : null}
      </div>
      <ul aria-label={t('legend.label')} className="flex flex-wrap gap-x-3 gap-y-1 text-xs" data-testid="calendar-legend">
        {(['requested', 'awaiting_payment', 'confirmed', 'completed'] as const).map((s) => (
          <li key={s} className="flex items-center gap-1">
            <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${STAY_STYLE[s]}`} />
            {statusWord(s)}
          </li>
        ))}
        {(['owner', 'maintenance', 'ical'] as const).map((r) => (
          <li key={r} className="flex items-center gap-1">
            <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${BLOCK_STYLE[r]}`} style={HATCH} />
            {reasonWord(r)}
          </li>
        ))}
      </ul>
      <p className="text-xs text-ink-soft" id={`${testId}-help`}>
        {onSelect ? t('grid.helpOwner') : t('grid.help')}
      </p>
      {hint ? (
        <p className="text-sm font-medium" role="status" data-testid="calendar-hint">
          {hint}
        </p>
      ) : null}
      {selectionPanel}
      {error ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {error}
          <Button variant="secondary" size="xs" onPress={() => void load(start, page)}>
            {t('grid.reload')}
          </Button>
        </div>
      ) : null}
      {villas.length === 0 && !loading ? (
        <p className="rounded-lg border border-line bg-white p-4 text-ink-soft" data-testid="calendar-empty">
          {t('grid.empty')}
        </p>
      ) : (
        <div
          ref={scroller}
          role="grid"
          aria-label={t('grid.label')}
          aria-describedby={`${testId}-help`}
          aria-rowcount={villas.length + 3}
          aria-colcount={span + 1}
          aria-busy={loading}
          onKeyDown={onKeyDown}
          className="relative max-h-[70vh] min-h-40 overflow-x-hidden overflow-y-auto rounded-lg border border-line bg-white text-xs"
          data-testid="calendar-grid"
        >
          <div className="sticky top-0 z-30 bg-white shadow-[0_1px_0_var(--color-line)]">
            <div role="row" aria-rowindex={1} className="grid" style={columns}>
              <div role="columnheader" className="sticky left-0 flex items-end bg-white px-2 pb-1 font-semibold">
                {t('grid.villa')}
              </div>
              {days.map((d) => (
                <div
                  key={d}
                  role="columnheader"
                  aria-label={fmt(d)}
                  data-date={d}
                  aria-current={d === today ? 'date' : undefined}
                  className={`flex flex-col items-center py-1 leading-tight ${d === today ? 'rounded-t-md bg-gold-deep font-semibold text-white' : ''} ${d.endsWith('-01') ? 'border-l border-ink-soft/40' : ''}`}
                  data-testid={d === today ? 'calendar-today-column' : undefined}
                >
                  <span aria-hidden="true">{weekday.format(new Date(`${d}T00:00:00Z`))}</span>
                  <span aria-hidden="true" className="tabular-nums">
                    {Number(d.slice(8))}
                  </span>
                </div>
              ))}
            </div>
            {(['arrivals', 'departures'] as const).map((kind, i) => (
              <div key={kind} role="row" aria-rowindex={i + 2} className="grid border-t border-line/60" style={columns}>
                <div role="rowheader" className="sticky left-0 truncate bg-white px-2 py-0.5 text-ink-soft">
                  {t(`grid.${kind}`)}
                </div>
                {days.map((d) => {
                  const c = counts.get(d);
                  const n = c ? c[kind] : 0;
                  return (
                    <div
                      key={d}
                      role="gridcell"
                      aria-label={c ? t('grid.counts', { date: fmt(d), arrivals: c.arrivals, departures: c.departures }) : fmt(d)}
                      data-testid={`calendar-${kind}-${d}`}
                      className={`py-0.5 text-center tabular-nums ${n ? 'font-semibold' : ''} ${d === today ? 'bg-gold/10' : ''}`}
                    >
                      {n || ''}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
          <div style={{ height: first * ROW_HEIGHT }} aria-hidden="true" />
          {villas.slice(first, last).map((villa, offset) => {
            const row = first + offset;
            const taken = nights.get(villa.id);
            return (
              <div
                key={villa.id}
                role="row"
                aria-rowindex={row + 4}
                className="grid border-t border-line/60"
                style={{ ...columns, height: ROW_HEIGHT }}
                data-testid="calendar-row"
                data-villa={villa.id}
              >
                <div
                  role="rowheader"
                  className="sticky left-0 z-20 flex min-w-0 flex-col justify-center bg-white px-2 leading-tight"
                  title={villa.name}
                >
                  <span className="truncate font-medium">{villa.name}</span>
                  <span className="truncate text-[0.65rem] text-ink-soft">{villa.destination.name}</span>
                </div>
                {days.map((d, col) => {
                  const night = taken?.get(d);
                  const isFocus = row === focusRow && col === focusCol;
                  const picked = inSelection(villa.id, d);
                  let label: string;
                  let bar: ReactNode = null;
                  if (night?.kind === 'stay') {
                    const s = night.stay;
                    label = t('grid.stayCell', {
                      villa: villa.name,
                      date: fmt(d),
                      guest: s.guest_first_name,
                      status: statusWord(s.status),
                    });
                    const head = d === s.check_in || col === 0;
                    const tail = plusDays(d, 1) === s.check_out;
                    bar = (
                      <span
                        className={`absolute inset-y-1.5 right-0 left-0 flex items-center ${STAY_STYLE[s.status]} ${d === s.check_in ? 'ml-1 rounded-l-md' : ''} ${tail ? 'mr-0.5 rounded-r-md' : ''}`}
                        data-stay={s.reservation_id}
                      >
                        {head ? (
                          <span className="relative z-10 pl-1 text-[0.68rem] font-semibold whitespace-nowrap">{s.guest_first_name}</span>
                        ) : null}
                      </span>
                    );
                  } else if (night?.kind === 'block') {
                    const b = night.block;
                    label = t('grid.blockCell', { villa: villa.name, date: fmt(d), reason: reasonWord(b.reason) });
                    bar = (
                      <span
                        className={`absolute inset-y-1.5 right-0 left-0 ${BLOCK_STYLE[b.reason]} ${d === b.start_date ? 'ml-1 rounded-l-md' : ''} ${plusDays(d, 1) === b.end_date ? 'mr-0.5 rounded-r-md' : ''}`}
                        style={HATCH}
                        data-block={b.id}
                        data-reason={b.reason}
                      />
                    );
                  } else label = t('grid.free', { villa: villa.name, date: fmt(d) });
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the grid's onKeyDown handles Enter and Space for the focused cell (a roving tabindex).
                    <div
                      key={d}
                      role="gridcell"
                      tabIndex={isFocus ? 0 : -1}
                      aria-label={label}
                      aria-selected={onSelect ? Boolean(picked) : undefined}
                      data-cell={`${row}-${col}`}
                      data-date={d}
                      data-kind={night?.kind ?? 'free'}
                      data-status={night?.kind === 'stay' ? night.stay.status : night?.kind === 'block' ? night.block.reason : undefined}
                      onClick={() => {
                        setFocus({ row, col });
                        press(row, col);
                      }}
                      onFocus={() => {
                        if (!isFocus) setFocus({ row, col });
                      }}
                      className={`relative cursor-default outline-none focus-visible:z-20 focus-visible:ring-2 focus-visible:ring-ink focus-visible:ring-inset ${d === today ? 'bg-gold/10' : ''} ${d.endsWith('-01') ? 'border-l border-ink-soft/40' : ''} ${night?.kind === 'stay' || (onSelect && !night) ? 'cursor-pointer' : ''}`}
                    >
                      {bar}
                      {picked ? <span aria-hidden="true" className="absolute inset-1 rounded-sm bg-gold/40 ring-2 ring-gold" /> : null}
                    </div>
                  );
                })}
              </div>
            );
          })}
          <div style={{ height: Math.max(0, villas.length - last) * ROW_HEIGHT }} aria-hidden="true" />
        </div>
      )}
      {answer.meta.page_count > 1 ? (
        <nav
          className="flex items-center justify-between gap-2 text-sm"
          aria-label={t('grid.morePages', { page, pages: answer.meta.page_count })}
        >
          <Button variant="secondary" size="sm" isDisabled={page <= 1} onPress={() => setPage((p) => p - 1)}>
            {t('grid.previous')}
          </Button>
          <span>{t('grid.morePages', { page, pages: answer.meta.page_count })}</span>
          <Button variant="secondary" size="sm" isDisabled={page >= answer.meta.page_count} onPress={() => setPage((p) => p + 1)}>
            {t('grid.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
