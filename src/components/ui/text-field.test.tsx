// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './text-field';

afterEach(cleanup);

describe('TextField', () => {
  it('labels the input and describes it with its hint', () => {
    render(<TextField label="Email" name="email" type="email" description="We write to it" isRequired data-testid="email" />);
    const input = screen.getByLabelText('Email') as HTMLInputElement;
    expect(input.name).toBe('email');
    expect(input.type).toBe('email');
    expect(input.required).toBe(true);
    expect(input.getAttribute('data-testid')).toBe('email');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('We write to it');
  });

  it('takes typing from the keyboard (uncontrolled, read through the form)', async () => {
    render(
      <form data-testid="form">
        <TextField label="Note" name="note" rows={3} />
      </form>,
    );
    await userEvent.tab();
    await userEvent.keyboard('Hello');
    const form = screen.getByTestId('form') as HTMLFormElement;
    expect(new FormData(form).get('note')).toBe('Hello');
    expect(screen.getByLabelText('Note').tagName).toBe('TEXTAREA');
  });

  it('shows the API field error, marks the input invalid and points to the message', () => {
    render(<TextField label="Email" name="email" error="This address is taken." />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('This address is taken.');
  });
});
