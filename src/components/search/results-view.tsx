import { getTranslations } from 'next-intl/server';
import { PropertyCard } from '@/components/catalog/property-card';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import { getViewport } from '@/lib/request-context';
import { activeFilterCount, isoToday, parseSearchState, SEARCH_TIME_ZONE } from '@/lib/results-search';
import { searchHref } from '@/lib/search-state';
import type { ServiceContext } from '@/server/access/context';
import { type ResultsScope, searchResults } from '@/server/catalog/results.queries';
import { ResultsEmpty, type Suggestion } from './results-empty';
import { guestsCappedSentence, resultsEmptyLabels, resultsIslandLabels, resultsLabels } from './results-labels';
import { ResultsPagination } from './results-pagination';
import { cardSizes, DateNotice, eagerCardCount, GuestsNotice, mapPointsOf, ResultCountLines, ResultsGrid } from './results-parts';
import { ResultsShell } from './results-shell';
import { ResultsCardsSkeleton } from './results-skeleton';

/**
 * A results page's body (destination, every villa, the Reserve collection): the server reads the
 * search from the URL, asks the catalogue, and renders the cards; ResultsShell adds the controls.
 * With `resultsInBrowser` (a destination's dated first load, issue 18) the server renders the
 * cached shell only: the proxy rendered it without the dates and guests, and the browser fetches
 * the dated results (ResultsIsland) for the search in its address.
 */
export async function ResultsView({
  context,
  locale,
  basePath,
  scope,
  searchParams,
  title,
  place,
  suggestions = [],
  resultsInBrowser = false,
}: {
  /** The page's service context (the page gets it from src/server/http/page-context.ts). */
  context: ServiceContext;
  locale: Locale;
  /** The page's path without the locale, e.g. /d/punta-cana. */
  basePath: string;
  scope: ResultsScope;
  searchParams: Record<string, string | string[] | undefined>;
  title: string;
  /** The destination's name, for the phone's summary bar of the search. */
  place?: string;
  suggestions?: Suggestion[];
  resultsInBrowser?: boolean;
}) {
  const { state, dateIssue, guestsCapped } = parseSearchState(searchParams, isoToday(SEARCH_TIME_ZONE));
  if (scope.kind === 'reserve') state.reserve_collection = false;
  const [t, cardT, labels, result, { variant }] = await Promise.all([
    getTranslations('results'),
    getTranslations('catalog.card'),
    resultsLabels(),
    // The shell's filters still want the destination's amenities and a price range to start from.
    searchResults(context, scope, state),
    getViewport(),
  ]);
  const eagerCards = eagerCardCount(variant);
  const mapView = state.view === 'map';
  const heading = (
    <h2 id="results-heading" className="font-serif text-2xl leading-tight text-ink md:text-3xl">
      {title}
    </h2>
  );
  const frame = {
    locale,
    basePath,
    labels,
    priceBounds: result.priceBounds,
    amenities: result.amenities,
    currency: result.items[0]?.currency ?? 'USD',
    hideReserveToggle: scope.kind === 'reserve',
    activeFilters: activeFilterCount(state),
    place,
  };

  if (resultsInBrowser && scope.kind === 'destination') {
    return (
      <section aria-labelledby="results-heading" data-testid="results" data-view={state.view}>
        <ResultsShell
          {...frame}
          state={state}
          summary={<div>{heading}</div>}
          mapPoints={[]}
          island={{ destination: scope.slug, suggestions, labels: await resultsIslandLabels(locale), eagerCards }}
        >
          <ResultsCardsSkeleton label={t('island.loading')} />
          <noscript>
            <p className="mt-6 text-ink-soft" data-testid="results-noscript">
              {t('island.noscript')}{' '}
              <a href={searchHref(localizeHref(locale, basePath), state)} className="font-semibold text-sea underline underline-offset-4">
                {t('island.noscriptLink')}
              </a>
            </p>
          </noscript>
        </ResultsShell>
      </section>
    );
  }

  const shown = { ...state, page: result.page };
  return (
    <section aria-labelledby="results-heading" data-testid="results" data-view={state.view}>
      <ResultsShell
        {...frame}
        state={shown}
        summary={
          <div>
            {heading}
            <ResultCountLines
              total={result.total}
              count={t('count', { count: result.total })}
              pageOf={result.pageCount > 1 ? t('pageOf', { page: result.page, pages: result.pageCount }) : null}
              area={
                state.bounds
                  ? {
                      active: t('area.active'),
                      remove: t('area.remove'),
                      href: searchHref(basePath, { ...shown, bounds: undefined, page: 1 }),
                    }
                  : null
              }
            />
          </div>
        }
        mapPoints={
          mapView
            ? mapPointsOf(locale, result.items, {
                perNight: t('perNight'),
                total: cardT('total'),
                nights: (count) => cardT('nights', { count }),
              })
            : []
        }
      >
        {dateIssue ? <DateNotice text={t(`dateIssue.${dateIssue}`)} /> : null}
        {guestsCapped ? <GuestsNotice sentence={await guestsCappedSentence()} href={localizeHref(locale, '/contact-us')} /> : null}
        {result.items.length > 0 ? (
          <ResultsGrid mapView={mapView}>
            {result.items.map((card, index) => (
              <li key={card.id}>
                <PropertyCard card={card} stay={card.stay} eager={index < eagerCards} sizes={cardSizes(mapView)} />
              </li>
            ))}
          </ResultsGrid>
        ) : (
          <ResultsEmpty basePath={basePath} state={shown} suggestions={suggestions} labels={await resultsEmptyLabels()} />
        )}
        <ResultsPagination
          basePath={basePath}
          state={shown}
          page={result.page}
          pageCount={result.pageCount}
          labels={{
            label: t('pagination.label'),
            previous: t('pagination.previous'),
            next: t('pagination.next'),
            page: (page) => t('pagination.page', { page }),
          }}
        />
      </ResultsShell>
    </section>
  );
}
