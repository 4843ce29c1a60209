import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { metrics } from '../src/server/core/metrics.mjs';
import { createLogger, noteActor, requestContext, routeConsoleToLog } from '../src/server/core/log.mjs';
import { observeRequest, takeRequestId } from './request-log.mjs';

/** A logger writing its JSON lines into `lines`. */
function capture(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: createLogger({ level }, sink), lines };
}

let server: http.Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** A real HTTP server whose requests go through takeRequestId and observeRequest as in server.mjs. */
async function serve(
  trustProxyHops: number,
  log: ReturnType<typeof capture>['log'],
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void,
) {
  server = http.createServer((req, res) => {
    const store = { id: takeRequestId(req, trustProxyHops) };
    observeRequest(req, res, { id: store.id, route: '/v1/account/trips/[id]/messages', store, log, histogram: metrics().httpDuration });
    requestContext().run(store, () => handler(req, res));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the request log (server.mjs)', () => {
  it('writes one line per request: time, level, id, method, route template, status, duration, actor — and no secret', async () => {
    const { log, lines } = capture();
    const seen: string[] = [];
    const base = await serve(0, log, (req, res) => {
      seen.push(String(req.headers['x-request-id']));
      // What the app does once it knows the session's user (withApi, the page context).
      setTimeout(() => {
        noteActor({ kind: 'user', userId: 17 });
        res.writeHead(201, { 'content-type': 'application/json' }).end('{"data":{}}');
      }, 5);
    });
    const res = await fetch(`${base}/v1/account/trips/42/messages?token=abc123secret`, {
      method: 'POST',
      headers: { authorization: 'Bearer tok-secret-123', cookie: 'alma_session=sess-secret-456', 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'hunter2', door_code: '4711' }),
    });
    expect(res.status).toBe(201);
    await settle();
    expect(lines).toHaveLength(1);
    const line = lines[0] as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'POST',
      route: '/v1/account/trips/[id]/messages',
      status: 201,
      actor: 'user:17',
    });
    expect(new Date(String(line.time)).getTime()).toBeGreaterThan(Date.now() - 10_000);
    expect(typeof line.ms).toBe('number');
    expect(line.reqId).toBe(res.headers.get('x-request-id'));
    expect(seen[0]).toBe(line.reqId);
    const text = JSON.stringify(lines);
    for (const secret of ['abc123secret', 'tok-secret', 'sess-secret', 'hunter2', '4711', '/42/']) expect(text).not.toContain(secret);
  });

  it('takes X-Request-Id only from a trusted proxy, and only a sane one', async () => {
    const { log, lines } = capture();
    const untrusted = await serve(0, log, (_req, res) => res.end('ok'));
    const forged = await fetch(untrusted, { headers: { 'x-request-id': 'client-chosen-id' } });
    expect(forged.headers.get('x-request-id')).not.toBe('client-chosen-id');
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise<void>((resolve) => server?.close(() => resolve()));

    const trusted = await serve(1, log, (req, res) => res.end(String(req.headers['x-request-id'])));
    const passed = await fetch(trusted, { headers: { 'x-request-id': 'lb-7f3a-0001' } });
    expect(passed.headers.get('x-request-id')).toBe('lb-7f3a-0001');
    expect(await passed.text()).toBe('lb-7f3a-0001');
    const odd = await fetch(trusted, { headers: { 'x-request-id': 'has spaces and "quotes"' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await settle();
    expect(lines.map((l) => l.reqId)).toContain('lb-7f3a-0001');
  });

  it('logs an error once with its stack under the request’s id, and the probes only at debug', async () => {
    const { log, lines } = capture();
    const base = await serve(0, log, (_req, res) => {
      log.error({ err: new Error('the disk is full') }, 'api: unexpected error');
      res.writeHead(500).end();
    });
    const res = await fetch(base);
    await settle();
    const errors = lines.filter((l) => l.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.reqId).toBe(res.headers.get('x-request-id'));
    expect(String((errors[0]?.err as { stack?: string } | undefined)?.stack)).toContain('Error: the disk is full');
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({ level: 'warn', status: 500 });

    const quiet = capture('info');
    const probe = capture('debug');
    for (const sink of [quiet, probe]) {
      const s = http.createServer((req, r) => {
        observeRequest(req, r, { id: 'x', route: '/healthz', store: {}, log: sink.log });
        r.end('ok');
      });
      await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
      await fetch(`http://127.0.0.1:${(s.address() as AddressInfo).port}/healthz`);
      await settle();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    }
    expect(quiet.lines).toHaveLength(0);
    expect(probe.lines).toMatchObject([{ level: 'debug', route: '/healthz', status: 200 }]);
  });

  it('counts a client that left before any answer as 499', async () => {
    const { log, lines } = capture();
    const base = await serve(0, log, (_req, res) => {
      setTimeout(() => res.end('late'), 300);
    });
    await fetch(base, { signal: AbortSignal.timeout(50) }).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lines).toMatchObject([{ msg: 'request', status: 499, aborted: true }]);
  });

  it('turns console output into JSON lines, an Error with its stack', () => {
    const { log, lines } = capture('debug');
    const saved = { log: console.log, info: console.info, debug: console.debug, warn: console.warn, error: console.error };
    try {
      routeConsoleToLog(log);
      console.log('> Ready on http://localhost:%d', 3000);
      console.error('[api] unexpected error', new Error('the socket hung up'));
    } finally {
      Object.assign(console, saved);
    }
    expect(lines[0]).toMatchObject({ level: 'info', msg: '> Ready on http://localhost:3000' });
    expect(lines[1]).toMatchObject({ level: 'error', msg: '[api] unexpected error', err: { message: 'the socket hung up' } });
    expect(String((lines[1]?.err as { stack?: string } | undefined)?.stack)).toContain('request-log.test.ts');
  });
});
