// The process's life after start: what the Node entry (entry/server.mjs) does on SIGTERM/SIGINT, and what
// the app's modules (the queue's workers, the live streams, the database) register to be stopped.
// One instance per process (on globalThis): entry/server.mjs and the Next bundle load this file apart.

globalThis.__almaLifecycle ??= { stopping: false, hooks: [] };
const state = globalThis.__almaLifecycle;

/** True from the first SIGTERM/SIGINT on: /readyz answers 503, live streams close. */
export function isStopping() {
  return state.stopping;
}

/** Marks the process as stopping (entry/server.mjs, at the first signal). */
export function beginStopping() {
  state.stopping = true;
}

/**
 * Registers `stop` to run when the process stops, in `phase` order (all hooks of a phase run
 * together; the next phase starts when they have settled):
 * - 'streams': after the server stopped accepting — live streams get their `retry:` hint and close;
 * - 'workers': after the requests in flight finished — the queue's workers finish their current job;
 * - 'database': last — the pools and PGlite close.
 * Returns a function that unregisters it.
 */
export function onStop(phase, name, stop) {
  const hook = { phase, name, stop };
  state.hooks.push(hook);
  return () => {
    state.hooks = state.hooks.filter((h) => h !== hook);
  };
}

/** Runs the hooks of `phase` (entry/server.mjs); a failing hook is logged, not thrown. */
export async function runStopPhase(phase, log = console) {
  const hooks = state.hooks.filter((h) => h.phase === phase);
  await Promise.all(
    hooks.map(async (h) => {
      try {
        await h.stop();
      } catch (err) {
        log.error?.({ err, hook: h.name }, `stopping ${h.name} failed`);
      }
    }),
  );
}
