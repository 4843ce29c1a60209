'use client';

import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { PropertyCardView } from '@/components/catalog/property-card-view';
import { fill } from '@/components/ui/client-text';
import type { Locale } from '@/i18n/routing';
import { type DateIssue, type SearchState, searchHref, toSearchRecord } from '@/lib/search-state';
import { isoToday, parseSearchState, SEARCH_TIME_ZONE } from '@/lib/results-search';
import type { ResultsPage } from '@/server/catalog/results.queries';
import { ResultsEmpty, type Suggestion } from './results-empty';
import { counted, type IslandLabels, islandCardText, resultCountText } from './results-island-text';
import { ResultsPagination } from './results-pagination';
import { cardSizes, DateNotice, GuestsNotice, mapPointsOf, ResultCountLines, ResultsGrid } from './results-parts';
import type { MapPoint } from './results-types';

/** What the server gives a dated page's island (docs: issue 18): serializable, without the dates. */
export interface IslandSetup {
  /** The destination's slug: the page's scope. */
  destination: string;
  suggestions: Suggestion[];
  labels: IslandLabels;
  /** Cards whose photo loads at once (eagerCardCount of the page's variant), as the server's render. */
  eagerCards: number;
}

/** The search the address describes, read in the browser (the server's render never saw its dates). */
export interface UrlSearch {
  state: SearchState;
  dateIssue?: DateIssue;
  guestsCapped?: true;
}

/**
 * What the island hands to the page's frame (ResultsShell): the real search (for its controls and
 * the stored booking), and once the results are in (or failed), the count line, the pins and the
 * slider's ends.
 */
export interface IslandView {
  search: SearchState;
  settled: boolean;
  summary: ReactNode;
  mapPoints: MapPoint[];
  priceBounds: { min: number; max: number } | null;
  currency: string | null;
}

/** The search in the address bar, read as the server reads a URL. */
function readUrlSearch(): UrlSearch {
  return parseSearchState(new URLSearchParams(window.location.search), isoToday(SEARCH_TIME_ZONE));
}

/** The frame's search (rendered without the stay) with the address's dates and guests. */
function withStay(state: SearchState, url: SearchState): SearchState {
  const { check_in, check_out, guests } = url;
  return { ...state, ...(check_in && check_out ? { check_in, check_out } : {}), ...(guests ? { guests } : {}) };
}

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; result: ResultsPage };

/** GET /api/results for the address's search (its view is the page's own business). */
function resultsUrl(locale: Locale, destination: string, state: SearchState): string {
  const params = new URLSearchParams(toSearchRecord(state));
  params.delete('view');
  params.set('destination', destination);
  params.set('locale', locale);
  return `/api/results?${params.toString()}`;
}

/**
 * The dated results of a first load (issue 18): the document is a cached shell without the dates,
 * so the browser fetches the results for the address's search and renders what the server renders
 * for it (the same components). Loaded lazily by ResultsShell, only on such a page.
 */
export function ResultsIsland({
  locale,
  basePath,
  setup,
  state: frameState,
  placeholder,
  onView,
}: {
  locale: Locale;
  basePath: string;
  setup: IslandSetup;
  /** The frame's search: the address's without its stay. Rendered only in the browser, once mounted. */
  state: SearchState;
  /** The server's skeleton, shown while the results load. */
  placeholder: ReactNode;
  onView: (view: IslandView) => void;
}) {
  const { labels, destination, suggestions, eagerCards } = setup;
  const [search] = useState(readUrlSearch);
  const { state } = search;
  const merged = useMemo(() => withStay(frameState, state), [frameState, state]);
  const url = resultsUrl(locale, destination, state);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // `attempt` is a dependency so that the retry button fetches again.
    void attempt;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
        const body = (await response.json()) as { data: ResultsPage };
        setLoad({ status: 'ready', result: body.data });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ status: 'failed' });
      });
    return () => controller.abort();
  }, [url, attempt]);

  const result = load.status === 'ready' ? load.result : null;
  const shown: SearchState = result ? { ...state, page: result.page } : state;
  const mapView = state.view === 'map';

  useEffect(() => {
    if (load.status !== 'ready') {
      onView({ search: merged, settled: load.status === 'failed', summary: null, mapPoints: [], priceBounds: null, currency: null });
      return;
    }
    const { result } = load;
    const page = { ...state, page: result.page };
    onView({
      search: merged,
      settled: true,
      summary: (
        <ResultCountLines
          total={result.total}
          count={resultCountText(locale, labels, result.total)}
          pageOf={result.pageCount > 1 ? fill(labels.pageOf, { page: result.page, pages: result.pageCount }) : null}
          area={state.bounds ? { ...labels.area, href: searchHref(basePath, { ...page, bounds: undefined, page: 1 }) } : null}
        />
      ),
      mapPoints: mapView
        ? mapPointsOf(locale, result.items, {
            perNight: labels.mapPerNight,
            total: labels.card.total,
            nights: (n) => counted(locale, labels.card.nights, n),
          })
        : [],
      priceBounds: result.priceBounds,
      currency: result.items[0]?.currency ?? 'USD',
    });
  }, [load, merged, state, locale, labels, basePath, mapView, onView]);

  let body: ReactNode;
  if (load.status === 'failed') {
    body = (
      <div role="alert" data-testid="results-error" className="mt-6 rounded-3xl border border-line bg-sand px-6 py-10 text-center">
        <p className="mx-auto max-w-lg text-ink-soft">{labels.error}</p>
        <button
          type="button"
          onClick={() => setAttempt((n) => n + 1)}
          data-testid="results-retry"
          className="mt-5 inline-flex rounded-full bg-sea px-6 py-3 text-[0.72rem] font-semibold tracking-[0.2em] text-white uppercase transition hover:bg-sea-deep focus-visible:ring-2 focus-visible:ring-gold"
        >
          {labels.retry}
        </button>
      </div>
    );
  } else if (!result) {
    body = placeholder;
  } else {
    body = (
      <>
        {result.items.length > 0 ? (
          <ResultsGrid mapView={mapView}>
            {result.items.map((card, index) => (
              <li key={card.id}>
                <PropertyCardView
                  card={card}
                  stay={card.stay}
                  eager={index < eagerCards}
                  sizes={cardSizes(mapView)}
                  text={islandCardText(locale, card, labels.card)}
                />
              </li>
            ))}
          </ResultsGrid>
        ) : (
          <ResultsEmpty basePath={basePath} state={shown} suggestions={suggestions} labels={labels.empty} />
        )}
        <ResultsPagination
          basePath={basePath}
          state={shown}
          page={result.page}
          pageCount={result.pageCount}
          labels={{ ...labels.pagination, page: (n) => fill(labels.pagination.page, { page: n }) }}
        />
      </>
    );
  }

  return (
    <>
      {search.dateIssue ? <DateNotice text={labels.dateIssue[search.dateIssue]} /> : null}
      {search.guestsCapped ? <GuestsNotice sentence={labels.guestsCapped} href={labels.contactHref} /> : null}
      {body}
    </>
  );
}
