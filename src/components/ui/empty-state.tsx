import { QueuedLink } from '@/components/system/queued-link';

export interface EmptyStateProps {
  /** The heading (page variant) or the sentence's lead. */
  title?: string;
  text: string;
  /** Where to go instead (page variant). */
  action?: { href: string; label: string };
  /**
   * `page`: a public list page with nothing published yet (a sand band, a heading, a call to action).
   * `inline`: a staff list or table with no rows (a dashed box with one sentence).
   */
  variant?: 'page' | 'inline';
  testId?: string;
}

/** What a list shows when it has nothing: why, and (on a public page) where to go instead. */
export function EmptyState({ title, text, action, variant = 'page', testId = 'empty-state' }: EmptyStateProps) {
  if (variant === 'inline') {
    return (
      <div className="rounded-xl border border-dashed border-line bg-white px-4 py-8 text-center text-ink-soft" data-testid={testId}>
        {title ? <p className="font-semibold text-ink">{title}</p> : null}
        <p>{text}</p>
      </div>
    );
  }
  return (
    <div data-testid={testId} className="container-page">
      <div className="border-t-2 border-gold bg-sand px-6 py-14 text-center md:px-16 md:py-20">
        {title ? <h2 className="font-serif text-3xl text-ink md:text-4xl">{title}</h2> : null}
        <p className="mx-auto mt-4 max-w-xl leading-relaxed text-ink-soft">{text}</p>
        {action ? (
          <QueuedLink
            href={action.href}
            className="mt-8 inline-flex items-center gap-3 rounded-full bg-sea px-7 py-4 text-[0.72rem] font-semibold tracking-[0.2em] text-white uppercase transition hover:bg-sea-deep"
          >
            {action.label}
            <span aria-hidden="true">→</span>
          </QueuedLink>
        ) : null}
      </div>
    </div>
  );
}
