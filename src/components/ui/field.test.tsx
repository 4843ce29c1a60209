// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox, CheckboxGroup } from './checkbox';
import { Field, Select } from './field';

afterEach(cleanup);

const OPTIONS = [
  { value: '', label: 'Any' },
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
];

describe('Field and Select', () => {
  it('wires a custom control to its label, hint and error', () => {
    render(
      <Field label="Date" description="The day it starts" error="Too early" id="from">
        {(p) => <input type="date" name="from" {...p} />}
      </Field>,
    );
    const input = screen.getByLabelText('Date');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('from-description from-error');
    expect(screen.getByTestId('from-error').textContent).toBe('Too early');
  });

  it('a Select is chosen with the keyboard and submits its value', async () => {
    render(
      <form data-testid="form">
        <Select label="Status" name="status" options={OPTIONS} defaultValue="" data-testid="status" />
      </form>,
    );
    const select = screen.getByLabelText('Status') as HTMLSelectElement;
    await userEvent.selectOptions(select, 'published');
    expect(new FormData(screen.getByTestId('form') as HTMLFormElement).get('status')).toBe('published');
    expect(select.getAttribute('aria-invalid')).toBeNull();
  });

  it('a Select shows its error', () => {
    render(<Select label="Owner" name="owner" options={OPTIONS} error="Pick an owner" />);
    expect(screen.getByLabelText('Owner').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Pick an owner')).toBeTruthy();
  });
});

describe('Checkbox and CheckboxGroup', () => {
  it('toggles with the keyboard and submits the checked values', async () => {
    render(
      <form data-testid="form">
        <CheckboxGroup id="groups" label="Groups" error="Pick one">
          <Checkbox name="groups" value="a">
            A
          </Checkbox>
          <Checkbox name="groups" value="b" defaultChecked>
            B
          </Checkbox>
        </CheckboxGroup>
      </form>,
    );
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(new FormData(screen.getByTestId('form') as HTMLFormElement).getAll('groups')).toEqual(['a', 'b']);
    const group = screen.getByRole('group', { name: 'Groups' });
    expect(group.getAttribute('aria-describedby')).toBe('groups-error');
    expect(screen.getByTestId('groups-error').textContent).toBe('Pick one');
  });
});
