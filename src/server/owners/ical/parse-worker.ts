import path from 'node:path';
import { Worker } from 'node:worker_threads';

// No 'server-only' marker: the iCal sync job runs in scripts/jobs/ical-sync.ts too.

/** A VEVENT as the worker hands it back: plain data (node-ical's Dates carry a flag a structured clone drops). */
export interface RawFeedEvent {
  key: string;
  uid: string;
  summary: string;
  status: string;
  /** A VALUE=DATE as its calendar day, a timed value as epoch milliseconds, null when absent or invalid. */
  start: { day: string } | { instant: number } | null;
  end: { day: string } | { instant: number } | null;
}

/** How long node-ical may take on one feed before its worker is terminated (decision 021, 2026-11-28). */
export const PARSE_TIMEOUT_MS = 5_000;
/** The worker's heap: a 2 MB feed's objects fit many times over; a feed built to exhaust memory ends the worker, not the server. */
const PARSE_HEAP_MB = 96;

export type ParseFailure = 'unparsable' | 'too_complex';

export class FeedParseError extends Error {
  constructor(
    detail: string,
    readonly reason: ParseFailure = 'unparsable',
  ) {
    super(detail);
    this.name = 'FeedParseError';
  }
}

/**
 * The worker's code, evaluated (`eval: true`) rather than loaded from a file: no file path has to
 * survive Turbopack's bundling of the server, Vitest or tsx. CommonJS, self-contained; node-ical is
 * required from the app's node_modules (a serverExternalPackage, never bundled). node-ical gives a
 * VALUE=DATE as local midnight of the process (`dateOnly`): its day is read with local getters
 * here, in the same process and time zone.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');
const { createRequire } = process.getBuiltinModule('node:module');
const pad = (n) => String(n).padStart(2, '0');
const when = (v) => {
  if (!(v instanceof Date) || Number.isNaN(v.getTime())) return null;
  return v.dateOnly ? { day: v.getFullYear() + '-' + pad(v.getMonth() + 1) + '-' + pad(v.getDate()) } : { instant: v.getTime() };
};
const run = () => {
  const ical = createRequire(workerData.from)('node-ical');
  let parsed;
  try {
    parsed = ical.sync.parseICS(workerData.text);
  } catch (err) {
    return { error: err instanceof Error ? err.message : 'unparsable' };
  }
  const events = [];
  for (const [key, c] of Object.entries(parsed)) {
    if (!c || c.type !== 'VEVENT') continue;
    events.push({
      key,
      uid: typeof c.uid === 'string' ? c.uid : '',
      summary: typeof c.summary === 'string' ? c.summary.slice(0, 200) : '',
      status: String(c.status ?? ''),
      start: when(c.start),
      end: when(c.end),
    });
  }
  return { events };
};
parentPort.postMessage(run());
`;

/**
 * Runs node-ical's synchronous string parser on `text` in a worker thread, so a feed that takes
 * seconds to parse (thousands of TZID or RRULE events) never stalls the server's event loop. The
 * worker is terminated after `timeoutMs` (FeedParseError `too_complex`) or when `signal` aborts
 * (rejects with the signal's reason).
 */
export function parseInWorker(text: string, opts: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<RawFeedEvent[]> {
  const { signal } = opts;
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise<RawFeedEvent[]>((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { text, from: path.join(process.cwd(), 'package.json') },
      resourceLimits: { maxOldGenerationSizeMb: PARSE_HEAP_MB },
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      fn();
    };
    const onAbort = () => settle(() => reject(signal?.reason));
    const timer = setTimeout(
      () => settle(() => reject(new FeedParseError('parsing took too long', 'too_complex'))),
      opts.timeoutMs ?? PARSE_TIMEOUT_MS,
    );
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (answer: { events?: RawFeedEvent[]; error?: string }) =>
      settle(() => (answer.events ? resolve(answer.events) : reject(new FeedParseError(answer.error ?? 'unparsable')))),
    );
    // Out of memory (a feed built to exhaust it) ends the worker, not the server; anything else is ours to look at.
    worker.once('error', (err: Error & { code?: string }) => {
      const outOfMemory = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      if (!outOfMemory) console.error('[ical] the parser worker failed', err);
      settle(() => reject(new FeedParseError(err.message, outOfMemory ? 'too_complex' : 'unparsable')));
    });
    worker.once('exit', (code) => settle(() => reject(new FeedParseError(`the parser exited (${code})`))));
  });
}
