import type { HTMLAttributes, ReactNode } from 'react';

/** The guest pages' card: a rounded white box (`tone="sand"`: the guestbook's gold-edged sand). */
const TONES = {
  card: 'rounded-3xl border border-line bg-white/70 shadow-sm',
  sand: 'rounded-3xl border border-gold bg-sand shadow-sm',
} as const;

export interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading's id: the section is labelled by it. */
  headingId: string;
  heading: ReactNode;
  /** `xl` (a block of a page) or `2xl` (a page's main panel). */
  headingSize?: 'xl' | '2xl';
  tone?: keyof typeof TONES;
  /** Padding, margin and layout classes beside the tone's (default `p-6`). */
  className?: string;
  testId?: string;
  children?: ReactNode;
}

/**
 * A titled section of a guest page (trip tabs, guestbook, check-in): one `<section>` labelled by its
 * `<h2>`, in the site's card look. Server components may use it.
 */
export function Panel({ headingId, heading, headingSize = 'xl', tone = 'card', className = 'p-6', testId, children, ...rest }: PanelProps) {
  return (
    <section aria-labelledby={headingId} className={`${TONES[tone]} ${className}`} data-testid={testId} {...rest}>
      <h2 id={headingId} className={`font-serif ${headingSize === 'xl' ? 'text-xl' : 'text-2xl'}${tone === 'sand' ? ' text-ink' : ''}`}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
