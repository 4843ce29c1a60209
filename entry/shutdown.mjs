// What the Node entry does on SIGTERM or SIGINT (docs/decisions/039), each step logged:
// 1. beginStopping(): /readyz answers 503 at once; every response from now on says
//    `Connection: close` (a client's next request opens a new connection: the load balancer's
//    choice), those in flight included;
// 2. keeps serving for the grace (SHUTDOWN_GRACE_MS), while the load balancer notices;
// 3. stops accepting connections (a connect is refused; connections already open are still
//    served, with `Connection: close`);
// 4. lifecycle phase 'streams': every live stream gets a `retry:` hint and ends (its client
//    reconnects, to another server, and replays by Last-Event-ID);
// 5. waits for the requests in flight, at most DRAIN_MS, then cuts what is left;
// 6. phase 'workers' (the queue's workers finish their current job);
// 7. closes the idle keep-alive connections;
// 8. phase 'database'; exits 0.
// A second signal exits at once with 130; one within DUPLICATE_MS of the first is the same stop
// delivered twice (npm forwards the signal its child also got from the terminal or from systemd's
// control group), not an operator insisting.
import net from 'node:net';

/** The longest the requests in flight are waited for after the listener closed. */
export const DRAIN_MS = 25_000;
/** The longest one lifecycle phase is waited for. */
export const PHASE_MS = 10_000;
/** A second signal this soon after the first is a duplicate of it, not a second signal. */
export const DUPLICATE_MS = 1000;
/** The exit code of a second signal: the operator insisted, whatever was still running was cut. */
export const FORCED_EXIT_CODE = 130;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The entry's stop sequence for `server`. Call `track(req, res)` first thing for every request;
 * `install()` hooks SIGTERM and SIGINT to `stop(signal)`. `lifecycle`: { beginStopping,
 * runStopPhase } (src/server/core/lifecycle.mjs); `exit`: process.exit (tests pass their own).
 */
export function gracefulShutdown({
  server,
  log,
  graceMs,
  drainMs = DRAIN_MS,
  phaseMs = PHASE_MS,
  duplicateMs = DUPLICATE_MS,
  lifecycle,
  exit = (code) => process.exit(code),
}) {
  const active = new Set();
  let stage = 'serving';
  let firstSignalAt = 0;
  let drained = () => {};

  const closeAfter = (res) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };

  function track(_req, res) {
    active.add(res);
    res.once('close', () => {
      active.delete(res);
      if (active.size === 0) drained();
    });
    if (stage !== 'serving') closeAfter(res);
  }

  async function phase(name) {
    const began = Date.now();
    let timer;
    const capped = new Promise((resolve) => {
      timer = setTimeout(() => resolve('timeout'), phaseMs);
    });
    const outcome = await Promise.race([lifecycle.runStopPhase(name, log).then(() => 'done'), capped]);
    clearTimeout(timer);
    if (outcome === 'timeout') log.warn({ phase: name, ms: phaseMs }, `shutdown: phase ${name} did not settle in time; going on`);
    else log.info({ phase: name, ms: Date.now() - began }, `shutdown: phase ${name} done`);
  }

  async function stop(signal) {
    if (stage !== 'serving' && Date.now() - firstSignalAt < duplicateMs) {
      log.info({ signal }, `shutdown: ${signal} again at once, taken as the same stop`);
      return;
    }
    if (stage !== 'serving') {
      log.warn({ signal, stage }, `shutdown: second ${signal}, exiting at once (${FORCED_EXIT_CODE})`);
      exit(FORCED_EXIT_CODE);
      return;
    }
    const began = Date.now();
    firstSignalAt = began;
    stage = 'grace';
    lifecycle.beginStopping();
    for (const res of active) closeAfter(res);
    log.info({ signal, graceMs, inFlight: active.size }, `shutdown: ${signal}; /readyz answers 503, serving on for ${graceMs} ms`);
    await sleep(graceMs);

    stage = 'closing';
    // net.Server's close, not http.Server's: that one would also drop idle keep-alive
    // connections now, racing a client that is just sending its next request on one.
    net.Server.prototype.close.call(server);
    log.info({ inFlight: active.size }, 'shutdown: stopped accepting connections');

    await phase('streams');

    if (active.size > 0) {
      const finished = new Promise((resolve) => {
        drained = resolve;
      });
      let timer;
      const outcome = await Promise.race([
        finished.then(() => 'done'),
        new Promise((resolve) => {
          timer = setTimeout(() => resolve('timeout'), drainMs);
        }),
      ]);
      clearTimeout(timer);
      if (outcome === 'timeout') {
        log.warn({ left: active.size, ms: drainMs }, 'shutdown: requests still in flight after the limit; closing their connections');
        server.closeAllConnections();
      }
    }
    log.info({ ms: Date.now() - began }, 'shutdown: requests in flight finished');

    await phase('workers');
    server.closeIdleConnections();
    log.info('shutdown: idle connections closed');
    await phase('database');
    log.info({ ms: Date.now() - began }, 'shutdown: stopped; exiting 0');
    exit(0);
  }

  function install(proc = process) {
    for (const signal of ['SIGTERM', 'SIGINT']) proc.on(signal, () => void stop(signal));
  }

  return { track, stop, install, stage: () => stage, inFlight: () => active.size };
}
