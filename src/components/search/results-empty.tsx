import { QueuedLink } from '@/components/system/queued-link';
import { activeFilterCount, clearFilters } from '@/lib/results-search';
import { type SearchState, searchHref } from '@/lib/search-state';

export interface Suggestion {
  slug: string;
  name: string;
  count: number;
}

export interface EmptyLabels {
  title: string;
  textFiltered: string;
  textNone: string;
  clearFilters: string;
  otherDates: string;
  nearby: string;
}

/** No villa matches: loosen the filters, drop the dates, or try a nearby destination. */
export function ResultsEmpty({
  basePath,
  state,
  suggestions,
  labels,
}: {
  basePath: string;
  state: SearchState;
  suggestions: Suggestion[];
  labels: EmptyLabels;
}) {
  const filtered = activeFilterCount(state) > 0;
  const dated = Boolean(state.check_in);
  const button =
    'inline-flex rounded-full px-6 py-3 text-[0.72rem] font-semibold tracking-[0.2em] uppercase transition focus-visible:ring-2 focus-visible:ring-gold';
  return (
    <div data-testid="results-empty" className="mt-6 rounded-3xl border border-line bg-sand px-6 py-12 text-center md:px-12">
      <h3 className="font-serif text-3xl text-ink">{labels.title}</h3>
      <p className="mx-auto mt-3 max-w-lg text-ink-soft">{filtered || dated ? labels.textFiltered : labels.textNone}</p>
      <div className="mt-7 flex flex-wrap justify-center gap-3">
        {filtered ? (
          <QueuedLink
            href={searchHref(basePath, clearFilters(state))}
            className={`${button} bg-sea text-white hover:bg-sea-deep`}
            data-testid="empty-clear"
          >
            {labels.clearFilters}
          </QueuedLink>
        ) : null}
        {dated ? (
          <QueuedLink
            href={searchHref(basePath, { ...state, check_in: undefined, check_out: undefined, page: 1 })}
            className={`${button} border border-ink/25 text-ink hover:border-ink/60`}
          >
            {labels.otherDates}
          </QueuedLink>
        ) : null}
      </div>
      {suggestions.length > 0 ? (
        <div className="mt-10">
          <p className="text-[0.65rem] font-semibold tracking-[0.22em] text-gold-deep uppercase">{labels.nearby}</p>
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
