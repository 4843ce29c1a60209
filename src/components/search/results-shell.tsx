'use client';

import { useRouter } from 'next/navigation';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState, useTransition } from 'react';
import type { Locale } from '@/i18n/routing';
import { writeStoredBooking } from '@/lib/booking-storage';
import { formatShortStayRange } from '@/lib/format';
import { localizeHref } from '@/lib/locale-path';
import { type Bounds, type SearchState, SORTS, type Sort, searchHref, withChange } from '@/lib/search-state';
import type { IslandSetup, IslandView } from './results-island';
import { FilterSkeleton } from './results-skeleton';
import type { MapPoint, ResultsLabels } from './results-types';

function PanelSkeleton() {
  return <FilterSkeleton className="space-y-6" />;
}

// The filter controls (calendar, slider) and the map are loaded only when shown, and only in the
// browser (each is rendered once `wide` is known, which the server never knows): off the first
// load. React.lazy rather than next/dynamic, whose runtime would be in the first load itself.
const FilterPanel = lazy(() => import('./filter-panel').then((m) => ({ default: m.FilterPanel })));
const loadDrawer = () => import('./filters-drawer');
const FiltersDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.FiltersDrawer })));
const ResultsMap = lazy(() => import('./results-map').then((m) => ({ default: m.ResultsMap })));
const mapPlaceholder = <div className="size-full animate-pulse bg-sand" />;
// A dated first load's results, fetched by the browser (issue 18): only such a page loads this code.
const ResultsIsland = lazy(() => import('./results-island').then((m) => ({ default: m.ResultsIsland })));

const WIDE = '(min-width: 64rem)';

/**
 * The interactive frame of a results page: filters (a sidebar on wide screens, a drawer on
 * phones), sort, list/map. Every change becomes the URL (the server renders the results from it);
 * while the next results load the current ones are dimmed and marked busy. With `island` (the
 * cached shell of a dated first load, rendered without the dates and guests) the search is read
 * from the address in the browser and the results come from ResultsIsland.
 */
export function ResultsShell({
  locale,
  basePath,
  state,
  labels,
  priceBounds,
  amenities,
  currency,
  hideReserveToggle = false,
  activeFilters,
  summary,
  place,
  mapPoints,
  island,
  children,
}: {
  locale: Locale;
  /** The page's path without the locale, e.g. /d/punta-cana. */
  basePath: string;
  state: SearchState;
  labels: ResultsLabels;
  priceBounds: { min: number; max: number };
  amenities: string[];
  currency: string;
  hideReserveToggle?: boolean;
  activeFilters: number;
  summary: ReactNode;
  /** The destination's name, first in the phone's summary bar of the search (none for every villa). */
  place?: string;
  mapPoints: MapPoint[];
  /** The results are the browser's to fetch: `children` is then their placeholder. */
  island?: IslandSetup;
  children: ReactNode;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [wide, setWide] = useState<boolean | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const debounce = useRef<number | undefined>(undefined);
  // With `island`, the island reports the real search (the address's stay, which the server's
  // shell never saw, merged in) and what the frame shows of its results.
  const [islandView, setIslandView] = useState<IslandView | null>(null);
  const fromIsland = island ? islandView : null;
  const search = fromIsland?.search ?? state;

  // What the controls show: the URL's search, plus changes on their way there (so several quick
  // changes add up instead of each starting again from the last rendered URL).
  const [current, setCurrent] = useState(search);
  useEffect(() => setCurrent(search), [search]);

  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  // The visitor's current stay follows them back to the home search (SPEC "booking").
  useEffect(() => {
    if (search.check_in && search.check_out) writeStoredBooking({ check_in: search.check_in, check_out: search.check_out });
    if (search.guests) writeStoredBooking({ guests: search.guests });
  }, [search.check_in, search.check_out, search.guests]);

  const go = useCallback(
    (next: SearchState) => {
      window.clearTimeout(debounce.current);
      startTransition(() => router.push(searchHref(localizeHref(locale, basePath), next), { scroll: false }));
    },
    [router, locale, basePath],
  );

  const change = useCallback(
    (patch: Partial<SearchState>, opts?: { debounce?: boolean }) => {
      const next = withChange(current, patch);
      setCurrent(next);
      if (opts?.debounce) {
        window.clearTimeout(debounce.current);
        debounce.current = window.setTimeout(() => go(next), 450);
      } else go(next);
    },
    [current, go],
  );

  const panelProps = {
    locale,
    priceBounds: fromIsland?.priceBounds ?? priceBounds,
    amenities,
    currency: fromIsland?.currency ?? currency,
    labels: labels.filters,
    hideReserveToggle,
  };
  const mapView = state.view === 'map';
  const openDrawer = () => {
    void loadDrawer();
    setDrawerOpen(true);
  };
  // What the search is, in one line, from the search the page shows (on a cached shell, the one the
  // island read from the address): a phone sees its dates and guests without opening the filters.
  const searchLine = [
    place,
    search.check_in && search.check_out ? formatShortStayRange(locale, search.check_in, search.check_out) : labels.summary.anyDates,
    search.guests ? labels.filters.guestsValue[search.guests] : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div className="px-5 pb-16 md:px-8 lg:grid lg:grid-cols-[19rem_minmax(0,1fr)] lg:gap-10">
      <aside aria-label={labels.filters.title} className="hidden lg:block">
        <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto pt-8 pr-2 pb-8">
          {wide ? (
            <Suspense fallback={<PanelSkeleton />}>
              <FilterPanel
                {...panelProps}
                value={current}
                onChange={change}
                onClear={(next) => {
                  setCurrent(next);
                  go(next);
                }}
              />
            </Suspense>
          ) : (
            <PanelSkeleton />
          )}
        </div>
      </aside>

      <div className="min-w-0">
        <section aria-label={labels.summary.label} className="pt-4 lg:hidden">
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={openDrawer}
            data-testid="search-summary"
            className="flex min-h-12 w-full items-center gap-3 rounded-full border border-line bg-white px-4 text-left text-sm shadow-sm outline-none transition hover:border-ink/40 focus-visible:ring-2 focus-visible:ring-gold"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4 shrink-0 text-ink-soft"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <circle cx="11" cy="11" r="6.5" />
              <path d="M16 16l4 4" strokeLinecap="round" />
            </svg>
            <span className="min-w-0 flex-1 truncate font-semibold text-ink" data-testid="search-summary-text">
              {searchLine}
            </span>
            <span className="shrink-0 font-semibold text-sea-deep underline underline-offset-4">{labels.summary.change}</span>
          </button>
        </section>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-4 pt-6 lg:pt-8">
          <div className="min-w-0 basis-full sm:mr-auto sm:basis-auto">
            {summary}
            {fromIsland?.summary}
          </div>
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={openDrawer}
            onPointerEnter={() => void loadDrawer()}
            data-testid="filters-button"
            className="inline-flex h-10 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink outline-none transition hover:border-ink/40 focus-visible:ring-2 focus-visible:ring-gold lg:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.6">
              <path d="M4 7h10M18 7h2M4 17h4M12 17h8" strokeLinecap="round" />
              <circle cx="16" cy="7" r="2" />
              <circle cx="10" cy="17" r="2" />
            </svg>
            {labels.openFilters}
            {activeFilters > 0 ? (
              <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-sea px-1.5 text-xs text-white">
                {activeFilters}
              </span>
            ) : null}
          </button>
          {drawerOpen ? (
            <Suspense fallback={null}>
              <FiltersDrawer
                panel={panelProps}
                state={current}
                labels={labels}
                onApply={(next) => {
                  setCurrent(next);
                  go(next);
                }}
                onClose={() => setDrawerOpen(false)}
              />
            </Suspense>
          ) : null}

          <label className="inline-flex items-center gap-2 text-sm text-muted">
            <span className="hidden sm:inline">{labels.sort}</span>
            <select
              data-testid="sort-select"
              aria-label={labels.sort}
              value={current.sort}
              onChange={(e) => change({ sort: e.target.value as Sort })}
              className="h-10 max-w-[10.5rem] rounded-full border border-line bg-white px-3 text-sm font-semibold sm:max-w-none text-ink outline-none focus-visible:ring-2 focus-visible:ring-gold"
            >
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {labels.sortOptions[sort]}
                </option>
              ))}
            </select>
          </label>

          <fieldset className="inline-flex rounded-full border border-line bg-white p-0.5">
            <legend className="sr-only">{labels.viewLabel}</legend>
            {(['list', 'map'] as const).map((view) => (
              <label
                key={view}
                className="cursor-pointer rounded-full px-3.5 py-1.5 text-sm font-semibold text-ink-soft has-[:checked]:bg-ink has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold"
              >
                <input
                  type="radio"
                  name="results-view"
                  value={view}
                  checked={current.view === view}
                  onChange={() => {
                    const next = { ...current, view };
                    setCurrent(next);
                    go(next);
                  }}
                  data-testid={`view-${view}`}
                  className="sr-only"
                />
                {view === 'list' ? labels.viewList : labels.viewMap}
              </label>
            ))}
          </fieldset>
        </div>

        <div
          aria-busy={pending || (island !== undefined && !fromIsland?.settled)}
          data-testid="results-region"
          className={`transition-opacity ${pending ? 'pointer-events-none opacity-50' : ''} ${mapView ? 'mt-4 flex flex-col gap-6 xl:grid xl:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]' : ''}`}
        >
          {pending ? (
            <p role="status" className="sr-only">
              {labels.updating}
            </p>
          ) : null}
          {mapView ? (
            <div className="h-[60dvh] overflow-hidden rounded-2xl ring-1 ring-line xl:sticky xl:top-24 xl:order-2 xl:h-[calc(100dvh-8rem)]">
              {wide === null ? (
                mapPlaceholder
              ) : (
                <Suspense fallback={mapPlaceholder}>
                  <ResultsMap
                    points={island ? (fromIsland?.mapPoints ?? []) : mapPoints}
                    bounds={state.bounds}
                    labels={labels.map}
                    onSearchArea={(bounds: Bounds) => change({ bounds })}
                  />
                </Suspense>
              )}
            </div>
          ) : null}
          <div className={mapView ? 'xl:order-1' : ''}>
            {/* Once mounted (`wide` is known only in the browser): the island reads the address. */}
            {island && wide !== null ? (
              <Suspense fallback={children}>
                <ResultsIsland
                  locale={locale}
                  basePath={basePath}
                  setup={island}
                  state={state}
                  placeholder={children}
                  onView={setIslandView}
                />
              </Suspense>
            ) : (
              children
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
