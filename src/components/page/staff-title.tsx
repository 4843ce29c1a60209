import type { ReactNode } from 'react';

/** The title of a staff page (administration, owner portal): its heading and a line under it. */
export function StaffTitle({
  title,
  lead,
  className,
  leadClassName = 'text-sm text-ink-soft',
}: {
  title: ReactNode;
  lead: ReactNode;
  className?: string;
  leadClassName?: string;
}) {
  return (
    <div className={className}>
      <h1 className="font-serif text-2xl md:text-3xl">{title}</h1>
      <p className={leadClassName}>{lead}</p>
    </div>
  );
}

/** A staff page's title with what stands at its end (a filter, a count, a download): they wrap on a narrow screen. */
export function StaffTitleBar({
  title,
  lead,
  gap = 'gap-3',
  children,
}: {
  title: ReactNode;
  lead: ReactNode;
  gap?: 'gap-2' | 'gap-3';
  children?: ReactNode;
}) {
  return (
    <div className={`flex flex-wrap items-end justify-between ${gap}`}>
      <StaffTitle className="min-w-0" title={title} lead={lead} />
      {children}
    </div>
  );
}
