import type { ReactNode } from 'react';

/** The heading block every page opens with. */
export function PageIntro({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="container-page pt-12 pb-10 md:pt-20">
      {eyebrow ? <p className="text-xs font-semibold tracking-[0.25em] text-gold-deep uppercase">{eyebrow}</p> : null}
      <h1 className="mt-3 max-w-3xl font-serif text-4xl leading-tight md:text-6xl">{title}</h1>
      {lead ? <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-soft">{lead}</p> : null}
      {children}
    </section>
  );
}
