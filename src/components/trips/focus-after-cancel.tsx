'use client';

import { type ReactNode, useEffect, useRef } from 'react';

const KEY = 'alma:trip-cancelled';

/** Called by the cancel dialog before the page re-renders: the outcome that replaces it takes the focus. */
export function markTripCancelled(tripId: number) {
  try {
    sessionStorage.setItem(KEY, String(tripId));
  } catch {
    // Storage may be unavailable (private mode): the outcome is still shown, only not focused.
  }
}

/**
 * The cancellation's outcome, focused once when it replaces the dialog that made it (the dialog's
 * button is gone, so focus would otherwise fall back to the page's start). A later visit is left alone.
 */
export function FocusAfterCancel({ tripId, className, children }: { tripId: number; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    try {
      if (sessionStorage.getItem(KEY) !== String(tripId)) return;
      sessionStorage.removeItem(KEY);
    } catch {
      return;
    }
    ref.current?.focus();
  }, [tripId]);
  return (
    <div ref={ref} tabIndex={-1} className={className}>
      {children}
    </div>
  );
}
