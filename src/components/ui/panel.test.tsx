// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Panel } from './panel';

afterEach(cleanup);

describe('Panel', () => {
  it('is a section named by its heading, with its test id and extra attributes', () => {
    render(
      <Panel headingId="trip-payments" heading="Payments" testId="payments-list" className="mt-6 p-6" data-status="paid">
        <p>Body</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Payments' });
    expect(region.getAttribute('data-testid')).toBe('payments-list');
    expect(region.getAttribute('data-status')).toBe('paid');
    expect(region.className).toContain('mt-6');
    expect(screen.getByRole('heading', { level: 2, name: 'Payments' }).className).toContain('text-xl');
    expect(region.textContent).toContain('Body');
  });

  it('takes the sand tone and the larger heading', () => {
    render(<Panel headingId="g" heading="Guestbook" tone="sand" headingSize="2xl" />);
    expect(screen.getByRole('region', { name: 'Guestbook' }).className).toContain('bg-sand');
    expect(screen.getByRole('heading', { name: 'Guestbook' }).className).toContain('text-2xl text-ink');
  });
});
