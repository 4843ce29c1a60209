'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiFetch, toApiError } from '@/components/ui/api-client';
import type { Locale } from '@/i18n/routing';

export interface OutboxRetryText {
  retry: string;
  retrying: string;
  retried: string;
  network: string;
  /** The button's accessible name, naming the mail. */
  label: string;
}

/**
 * "Retry now" on one outbox row (decision 041): POST /v1/admin/outbox/{id}/retry, then the page is
 * read again. The outcome is announced next to the button (a polite live region; an error as alert).
 */
export function OutboxRetryButton({ id, locale, text }: { id: number; locale: Locale; text: OutboxRetryText }) {
  const router = useRouter();
  const [state, setState] = useState<{ busy: boolean; done: boolean; error: string | null }>({ busy: false, done: false, error: null });
  async function retry() {
    setState({ busy: true, done: false, error: null });
    try {
      await apiFetch(locale, `/v1/admin/outbox/${id}/retry`, { method: 'POST', networkError: text.network });
      setState({ busy: false, done: true, error: null });
      router.refresh();
    } catch (err) {
      setState({ busy: false, done: false, error: toApiError(err, text.network).message });
    }
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={retry}
        disabled={state.busy}
        aria-label={text.label}
        data-testid="outbox-retry"
        className="inline-flex min-h-8 items-center rounded-full border border-sea-deep px-3 text-xs font-semibold whitespace-nowrap text-sea-deep transition hover:bg-sea-deep hover:text-white focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
      >
        {state.busy ? text.retrying : text.retry}
      </button>
      <span aria-live="polite" className="text-xs text-ink-soft">
        {state.done ? text.retried : null}
      </span>
      {state.error ? (
        <span role="alert" className="text-xs text-danger">
          {state.error}
        </span>
      ) : null}
    </span>
  );
}
