// @vitest-environment happy-dom
import { act, cleanup, fireEvent } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';
import type { ConversationLabels } from './conversation-types';

// The composer posts the message with fetch: a stand-in that answers as the server does.
const fetchMock = vi.fn();
vi.stubGlobal('fetch', fetchMock);
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  cleanup();
  fetchMock.mockReset();
  document.body.innerHTML = '';
});

const labels = new Proxy({} as ConversationLabels['composer'], { get: (_, key) => String(key) });
const sent = { id: 9, body: 'x', attachments: [], mine: true };

describe('Composer', () => {
  it('keeps the words typed before the page came to life when a photo is attached, and sends them', async () => {
    const onSent = vi.fn();
    const element = <Composer base="/v1/concierge/trips/7" labels={labels} onSent={onSent} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    // A concierge types while the page's script is still loading.
    const textArea = container.querySelector('textarea') as HTMLTextAreaElement;
    textArea.value = 'Here is the pool, ready for you.';

    await act(async () => {
      root = hydrateRoot(container, element);
    });
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'pool.png', { type: 'image/png' });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [photo] } });
    });
    expect(textArea.value).toBe('Here is the pool, ready for you.');
    expect(container.textContent).toContain('pool.png');

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ data: sent }), { status: 201 }));
    await act(async () => {
      fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    });
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/v1/concierge/trips/7/messages');
    const form = init.body as FormData;
    expect(form.get('body')).toBe('Here is the pool, ready for you.');
    expect((form.getAll('files') as File[]).map((f) => f.name)).toEqual(['pool.png']);
    expect(onSent).toHaveBeenCalledWith(sent);
    expect(textArea.value).toBe('');
  });
});
