import type { ReactNode } from 'react';
import { buttonStyles } from './button-styles';

export interface ListFiltersProps {
  /** The list page's own address (localized): the form GETs it, and "reset" links to it bare. */
  action: string;
  /** The form's accessible name ("Filters"). */
  label: string;
  applyLabel: string;
  resetLabel: string;
  /** Values that travel unchanged (the status tab, the page size): name → value; empty ones are left out. */
  hidden?: Record<string, string | undefined>;
  /** The controls: TextField / Select with size="sm", named as the URL's parameters. */
  children: ReactNode;
  /** The grid of the controls (the default: two columns on a phone, a row from sm up). */
  className?: string;
  testId?: string;
  applyTestId?: string;
  resetTestId?: string;
}

/**
 * A list's filters as a plain GET form: the URL is the state, so a filtered view is a link (shared,
 * bookmarked, reloaded) and the form works before or without JavaScript. The page reads the values
 * back from its searchParams and passes them as the controls' `defaultValue`.
 */
export function ListFilters({
  action,
  label,
  applyLabel,
  resetLabel,
  hidden = {},
  children,
  className = 'grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap',
  testId,
  applyTestId = 'filter-apply',
  resetTestId = 'filter-reset',
}: ListFiltersProps) {
  return (
    <form method="get" action={action} aria-label={label} className={className} data-testid={testId}>
      {Object.entries(hidden).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      {children}
      <div className="col-span-2 flex items-end gap-2 sm:col-span-1">
        <button type="submit" className={buttonStyles({ size: 'sm', variant: 'primary' })} data-testid={applyTestId}>
          {applyLabel}
        </button>
        <a href={action} className={buttonStyles({ size: 'sm', variant: 'secondary' })} data-testid={resetTestId}>
          {resetLabel}
        </a>
      </div>
    </form>
  );
}
