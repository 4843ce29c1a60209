import type { ReactNode } from 'react';

/** The frame of the account forms: heading, lead, the form in a card, links below. */
export function AccountPage({ title, lead, children, footer }: { title: string; lead?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="container-page flex justify-center py-12 md:py-20">
      <div className="w-full max-w-md">
        <h1 className="font-serif text-4xl leading-tight md:text-5xl">{title}</h1>
        {lead ? <p className="mt-4 text-base leading-relaxed text-ink-soft">{lead}</p> : null}
        <div className="mt-8 rounded-3xl border border-line bg-white/70 p-6 shadow-sm md:p-8">{children}</div>
        {footer ? <div className="mt-6 flex flex-col gap-2 text-sm text-ink-soft">{footer}</div> : null}
      </div>
    </section>
  );
}
