// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Select } from './field';
import { ListFilters } from './list-filters';
import { TextField } from './text-field';

afterEach(cleanup);

describe('ListFilters', () => {
  it('is a GET form on the list address with its hidden values, controls and reset link', async () => {
    render(
      <ListFilters
        action="/en/admin/properties"
        label="Filters"
        applyLabel="Apply"
        resetLabel="Clear"
        hidden={{ status: 'open', per_page: undefined }}
        testId="filters"
      >
        <TextField label="Search" name="q" type="search" size="sm" defaultValue="casa" />
        <Select
          label="Owner"
          name="owner"
          size="sm"
          options={[
            { value: '', label: 'Any' },
            { value: 3, label: 'Ana' },
          ]}
        />
      </ListFilters>,
    );
    const form = screen.getByRole('form', { name: 'Filters' }) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/en/admin/properties');
    await userEvent.selectOptions(screen.getByLabelText('Owner'), '3');
    expect([...new FormData(form).entries()]).toEqual([
      ['status', 'open'],
      ['q', 'casa'],
      ['owner', '3'],
    ]);
    expect(screen.getByRole('link', { name: 'Clear' }).getAttribute('href')).toBe('/en/admin/properties');
    expect(screen.getByRole('button', { name: 'Apply' }).getAttribute('type')).toBe('submit');
  });

  it('shows a control error beside it', () => {
    render(
      <ListFilters action="/x" label="Filters" applyLabel="Apply" resetLabel="Clear">
        <TextField label="From" name="from" type="date" size="sm" error="Not a date" />
      </ListFilters>,
    );
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
  });
});
