'use client';

import { useEffect } from 'react';
import { isChunkLoadError, shouldReloadForChunkError } from '@/lib/chunk-reload';

/** Reloads the page when a code chunk of an older build is gone (SPEC §8), at most once in 10 s. */
export function ChunkErrorReload() {
  useEffect(() => {
    const handle = (error: unknown) => {
      if (isChunkLoadError(error) && shouldReloadForChunkError(window.sessionStorage, Date.now())) {
        window.location.reload();
      }
    };
    const onError = (event: ErrorEvent) => handle(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
