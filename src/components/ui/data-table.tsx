import type { HTMLAttributes, ReactNode, Ref } from 'react';

export interface Column<Row> {
  /** React key and the cell's `data-column`. */
  key: string;
  /** The column's header; on a phone, the label beside the value in the row's card. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** `end` for amounts (right-aligned, tabular figures). */
  align?: 'start' | 'end';
  /** Extra classes of the cell (a width, break-words). */
  className?: string;
  /** On the card only: the cell's value takes the card's whole width without its label (the row's title). */
  primary?: boolean;
  /** Cell attributes (data-testid) for e2e selectors. */
  testId?: string;
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  /** The table's accessible name. */
  label: string;
  /** The row's actions (buttons, links): the last column on a desktop, the card's footer on a phone. */
  actions?: (row: Row) => ReactNode;
  actionsHeader?: ReactNode;
  /** Attributes of each row (data-testid, data-id, data-state; a ref, tabIndex and onFocus for a keyboard-driven list). */
  rowProps?: (row: Row, index: number) => RowProps;
  /** The table's minimum width from md up (it scrolls sideways below it): `md:min-w-[56rem]`. */
  minWidthClass?: string;
  testId?: string;
}

/** What `rowProps` may set on a row: data attributes, and what a roving focus needs (the classes are added to the row's). */
export type RowProps = { [name: `data-${string}`]: string | number | undefined } & Pick<
  HTMLAttributes<HTMLTableRowElement>,
  'tabIndex' | 'onFocus' | 'className'
> & { ref?: Ref<HTMLTableRowElement> };

const ROW =
  'grid grid-cols-2 gap-x-3 gap-y-2 rounded-xl border border-line bg-white p-3 align-top md:table-row md:rounded-none md:border-0 md:border-t md:p-0';

const END = 'md:text-right tabular-nums';

/**
 * A list of records, declared once as columns: a real <table> from `md` up; below it each row is a
 * card of label/value pairs with the row's actions at its foot (the same DOM: one set of test ids,
 * one tab order). Works in server and client components; cells are render functions.
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  label,
  actions,
  actionsHeader,
  rowProps,
  minWidthClass = '',
  testId,
}: DataTableProps<Row>) {
  return (
    <div className="md:overflow-x-auto md:rounded-xl md:border md:border-line md:bg-white">
      <table aria-label={label} className={`block w-full border-collapse text-sm md:table ${minWidthClass}`} data-testid={testId}>
        <thead className="hidden bg-sand text-left text-xs tracking-wide text-ink-soft uppercase md:table-header-group">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`px-3 py-2 ${c.align === 'end' ? 'text-right' : ''}`}>
                {c.header}
              </th>
            ))}
            {actions ? (
              <th scope="col" className="px-3 py-2">
                {actionsHeader}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="grid gap-3 md:table-row-group">
          {rows.map((row, index) => {
            const extra = rowProps?.(row, index);
            return (
              <tr key={rowKey(row)} {...extra} className={extra?.className ? `${ROW} ${extra.className}` : ROW}>
                {columns.map((c) => (
                  <td
                    key={c.key}
                    data-column={c.key}
                    data-testid={c.testId}
                    className={`min-w-0 md:table-cell md:px-3 md:py-2 ${c.primary ? 'col-span-2' : ''} ${c.align === 'end' ? END : ''} ${c.className ?? ''}`}
                  >
                    {c.primary ? null : (
                      <span className="block font-sans text-xs font-medium tracking-normal text-ink-soft normal-case md:hidden">
                        {c.header}
                      </span>
                    )}
                    {c.cell(row)}
                  </td>
                ))}
                {actions ? (
                  // A row without actions has no empty footer on its card.
                  <td className="col-span-2 border-t border-line pt-2 max-md:empty:hidden md:table-cell md:border-0 md:px-3 md:py-2">
                    {actions(row)}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
