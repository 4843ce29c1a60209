import type { ReactNode } from 'react';

/**
 * A page's loading state (its loading.tsx) while a filter or a page of a staff list loads: the
 * frame stays, a quiet line says what is coming, a pale block stands where the content will be.
 */
export function PageLoading({
  label,
  testId,
  className = 'grid gap-3',
  children = <div className="h-64 animate-pulse rounded-xl border border-line bg-white" aria-hidden="true" />,
}: {
  label: string;
  testId: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className} data-testid={testId} role="status">
      <p className="text-sm text-ink-soft">{label}</p>
      {children}
    </div>
  );
}
