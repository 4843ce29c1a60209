/** In-page table of contents: sticky beside the text on large screens, a disclosure above it on small ones. */
export function InfoToc({ label, entries }: { label: string; entries: { id: string; label: string }[] }) {
  const list = (
    <ol className="space-y-1 text-sm">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className="block border-l border-line py-1.5 pl-4 leading-snug text-muted transition hover:border-gold hover:text-ink"
          >
            {entry.label}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <>
      <details className="group mb-10 rounded-sm border border-line bg-sand/60 px-5 py-4 lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between text-xs font-semibold tracking-[0.2em] text-gold-deep uppercase [&::-webkit-details-marker]:hidden">
          {label}
          <span aria-hidden="true" className="text-base transition group-open:rotate-45">
            +
          </span>
        </summary>
        <div className="mt-4">{list}</div>
      </details>
      <nav aria-label={label} className="hidden lg:block">
        <div className="sticky top-28 max-h-[calc(100dvh-8rem)] overflow-y-auto pb-8">
          <p className="mb-4 text-xs font-semibold tracking-[0.2em] text-gold-deep uppercase">{label}</p>
          {list}
        </div>
      </nav>
    </>
  );
}
