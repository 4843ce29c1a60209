import { QueuedLink } from '@/components/system/queued-link';
import { pageWindow } from '@/lib/results-search';
import { type SearchState, searchHref } from '@/lib/search-state';

export interface PaginationLabels {
  label: string;
  previous: string;
  next: string;
  /** "Page 3". */
  page: (page: number) => string;
}

/** The pages of a result (shared by the server's results and the browser's dated ones). */
export function ResultsPagination({
  basePath,
  state,
  page,
  pageCount,
  labels,
}: {
  basePath: string;
  state: SearchState;
  page: number;
  pageCount: number;
  labels: PaginationLabels;
}) {
  if (pageCount <= 1) return null;
  const link = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold transition';
  const href = (n: number) => searchHref(basePath, { ...state, page: n });
  return (
    <nav aria-label={labels.label} className="mt-14 flex justify-center" data-testid="pagination">
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
              <span className="ml-1.5 hidden sm:inline">{labels.previous}</span>
              <span className="sr-only sm:hidden">{labels.previous}</span>
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
                  <span className="sr-only">{labels.page(n)}</span>
                  <span aria-hidden="true">{n}</span>
                </span>
              ) : (
                <QueuedLink href={href(n)} className={`${link} text-ink-soft hover:bg-sand`} aria-label={labels.page(n)}>
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
              <span className="mr-1.5 hidden sm:inline">{labels.next}</span>
              <span className="sr-only sm:hidden">{labels.next}</span>
              <span aria-hidden="true">→</span>
            </QueuedLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
