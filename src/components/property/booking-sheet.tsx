'use client';

import { useEffect, useRef } from 'react';
import type { BookingConfig, BookingLabels } from './booking-labels';
import { BookingForm } from './booking-form';
import type { BookingStore } from './booking-store';
import { CloseIcon } from '@/components/ui/icons';

/** The phone's booking sheet: a native modal <dialog> from the bottom; Escape or the backdrop closes it. Loaded on first open. */
export default function BookingSheet({
  store,
  config,
  labels,
  onClose,
}: {
  store: BookingStore;
  config: BookingConfig;
  labels: BookingLabels;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  const close = () => dialog.current?.close();

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click's keyboard twin is Escape (native dialog)
    <dialog
      ref={dialog}
      aria-labelledby="booking-sheet-title"
      data-testid="booking-sheet"
      onClose={onClose}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === e.currentTarget) close();
      }}
      className="mx-0 mt-auto mb-0 max-h-[92dvh] w-full max-w-none overflow-y-auto rounded-t-3xl bg-sand p-0 text-ink backdrop:bg-ink/45 backdrop:backdrop-blur-sm"
    >
      <div className="px-5 pt-4 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
        <div className="mb-4 flex items-center justify-between">
          <h2 id="booking-sheet-title" className="font-serif text-2xl text-ink">
            {labels.sheetTitle}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={labels.close}
            className="-mr-2 inline-flex size-11 items-center justify-center rounded-full outline-none transition hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-gold"
          >
            <CloseIcon />
          </button>
        </div>
        <BookingForm store={store} config={config} labels={labels} />
      </div>
    </dialog>
  );
}
