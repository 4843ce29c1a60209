import { QueuedLink } from '@/components/system/queued-link';
import type { InfoSection } from './info-content';

/** Body text set for reading: ~68 characters a line, generous leading. */
export const PROSE = 'max-w-[68ch] text-[1.0625rem] leading-8 text-ink-soft';

type Layout = 'stacked' | 'split';

/**
 * One section of an information page. `split` puts the heading in a left column beside the text
 * (short pages, large screens); `stacked` puts it above (pages with a table of contents).
 */
export function InfoSectionView({ section, id, number, layout }: { section: InfoSection; id: string; number?: number; layout: Layout }) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-28 border-t border-line py-12 first:border-t-0 first:pt-0 md:py-14 ${
        layout === 'split' ? 'lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16' : ''
      }`}
    >
      <div className={layout === 'split' ? 'lg:sticky lg:top-28 lg:self-start' : undefined}>
        {number === undefined ? null : (
          <p aria-hidden="true" className="font-serif text-lg text-gold-deep tabular-nums lining-nums">
            {String(number).padStart(2, '0')}
          </p>
        )}
        <h2 id={headingId} className="font-serif text-3xl leading-tight text-ink text-balance md:text-[2.5rem]">
          {section.heading}
        </h2>
      </div>
      <div className={layout === 'split' ? 'mt-6 lg:mt-2' : 'mt-6'}>
        <div className={`${PROSE} space-y-5`}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-pretty">
              {paragraph}
            </p>
          ))}
        </div>
        {section.items?.length ? (
          <ul className={`${PROSE} mt-7 space-y-3`}>
            {section.items.map((item) => (
              <li
                key={item}
                className="relative pl-7 before:absolute before:top-[0.8em] before:left-0.5 before:size-1.5 before:rotate-45 before:bg-gold"
              >
                {item}
              </li>
            ))}
          </ul>
        ) : null}
        {section.link ? (
          <p className="mt-7">
            <QueuedLink
              href={section.link.href}
              className="group inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-sea underline decoration-gold/60 underline-offset-[6px] transition hover:text-sea-deep hover:decoration-gold"
            >
              {section.link.label}
              <span aria-hidden="true" className="transition group-hover:translate-x-0.5">
                →
              </span>
            </QueuedLink>
          </p>
        ) : null}
      </div>
    </section>
  );
}
