/** The Alma Villas mark: a villa's arched doorway opening on a setting sun. Decorative (the wordmark names it). */
export function BrandMark({ className = '', inverted = false }: { className?: string; inverted?: boolean }) {
  const ground = inverted ? '#fffdf9' : '#1f4e5a';
  const line = inverted ? '#1f4e5a' : '#e7cf9f';
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <rect width="64" height="64" rx="32" fill={ground} />
      <path d="M21 46V30a11 11 0 0 1 22 0v16" fill="none" stroke={line} strokeWidth="3" strokeLinecap="round" />
      <circle cx="32" cy="38" r="4.5" fill={line} />
      <path d="M15 46h34" stroke={line} strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
