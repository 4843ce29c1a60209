// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type Column, DataTable } from './data-table';

afterEach(cleanup);

type Villa = { id: number; name: string; cents: number };
const COLUMNS: Column<Villa>[] = [
  { key: 'name', header: 'Villa', cell: (v) => v.name, primary: true },
  { key: 'price', header: 'Price', cell: (v) => `$${v.cents / 100}`, align: 'end', testId: 'price' },
];
const ROWS: Villa[] = [
  { id: 1, name: 'Casa Azul', cents: 95000 },
  { id: 2, name: 'Villa Mar', cents: 120000 },
];

const edit = (v: Villa) => <button type="button">Edit {v.name}</button>;

describe('DataTable', () => {
  it('renders a table with one header per column, a row per record and its attributes', () => {
    render(
      <DataTable
        rows={ROWS}
        columns={COLUMNS}
        rowKey={(v) => v.id}
        label="Villas"
        rowProps={(v) => ({ 'data-testid': 'villa-row', 'data-id': v.id })}
        actions={edit}
        actionsHeader="Actions"
      />,
    );
    const table = screen.getByRole('table', { name: 'Villas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Villa', 'Price', 'Actions']);
    const rows = screen.getAllByTestId('villa-row');
    expect(rows.map((r) => r.getAttribute('data-id'))).toEqual(['1', '2']);
    // The card's label (shown below md) sits beside the value, except on the primary column.
    expect(within(rows[0] as HTMLElement).getByTestId('price').textContent).toBe('Price$950');
    expect((rows[0] as HTMLElement).querySelector('[data-column="name"]')?.textContent).toBe('Casa Azul');
  });

  it('reaches the row actions with the keyboard, in row order', async () => {
    render(<DataTable rows={ROWS} columns={COLUMNS} rowKey={(v) => v.id} label="Villas" actions={edit} />);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Edit Casa Azul');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Edit Villa Mar');
  });

  it('with no rows renders an empty body (the page shows an EmptyState instead)', () => {
    render(<DataTable rows={[]} columns={COLUMNS} rowKey={(v) => v.id} label="Villas" />);
    expect(screen.getByRole('table').querySelectorAll('tbody tr')).toHaveLength(0);
  });
});
