import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FORCED_EXIT_CODE, gracefulShutdown } from './shutdown.mjs';

// The stop sequence of server.mjs on a real HTTP server, its lifecycle phases recorded.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function setup(opts: { graceMs: number; drainMs?: number; handlerMs?: number; duplicateMs?: number }) {
  const steps: string[] = [];
  let stopping = false;
  const exits: number[] = [];
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  const server = http.createServer((req, res) => {
    shutdown.track(req, res);
    if (req.url === '/ready') {
      res.writeHead(stopping ? 503 : 200).end();
      return;
    }
    if (req.url === '/forever') {
      res.writeHead(200);
      res.write('started');
      return;
    }
    setTimeout(() => res.writeHead(200, { 'content-type': 'text/plain' }).end('done'), opts.handlerMs ?? 300);
  });
  const shutdown = gracefulShutdown({
    server,
    log,
    graceMs: opts.graceMs,
    drainMs: opts.drainMs,
    duplicateMs: opts.duplicateMs,
    lifecycle: {
      beginStopping: () => {
        stopping = true;
        steps.push('beginStopping');
      },
      runStopPhase: async (phase) => {
        steps.push(`${phase} (${shutdown.inFlight()} in flight)`);
      },
    },
    exit: (code) => {
      steps.push(`exit ${code}`);
      exits.push(code);
    },
  });
  return { server, shutdown, steps, exits };
}

let open: http.Server | undefined;
afterEach(() => {
  open?.closeAllConnections();
  open?.close();
});

async function listen(server: http.Server) {
  open = server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the graceful stop (server.mjs on SIGTERM)', () => {
  it('reports 503 at once, serves through the grace, lets requests in flight finish, then runs the phases and exits 0', async () => {
    const { server, shutdown, steps, exits } = setup({ graceMs: 800, handlerMs: 400 });
    const base = await listen(server);
    const agent = new http.Agent({ keepAlive: true });
    const get = (path: string) =>
      new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
        http
          .get(`${base}${path}`, { agent }, (res) => {
            let body = '';
            res.on('data', (c) => (body += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
          })
          .on('error', reject);
      });
    expect((await get('/ready')).status).toBe(200);
    const inFlight = get('/slow');
    await sleep(50);
    const stopped = shutdown.stop('SIGTERM');
    expect((await get('/ready')).status).toBe(503);
    // During the grace a new request is still served, and told to close its connection.
    const during = await get('/slow');
    expect(during).toMatchObject({ status: 200, body: 'done', connection: 'close' });
    expect(await inFlight).toMatchObject({ status: 200, body: 'done', connection: 'close' });
    // Sent late in the grace, still running when the listener closes.
    await sleep(250);
    const lateRequest = get('/slow');
    await sleep(300);
    // The listener is closed: a new connection is refused, and what was in flight still finishes.
    await expect(fetch(`${base}/ready`)).rejects.toThrow();
    expect(await lateRequest).toMatchObject({ status: 200, body: 'done' });
    await stopped;
    expect(steps).toEqual(['beginStopping', 'streams (1 in flight)', 'workers (0 in flight)', 'database (0 in flight)', 'exit 0']);
    expect(exits).toEqual([0]);
    agent.destroy();
  });

  it('cuts requests still in flight after the limit, and a second signal exits at once', async () => {
    const { server, shutdown, steps } = setup({ graceMs: 50, drainMs: 300, duplicateMs: 200 });
    const base = await listen(server);
    const cut = new Promise<string>((resolve) => {
      http.get(`${base}/forever`, (res) => {
        res.on('data', () => {});
        res.on('error', () => resolve('cut'));
        res.on('close', () => resolve('cut'));
      });
    });
    await sleep(50);
    const began = Date.now();
    const stopping = shutdown.stop('SIGTERM');
    // The same signal delivered twice (npm forwarding what its child got too) is one stop.
    await shutdown.stop('SIGTERM');
    expect(steps).not.toContain(`exit ${FORCED_EXIT_CODE}`);
    await stopping;
    expect(await cut).toBe('cut');
    expect(Date.now() - began).toBeGreaterThanOrEqual(300);
    expect(steps.at(-1)).toBe('exit 0');
    expect(steps[1]).toBe('streams (1 in flight)');
    await shutdown.stop('SIGINT');
    expect(steps.at(-1)).toBe(`exit ${FORCED_EXIT_CODE}`);
  });
});
