// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Field } from './field';
import { TextField } from './text-field';
import { type ApiRequest, useApiAction } from './use-api-action';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const fetchMock = vi.fn();
beforeEach(() => {
  refresh.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function Probe({ request, refreshAll = false }: { request: ApiRequest<{ id: number }>; refreshAll?: boolean }) {
  const a = useApiAction({ locale: 'en', network: 'No connection.', refresh: refreshAll });
  return (
    <div>
      <button type="button" onClick={() => void a.run('/v1/things', request)}>
        Go
      </button>
      <span data-testid="busy">{String(a.busy)}</span>
      <span data-testid="error">{a.error ?? ''}</span>
      <span data-testid="field">{a.fields.name ?? ''}</span>
      <span data-testid="done">{String(a.done)}</span>
      <span data-testid="notice">{a.notice ?? ''}</span>
    </div>
  );
}

/** A form on the kit: the API names the fields with errors. */
function Listing() {
  const a = useApiAction({ locale: 'en', network: 'No connection.' });
  return (
    <>
      <form aria-label="other">
        <input name="stale" aria-invalid="true" readOnly />
      </form>
      <form
        aria-label="listing"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void a.run('/v1/things', { json: {} });
        }}
      >
        <TextField label="Name" name="name" defaultValue="" error={a.fields.name} />
        <TextField label="Description" name="description" rows={3} defaultValue="" error={a.fields.description} />
        <TextField label="Maximum guests" name="capacity" type="number" error={a.fields.capacity} />
        <Field label="Notes" error={a.fields.notes}>
          {(p) => <textarea name="notes" {...p} />}
        </Field>
        <button type="submit">Save</button>
      </form>
    </>
  );
}

describe('useApiAction', () => {
  it('success: done, the notice from the data, onSuccess, and the refresh', async () => {
    fetchMock.mockResolvedValue(answer(201, { data: { id: 7 } }));
    const onSuccess = vi.fn();
    render(<Probe refreshAll request={{ json: { name: 'x' }, notice: (d) => `Made ${d.id}`, onSuccess }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByTestId('done').textContent).toBe('true');
    expect(screen.getByTestId('notice').textContent).toBe('Made 7');
    expect(onSuccess).toHaveBeenCalledWith({ id: 7 });
    expect(refresh).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/v1/things?locale=en');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"x"}');
  });

  it('error: the sentence and the field messages of `{error, code, fields}`, no refresh', async () => {
    fetchMock.mockResolvedValue(answer(422, { error: 'Check the form.', code: 'validation', fields: { name: 'Too long.' } }));
    render(<Probe refreshAll request={{ json: {} }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByTestId('error').textContent).toBe('Check the form.');
    expect(screen.getByTestId('field').textContent).toBe('Too long.');
    expect(screen.getByTestId('done').textContent).toBe('false');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('offline: the network sentence', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<Probe request={{}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByTestId('error').textContent).toBe('No connection.');
  });

  it('busy while the call runs', async () => {
    let resolve: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    render(<Probe request={{}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByTestId('busy').textContent).toBe('true');
    await act(async () => resolve(answer(200, { data: { id: 1 } })));
    expect(screen.getByTestId('busy').textContent).toBe('false');
  });

  it('idempotent: the same key while the same request is retried, a new one after it went through', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('lost')).mockResolvedValue(answer(201, { data: { id: 1 } }));
    render(<Probe request={{ json: { amount: 100 }, idempotent: true }} />);
    const go = screen.getByRole('button', { name: 'Go' });
    await userEvent.click(go);
    await userEvent.click(go);
    await userEvent.click(go);
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'],
    );
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('a failed submit focuses the first invalid field of the form, keeps what was typed and shows each message beside its field', async () => {
    fetchMock.mockResolvedValue(
      answer(422, {
        error: 'Some fields need your attention.',
        code: 'validation_failed',
        fields: { capacity: 'Enter at least 1.', notes: 'Too long.' },
      }),
    );
    const scrolled: string[] = [];
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this.getAttribute('name') ?? this.id);
    };
    render(<Listing />);
    await userEvent.type(screen.getByLabelText('Description'), 'Sea views');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const capacity = screen.getByLabelText('Maximum guests');
    await vi.waitFor(() => expect(document.activeElement).toBe(capacity));
    expect(capacity.getAttribute('aria-invalid')).toBe('true');
    expect(scrolled).toEqual(['capacity']);
    // The message sits beside its field (its description), and nothing typed is lost.
    const describedBy = capacity.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('Enter at least 1.');
    expect(screen.getByLabelText('Notes').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Sea views');
  });
});
