import { QueuedLink } from '@/components/system/queued-link';

/** What a list page shows when it has nothing published yet: why, and where to go instead. */
export function EmptyState({ title, text, action }: { title: string; text: string; action: { href: string; label: string } }) {
  return (
    <div data-testid="empty-state" className="container-page">
      <div className="border-t-2 border-gold bg-sand px-6 py-14 text-center md:px-16 md:py-20">
        <h2 className="font-serif text-3xl text-ink md:text-4xl">{title}</h2>
        <p className="mx-auto mt-4 max-w-xl leading-relaxed text-ink-soft">{text}</p>
        <QueuedLink
          href={action.href}
          className="mt-8 inline-flex items-center gap-3 rounded-full bg-sea px-7 py-4 text-[0.72rem] font-semibold tracking-[0.2em] text-white uppercase transition hover:bg-sea-deep"
        >
          {action.label}
          <span aria-hidden="true">→</span>
        </QueuedLink>
      </div>
    </div>
  );
}
