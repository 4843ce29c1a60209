/** The site's line icons (decorative: the control around one carries its name). */

/** A cross: closes a dialog, a sheet or a menu, or clears a field. */
export function CloseIcon({ className = 'size-6', strokeWidth = '1.4' }: { className?: string; strokeWidth?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={strokeWidth}>
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}

/** A chevron: a previous (`left`) or next (`right`) month or photo. */
export function ChevronIcon({ side, className = 'size-6' }: { side: 'left' | 'right'; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.6">
      <path d={side === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
