'use client';

import type { FormEvent, ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { Button } from './button';
import { DialogError, Modal, ModalActions } from './modal';
import { TextField } from './text-field';
import { useApiAction } from './use-api-action';

/**
 * A form whose one required text field is POSTed as `{ [name]: value }` (read from the form), the
 * page refreshed after: `onSubmit` for the <form>, `busy`, the field's own `fieldError` (the API's
 * `fields[name]`, shown beside the field) and `error`, the server's sentence when it is not the
 * field's. `onDone` runs after it went through (close a dialog).
 *
 *   const reply = useTextSubmit({ locale, network, path: `/v1/…/reply`, name: 'text' });
 *   <form onSubmit={reply.onSubmit}><TextField name="text" error={reply.fieldError} /> <FormError message={reply.error} />
 */
export function useTextSubmit({
  locale,
  network,
  path,
  name,
  onDone,
}: {
  locale: Locale;
  network: string;
  path: string;
  name: string;
  onDone?: () => void;
}) {
  const action = useApiAction({ locale, network, refresh: true });
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const value = String(new FormData(e.currentTarget).get(name) ?? '');
    void action.run(path, { json: { [name]: value }, onSuccess: onDone });
  }
  const fieldError = action.fields[name];
  return { onSubmit, busy: action.busy, fieldError, error: fieldError ? null : action.error };
}

/**
 * A dialog asking for a required reason (up to 1000 characters) before a refusal, sent as
 * `{ reason }` to `path` (useTextSubmit): the reason's own error beside it, the server's other
 * sentence under it, Cancel and the danger action. Open while mounted: `onClose` unmounts it.
 * Test ids: `${testIdPrefix}-dialog`, `-reason` and `-submit`.
 */
export function ReasonDialog({
  locale,
  path,
  title,
  intro,
  labels,
  testIdPrefix,
  onDone,
  onClose,
}: {
  locale: Locale;
  path: string;
  title: ReactNode;
  /** A sentence above the field (what the reason is for); `labels.hint` describes the field itself. */
  intro?: ReactNode;
  labels: { reason: string; hint?: string; submit: string; cancel: string; working: string; network: string };
  testIdPrefix: string;
  onDone: () => void;
  onClose: () => void;
}) {
  const reason = useTextSubmit({ locale, network: labels.network, path, name: 'reason', onDone });
  return (
    <Modal title={title} testId={`${testIdPrefix}-dialog`} size="lg" onClose={onClose}>
      <form onSubmit={reason.onSubmit} className="mt-4 grid gap-3">
        {intro ? <p className="text-sm text-ink-soft">{intro}</p> : null}
        <TextField
          label={labels.reason}
          name="reason"
          rows={4}
          isRequired
          maxLength={1000}
          description={labels.hint}
          error={reason.fieldError}
          data-testid={`${testIdPrefix}-reason`}
        />
        <DialogError message={reason.error} />
        <ModalActions cancel={labels.cancel} className="">
          <Button type="submit" variant="danger" busy={reason.busy} busyLabel={labels.working} data-testid={`${testIdPrefix}-submit`}>
            {labels.submit}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
