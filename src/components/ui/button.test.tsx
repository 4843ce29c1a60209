// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { buttonStyles } from './button-styles';

afterEach(cleanup);

describe('Button', () => {
  it('renders its variant and size classes, and extra layout classes', () => {
    render(
      <Button variant="danger" size="sm" className="justify-self-start" data-testid="b">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.className).toContain('bg-danger');
    expect(button.className).toContain('min-h-9');
    expect(button.className).toContain('justify-self-start');
    expect(button.getAttribute('data-testid')).toBe('b');
    expect(buttonStyles({ variant: 'secondary' })).toContain('border-line');
  });

  it('is pressed with the keyboard', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Save</Button>);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('while busy: disabled, the busy label, presses ignored', async () => {
    const onPress = vi.fn();
    render(
      <Button busy busyLabel="Saving…" onPress={onPress}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });
});
