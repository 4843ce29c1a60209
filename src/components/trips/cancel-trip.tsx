'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-parts';
import { DialogTrigger, Modal } from '@/components/ui/modal';
import { useApiAction } from '@/components/ui/use-api-action';
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
 * "Cancel this trip": the kit's Modal (focus stays inside, Escape closes it, focus returns to the
 * button) states the refund, then POST /v1/account/trips/{id}/cancel. On success the page re-renders
 * from the server with the cancelled status, the refund and the new ledger lines.
 */
export function CancelTrip({ locale, tripId, labels }: { locale: Locale; tripId: number; labels: CancelTripLabels }) {
  const cancel = useApiAction({ locale, network: labels.network, refresh: true });
  const textId = useId();
  return (
    <DialogTrigger onOpenChange={(open) => open && cancel.reset()}>
      <Button variant="danger-outline" size="md" aria-haspopup="dialog" data-testid="cancel-trip">
        {labels.open}
      </Button>
      <Modal title={labels.dialogTitle} role="alertdialog" testId="cancel-dialog" describedBy={textId}>
        <p id={textId} className="mt-3 text-ink-soft">
          {labels.dialogText}
        </p>
        <div className="mt-4">
          <FormError message={cancel.error} />
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          {/* First in order, so the safe choice has the focus when the dialog opens. */}
          <Button slot="close" variant="secondary">
            {labels.keep}
          </Button>
          <Button
            variant="danger"
            busy={cancel.busy}
            busyLabel={labels.working}
            data-testid="confirm-cancel"
            onPress={() => cancel.run(`/v1/account/trips/${tripId}/cancel`, { onSuccess: () => markTripCancelled(tripId) })}
          >
            {labels.confirm}
          </Button>
        </div>
      </Modal>
    </DialogTrigger>
  );
}
