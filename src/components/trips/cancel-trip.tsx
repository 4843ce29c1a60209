'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { apiFetch, toApiError } from '@/components/ui/api-client';
import { FormError } from '@/components/ui/form-parts';
import type { Locale } from '@/i18n/routing';
import { markTripCancelled } from './focus-after-cancel';

export interface CancelTripLabels {
  open: string;
  dialogTitle: string;
  /** The refund sentence, already formatted on the server from the cancellation preview. */
  dialogText: string;
  confirm: string;
  keep: string;
  working: string;
  network: string;
}

/**
 * "Cancel this trip": a native modal <dialog> (focus stays inside, Escape closes it, focus returns
 * to the button) states the refund, then POST /v1/account/trips/{id}/cancel. On success the page
 * re-renders from the server with the cancelled status, the refund and the new ledger lines.
 */
export function CancelTrip({ locale, tripId, labels }: { locale: Locale; tripId: number; labels: CancelTripLabels }) {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await apiFetch(locale, `/v1/account/trips/${tripId}/cancel`, { method: 'POST', networkError: labels.network });
      markTripCancelled(tripId);
      dialog.current?.close();
      router.refresh();
    } catch (err) {
      setError(toApiError(err, labels.network).message);
      setBusy(false);
    }
  }

  const button =
    'min-h-11 rounded-full px-5 text-sm font-semibold transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none';
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        data-testid="cancel-trip"
        onClick={() => {
          setError(null);
          dialog.current?.showModal();
        }}
        className={`${button} border border-danger text-danger hover:bg-danger-soft`}
      >
        {labels.open}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={textId}
        data-testid="cancel-dialog"
        className="m-auto w-[min(30rem,92vw)] rounded-3xl bg-sand p-7 text-ink shadow-2xl backdrop:bg-ink/45"
      >
        <h2 id={titleId} className="font-serif text-2xl">
          {labels.dialogTitle}
        </h2>
        <p id={textId} className="mt-3 text-ink-soft">
          {labels.dialogText}
        </p>
        <div className="mt-4">
          <FormError message={error} />
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          {/* First in order, so the safe choice has the focus when the dialog opens. */}
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className={`${button} border border-line bg-white hover:bg-sand-deep`}
          >
            {labels.keep}
          </button>
          <button
            type="button"
            onClick={confirm}
            disabled={busy}
            aria-busy={busy || undefined}
            data-testid="confirm-cancel"
            className={`${button} bg-danger text-white hover:opacity-90 disabled:opacity-60`}
          >
            {busy ? labels.working : labels.confirm}
          </button>
        </div>
      </dialog>
    </>
  );
}
