import { buttonStyles } from './button-styles';

export interface PagerProps {
  page: number;
  pageCount: number;
  /** The address of page n (the list's filters kept). */
  href: (n: number) => string;
  /** The nav's accessible name, the two links' words and "Page {page} of {count}" already filled. */
  labels: { label: string; previous: string; next: string; page: string };
}

/** Previous / "Page 2 of 5" / Next under a list: plain links (rel prev/next); nothing with one page. */
export function Pager({ page, pageCount, href, labels }: PagerProps) {
  if (pageCount <= 1) return null;
  const link = buttonStyles({ variant: 'secondary', size: 'sm' });
  return (
    <nav aria-label={labels.label} className="flex items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <a href={href(page - 1)} className={link} rel="prev">
          {labels.previous}
        </a>
      ) : (
        <span />
      )}
      <span className="text-ink-soft">{labels.page}</span>
      {page < pageCount ? (
        <a href={href(page + 1)} className={link} rel="next">
          {labels.next}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
