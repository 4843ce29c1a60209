/**
 * Runs async loads with at most `max` pending at once (SPEC §9: at most 4 route preloads);
 * the rest wait in order. A key already queued or loaded is not loaded twice.
 */
export function createLoadQueue(max: number) {
  const waiting: Array<{ key: string; run: () => Promise<unknown> }> = [];
  const seen = new Set<string>();
  let pending = 0;

  const pump = () => {
    while (pending < max && waiting.length > 0) {
      const job = waiting.shift();
      if (!job) break;
      pending += 1;
      job
        .run()
        .catch(() => {
          // A failed preload only means the click will load it instead; allow a later retry.
          seen.delete(job.key);
        })
        .finally(() => {
          pending -= 1;
          pump();
        });
    }
  };

  return {
    enqueue(key: string, run: () => Promise<unknown>) {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push({ key, run });
      pump();
    },
    get pending() {
      return pending;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
