'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { ERROR_DISPLAY_MS } from '@/lib/roles';

/** SPEC §8: a login or signup error shows, then clears after ERROR_DISPLAY_MS. */
export function useTransientError(ms = ERROR_DISPLAY_MS) {
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback(
    (message: string | null) => {
      window.clearTimeout(timer.current);
      setError(message);
      if (message) timer.current = window.setTimeout(() => setError(null), ms);
    },
    [ms],
  );
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [error, show] as const;
}
