function CardPlaceholders() {
  return (
    <ul className="mt-6 grid gap-x-6 gap-y-12 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <li key={i}>
          <div className="aspect-[4/3] animate-pulse rounded-2xl bg-sand-deep" />
          <div className="mt-4 h-3 w-28 animate-pulse rounded bg-sand" />
          <div className="mt-2 h-6 w-48 animate-pulse rounded bg-sand-deep" />
          <div className="mt-2 h-4 w-40 animate-pulse rounded bg-sand" />
        </li>
      ))}
    </ul>
  );
}

/** The results while the server finds them: the frame of filters and cards, busy for assistive technology. */
/** The filter panel while it loads: five labelled fields, hidden from assistive technology. */
export function FilterSkeleton({ className }: { className: string }) {
  return (
    <div aria-hidden="true" className={className}>
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="space-y-2">
          <div className="h-3 w-24 animate-pulse rounded bg-sand-deep" />
          <div className="h-11 animate-pulse rounded-xl bg-sand" />
        </div>
      ))}
    </div>
  );
}

export function ResultsSkeleton({ label, hero = false }: { label: string; hero?: boolean }) {
  return (
    <div aria-busy="true" data-testid="results-loading">
      <p role="status" className="sr-only">
        {label}
      </p>
      {hero ? <div className="h-56 animate-pulse bg-sea-deep/85 md:h-72" /> : null}
      <div className="px-5 pb-16 md:px-8 lg:grid lg:grid-cols-[19rem_minmax(0,1fr)] lg:gap-10">
        <FilterSkeleton className="hidden space-y-6 pt-8 lg:block" />
        <div aria-hidden="true" className="pt-8">
          <div className="h-8 w-64 animate-pulse rounded bg-sand-deep" />
          <div className="mt-2 h-4 w-32 animate-pulse rounded bg-sand" />
          <CardPlaceholders />
        </div>
      </div>
    </div>
  );
}

/** The cards alone while the browser fetches a dated page's results (results-island.tsx), inside the page's frame. */
export function ResultsCardsSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" data-testid="results-loading">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true">
        <CardPlaceholders />
      </div>
    </div>
  );
}
