import type { ReactNode } from 'react';

/** One line of a price breakdown (a `<dt>`/`<dd>` pair in a `<dl>`); `strong` is the total. Server or client. */
export function PriceLine({
  label,
  value,
  strong = false,
  testId,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-ink/70 pt-3 text-base font-semibold text-ink' : ''}`}
      data-testid={testId}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
