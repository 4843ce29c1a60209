'use client';

import { Button } from '@/components/ui/button';
import { useApiAction } from '@/components/ui/use-api-action';
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
  const action = useApiAction({ locale, network: text.network, refresh: true });
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        variant="accent-outline"
        size="xs"
        className="whitespace-nowrap"
        onPress={() => void action.run(`/v1/admin/outbox/${id}/retry`)}
        busy={action.busy}
        busyLabel={text.retrying}
        aria-label={text.label}
        data-testid="outbox-retry"
      >
        {text.retry}
      </Button>
      <span aria-live="polite" className="text-xs text-ink-soft">
        {action.done ? text.retried : null}
      </span>
      {action.error ? (
        <span role="alert" className="text-xs text-danger">
          {action.error}
        </span>
      ) : null}
    </span>
  );
}
