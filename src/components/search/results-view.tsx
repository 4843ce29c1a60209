import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/format';
import { PropertyCard } from '@/components/catalog/property-card';
import { QueuedLink } from '@/components/system/queued-link';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import {
  activeFilterCount,
  clearFilters,
  isoToday,
  MAX_GUESTS,
  pageWindow,
  parseSearchState,
  type SearchState,
  searchHref,
} from '@/lib/search-state';
import { type ResultsScope, searchResults } from '@/server/catalog/results.queries';
import { resultsLabels } from './results-labels';
import { ResultsShell } from './results-shell';
import { pageContext } from '@/server/http/page-context';

/** Stays are dates in the destination; every destination so far shares the Dominican Republic's zone. */
const SEARCH_TIME_ZONE = 'America/Santo_Domingo';

export interface Suggestion {
  slug: string;
  name: string;
  count: number;
}

async function Pagination({ basePath, state, page, pageCount }: { basePath: string; state: SearchState; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('results.pagination');
  const link = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold transition';
  const href = (n: number) => searchHref(basePath, { ...state, page: n });
  return (
    <nav aria-label={t('label')} className="mt-14 flex justify-center" data-testid="pagination">
      <ul className="flex flex-wrap items-center gap-1.5">
        {page > 1 ? (
          <li>
            <QueuedLink
              href={href(page - 1)}
              rel="prev"
              className={`${link} border border-line hover:border-ink/40`}
              data-testid="page-prev"
            >
              <span aria-hidden="true">←</span>
              <span className="ml-1.5 hidden sm:inline">{t('previous')}</span>
              <span className="sr-only sm:hidden">{t('previous')}</span>
            </QueuedLink>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((n, i) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={`${link} bg-ink text-white`}>
                  <span className="sr-only">{t('page', { page: n })}</span>
                  <span aria-hidden="true">{n}</span>
                </span>
              ) : (
                <QueuedLink href={href(n)} className={`${link} text-ink-soft hover:bg-sand`} aria-label={t('page', { page: n })}>
                  {n}
                </QueuedLink>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <QueuedLink
              href={href(page + 1)}
              rel="next"
              className={`${link} border border-line hover:border-ink/40`}
              data-testid="page-next"
            >
              <span className="mr-1.5 hidden sm:inline">{t('next')}</span>
              <span className="sr-only sm:hidden">{t('next')}</span>
              <span aria-hidden="true">→</span>
            </QueuedLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

async function EmptyState({ basePath, state, suggestions }: { basePath: string; state: SearchState; suggestions: Suggestion[] }) {
  const t = await getTranslations('results.empty');
  const filtered = activeFilterCount(state) > 0;
  const dated = Boolean(state.check_in);
  const button =
    'inline-flex rounded-full px-6 py-3 text-[0.72rem] font-semibold tracking-[0.2em] uppercase transition focus-visible:ring-2 focus-visible:ring-gold';
  return (
    <div data-testid="results-empty" className="mt-6 rounded-3xl border border-line bg-sand px-6 py-12 text-center md:px-12">
      <h3 className="font-serif text-3xl text-ink">{t('title')}</h3>
      <p className="mx-auto mt-3 max-w-lg text-ink-soft">{filtered || dated ? t('textFiltered') : t('textNone')}</p>
      <div className="mt-7 flex flex-wrap justify-center gap-3">
        {filtered ? (
          <QueuedLink
            href={searchHref(basePath, clearFilters(state))}
            className={`${button} bg-sea text-white hover:bg-sea-deep`}
            data-testid="empty-clear"
          >
            {t('clearFilters')}
          </QueuedLink>
        ) : null}
        {dated ? (
          <QueuedLink
            href={searchHref(basePath, { ...state, check_in: undefined, check_out: undefined, page: 1 })}
            className={`${button} border border-ink/25 text-ink hover:border-ink/60`}
          >
            {t('otherDates')}
          </QueuedLink>
        ) : null}
      </div>
      {suggestions.length > 0 ? (
        <div className="mt-10">
          <p className="text-[0.65rem] font-semibold tracking-[0.22em] text-gold-deep uppercase">{t('nearby')}</p>
          <ul className="mt-4 flex flex-wrap justify-center gap-2">
            {suggestions.map((s) => (
              <li key={s.slug}>
                <QueuedLink
                  href={searchHref(`/d/${s.slug}`, { ...clearFilters(state), sort: 'recommended', view: 'list' })}
                  className="block rounded-full border border-line bg-white px-4 py-2 text-sm text-ink-soft transition hover:border-ink/40 hover:text-ink"
                >
                  {s.name} <span className="text-muted">· {s.count}</span>
                </QueuedLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A results page's body (destination, every villa, the Reserve collection): the server reads the
 * search from the URL, asks the catalogue, and renders the cards; ResultsShell adds the controls.
 */
export async function ResultsView({
  locale,
  basePath,
  scope,
  searchParams,
  title,
  suggestions = [],
}: {
  locale: Locale;
  /** The page's path without the locale, e.g. /d/punta-cana. */
  basePath: string;
  scope: ResultsScope;
  searchParams: Record<string, string | string[] | undefined>;
  title: string;
  suggestions?: Suggestion[];
}) {
  const { state, dateIssue, guestsCapped } = parseSearchState(searchParams, isoToday(SEARCH_TIME_ZONE));
  if (scope.kind === 'reserve') state.reserve_collection = false;
  const [t, cardT, labels, result] = await Promise.all([
    getTranslations('results'),
    getTranslations('catalog.card'),
    resultsLabels(),
    searchResults(await pageContext(locale), scope, state),
  ]);
  const shown = { ...state, page: result.page };
  const mapView = state.view === 'map';
  const perNight = t('perNight');
  const currency = result.items[0]?.currency ?? 'USD';

  const summary = (
    <div>
      <h2 id="results-heading" className="font-serif text-2xl leading-tight text-ink md:text-3xl">
        {title}
      </h2>
      <p className="text-sm text-muted" data-testid="result-count" data-count={result.total} aria-live="polite">
        {t('count', { count: result.total })}
        {result.pageCount > 1 ? ` · ${t('pageOf', { page: result.page, pages: result.pageCount })}` : ''}
      </p>
      {state.bounds ? (
        <p className="mt-1 text-sm text-ink-soft" data-testid="area-filter">
          {t('area.active')}{' '}
          <QueuedLink
            href={searchHref(basePath, { ...shown, bounds: undefined, page: 1 })}
            className="font-semibold text-sea underline decoration-gold/60 underline-offset-4 hover:text-sea-deep"
          >
            {t('area.remove')}
          </QueuedLink>
        </p>
      ) : null}
    </div>
  );

  return (
    <section aria-labelledby="results-heading" data-testid="results" data-view={state.view}>
      <ResultsShell
        locale={locale}
        basePath={basePath}
        state={shown}
        labels={labels}
        priceBounds={result.priceBounds}
        amenities={result.amenities}
        currency={currency}
        hideReserveToggle={scope.kind === 'reserve'}
        activeFilters={activeFilterCount(state)}
        summary={summary}
        mapPoints={
          mapView
            ? result.items.map((card) => {
                // With dates a pin shows the stay's total, as its card does.
                const price = formatMoney(locale, card.stay ? card.stay.totalCents : card.price, card.currency);
                return {
                  id: card.id,
                  lat: card.lat,
                  lng: card.lng,
                  price,
                  label: card.stay
                    ? `${card.name}, ${price} ${cardT('total')} · ${cardT('nights', { count: card.stay.nights })}`
                    : `${card.name}, ${price} ${perNight}`,
                  href: locale === 'en' ? `/property/${card.id}` : `/${locale}/property/${card.id}`,
                };
              })
            : []
        }
      >
        {dateIssue ? (
          <p role="alert" data-testid="date-notice" className="mt-4 rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger">
            {t(`dateIssue.${dateIssue}`)}
          </p>
        ) : null}
        {guestsCapped ? (
          <p role="status" data-testid="guests-notice" className="mt-4 rounded-xl bg-sand-deep px-4 py-3 text-sm text-ink">
            {t.rich('guestsCapped', {
              max: MAX_GUESTS,
              contact: (chunks) => (
                <a href={localizeHref(locale, '/contact-us')} className="font-semibold text-sea underline underline-offset-4">
                  {chunks}
                </a>
              ),
            })}
          </p>
        ) : null}
        {result.items.length > 0 ? (
          <ul
            data-testid="results-grid"
            className={`mt-6 grid gap-x-6 gap-y-12 sm:grid-cols-2 ${mapView ? '' : 'xl:grid-cols-3 2xl:grid-cols-4'}`}
          >
            {result.items.map((card, index) => (
              <li key={card.id}>
                <PropertyCard
                  card={card}
                  stay={card.stay}
                  eager={index < 2}
                  sizes={
                    mapView
                      ? '(min-width: 80rem) 24vw, (min-width: 40rem) 45vw, 100vw'
                      : '(min-width: 96rem) 20vw, (min-width: 80rem) 26vw, (min-width: 40rem) 40vw, 100vw'
                  }
                />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState basePath={basePath} state={shown} suggestions={suggestions} />
        )}
        <Pagination basePath={basePath} state={shown} page={result.page} pageCount={result.pageCount} />
      </ResultsShell>
    </section>
  );
}
