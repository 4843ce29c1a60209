// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChargeForm, type DeskLabels } from './desk-forms';

// The desk's forms refresh the page after a success and call the API with fetch: both stand-ins here.
const refresh = vi.fn();
const fetchMock = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
vi.stubGlobal('fetch', fetchMock);
afterEach(() => {
  cleanup();
  for (const mock of [refresh, fetchMock]) mock.mockReset();
});

const labels = new Proxy({} as DeskLabels, { get: (_, key) => String(key) });
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('ChargeForm (the desk forms on the kit)', () => {
  it('refuses an amount that is none without calling the server, and says so', async () => {
    render(<ChargeForm locale="en" tripId={7} labels={labels} />);
    await userEvent.type(screen.getByLabelText(/chargeDescription/), 'Late check-out');
    await userEvent.type(screen.getByLabelText(/chargeAmount/), 'abc');
    await userEvent.click(screen.getByTestId('desk-charge-add'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByTestId('form-error').textContent).toBe('badAmount');
  });

  it('shows the server’s message beside its field, then "done" and a refresh after a success', async () => {
    fetchMock.mockResolvedValueOnce(answer(422, { error: 'Check the form.', code: 'validation', fields: { description: 'Too long.' } }));
    render(<ChargeForm locale="en" tripId={7} labels={labels} />);
    const description = screen.getByLabelText(/chargeDescription/);
    await userEvent.type(description, 'Late check-out');
    await userEvent.type(screen.getByLabelText(/chargeAmount/), '25.50');
    await userEvent.click(screen.getByTestId('desk-charge-add'));
    expect(await screen.findByText('Too long.')).toBeTruthy();
    expect(description.getAttribute('aria-invalid')).toBe('true');
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toContain('/v1/concierge/trips/7/charges');
    expect(JSON.parse(String(init.body))).toEqual({ description: 'Late check-out', amount: 2550 });

    fetchMock.mockResolvedValueOnce(answer(201, { data: { id: 1 } }));
    await userEvent.click(screen.getByTestId('desk-charge-add'));
    expect(await screen.findByText('done')).toBeTruthy();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Too long.')).toBeNull();
  });
});
