// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReasonDialog } from './text-submit';

// The dialog refreshes the page after a success and calls the API with fetch: both stand-ins here.
const refresh = vi.fn();
const fetchMock = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
vi.stubGlobal('fetch', fetchMock);
afterEach(() => {
  cleanup();
  for (const mock of [refresh, fetchMock]) mock.mockReset();
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const labels = {
  reason: 'Reason',
  hint: 'Up to 1000 characters.',
  submit: 'Decline',
  cancel: 'Cancel',
  working: 'Working…',
  network: 'Offline.',
};

function open(onDone = vi.fn(), onClose = vi.fn()) {
  render(
    <ReasonDialog
      locale="en"
      path="/v1/things/7/decline"
      title="Decline thing 7"
      intro="The guest reads your reason."
      labels={labels}
      testIdPrefix="thing-decline"
      onDone={onDone}
      onClose={onClose}
    />,
  );
  return { onDone, onClose, reason: screen.getByLabelText(/Reason/) as HTMLTextAreaElement };
}

describe('ReasonDialog (a required reason, sent through the API hook)', () => {
  it('is a dialog named by its title, its reason field described by the hint', () => {
    const { reason } = open();
    const dialog = screen.getByRole('dialog', { name: 'Decline thing 7' });
    expect(dialog.getAttribute('data-testid')).toBe('thing-decline-dialog');
    expect(dialog.textContent).toContain('The guest reads your reason.');
    expect(reason.getAttribute('data-testid')).toBe('thing-decline-reason');
    const described = (reason.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('Up to 1000 characters.');
  });

  it('refuses an empty reason without calling the server: the field says what is missing', async () => {
    const { onDone, reason } = open();
    await userEvent.click(screen.getByTestId('thing-decline-submit'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    // The browser's own check (required): the field is invalid and carries its message.
    expect(reason.required).toBe(true);
    expect(reason.validity.valueMissing).toBe(true);
    expect(reason.validationMessage).not.toBe('');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows the server’s message beside the field, then calls back once it went through', async () => {
    fetchMock.mockResolvedValueOnce(answer(422, { error: 'Check the form.', code: 'validation', fields: { reason: 'Too short.' } }));
    const { onDone, reason } = open();
    await userEvent.type(reason, 'Spam');
    await userEvent.click(screen.getByTestId('thing-decline-submit'));
    expect(await screen.findByText('Too short.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    const described = (reason.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('Too short.');
    // The field's own message, not the form's sentence again under it.
    expect(screen.queryByTestId('dialog-error')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toContain('/v1/things/7/decline');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'Spam' });

    fetchMock.mockResolvedValueOnce(answer(200, { data: { id: 7 } }));
    await userEvent.type(reason, ' in the text');
    await userEvent.click(screen.getByTestId('thing-decline-submit'));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body))).toEqual({ reason: 'Spam in the text' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s sentence that is not about the field under it, announced', async () => {
    fetchMock.mockResolvedValueOnce(answer(409, { error: 'Already declined.', code: 'conflict' }));
    const { onDone, reason } = open();
    await userEvent.type(reason, 'Off topic');
    await userEvent.click(screen.getByTestId('thing-decline-submit'));
    const alert = await screen.findByTestId('dialog-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe('Already declined.');
    expect(reason.getAttribute('aria-invalid')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('Cancel closes it without a call', async () => {
    const { onClose } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
