'use client';

import { useEffect, useState } from 'react';
import { fetchLatestBuild } from '@/lib/build-check';
import { BUILD_ID, BUILD_POLL_INTERVAL_MS } from '@/lib/build-info';

/** Polls /builds/latest.json every 5 minutes and on returning to the tab; offers a reload on a new build. */
export function BuildWatcher({ labels }: { labels: { message: string; reload: string; dismiss: string } }) {
  const [newBuild, setNewBuild] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const check = async () => {
      const latest = await fetchLatestBuild();
      if (!cancelled && latest && latest.buildId !== BUILD_ID) setNewBuild(true);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const timer = window.setInterval(check, BUILD_POLL_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisible);
    void check();
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  if (!newBuild || dismissed) return null;
  return (
    <div
      role="status"
      data-testid="new-build-banner"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-lg bg-sea-deep px-4 py-3 text-sm text-white shadow-xl sm:inset-x-auto sm:right-4"
    >
      <p className="flex-1">{labels.message}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-md bg-gold px-3 py-1.5 font-semibold text-ink hover:bg-[#c09a5d]"
      >
        {labels.reload}
      </button>
      <button type="button" onClick={() => setDismissed(true)} className="px-2 py-1.5 text-white/80 underline-offset-2 hover:underline">
        {labels.dismiss}
      </button>
    </div>
  );
}
