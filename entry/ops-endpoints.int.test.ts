import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metrics } from '../src/server/core/metrics.mjs';
import type { Database } from '../src/server/db/open';
import { createTestDatabase } from '../src/test/test-database';
import { answerOps, type Journal, readJournal, readiness } from './ops-endpoints.mjs';
import { observeRequest } from './request-log.mjs';

// The entry's own endpoints (server.mjs) over real HTTP, on a real migrated database (PGlite, or
// PostgreSQL with DATABASE_URL).
const TOKEN = 'metrics-token-of-the-operator-0123';
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let journal: Journal;
let stopping = false;
let token: string | undefined = TOKEN;
let server: http.Server;
let base = '';

beforeAll(async () => {
  database = await createTestDatabase();
  journal = readJournal(path.resolve(import.meta.dirname, '..'));
  server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    observeRequest(req, res, {
      id: 'test',
      route: path.startsWith('/v1/properties/') ? '/v1/properties/[id]' : path,
      store: {},
      log: { debug() {}, info() {}, warn() {} } as never,
      histogram: metrics().httpDuration,
    });
    const ops = {
      isStopping: () => stopping,
      database: () => Promise.resolve(database as Database),
      journal,
      metricsToken: token,
      registry: metrics().registry,
    };
    if (answerOps(req, res, path, ops)) return;
    res.writeHead(200).end('app');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.dispose();
});

describe('/healthz and /readyz', () => {
  it('/healthz is 200 and never cached', async () => {
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz is 200 on a migrated database, 503 while stopping', async () => {
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
    stopping = true;
    try {
      const res = await fetch(`${base}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'stopping' });
    } finally {
      stopping = false;
    }
  });

  it('/readyz is 503 when the build has a migration the database lacks, or the database does not answer', async () => {
    expect(journal.count).toBeGreaterThan(10);
    const ahead = await readiness({
      stopping: false,
      database: () => Promise.resolve(database),
      journal: { ...journal, last: journal.last + 1 },
    });
    expect(ahead).toEqual({ status: 503, body: { status: 'unavailable', reason: 'migrations pending' } });
    // A database the migrations never ran on: no migrations table.
    await database.orm.execute('alter table drizzle.__drizzle_migrations rename to migrations_aside');
    try {
      const fresh = await readiness({ stopping: false, database: () => Promise.resolve(database), journal });
      expect(fresh).toEqual({ status: 503, body: { status: 'unavailable', reason: 'migrations pending' } });
    } finally {
      await database.orm.execute('alter table drizzle.migrations_aside rename to __drizzle_migrations');
    }
    const hanging = { orm: { execute: () => new Promise(() => {}) } };
    const began = Date.now();
    const slow = await readiness({ stopping: false, database: () => Promise.resolve(hanging), journal, timeoutMs: 300 });
    expect(slow.status).toBe(503);
    expect(Date.now() - began).toBeLessThan(2000);
    expect((await readiness({ stopping: false, database: () => undefined, journal })).status).toBe(503);
  });
});

describe('/metrics', () => {
  it('is 404 without the token, with a wrong one, and when no token is configured', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: TOKEN } })).status).toBe(404);
    token = undefined;
    try {
      expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer ' } })).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer undefined' } })).status).toBe(404);
    } finally {
      token = TOKEN;
    }
  });

  it('answers Prometheus text with the token: requests by route template, the process’s own metrics', async () => {
    await fetch(`${base}/v1/properties/12?token=abc`);
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).toMatch(/alma_http_request_duration_seconds_count\{route="\/v1\/properties\/\[id\]",method="GET",status="200"\} \d+/);
    expect(text).not.toContain('/v1/properties/12');
    for (const name of [
      'alma_page_cache_requests_total',
      'alma_live_streams',
      'alma_jobs_total',
      'alma_mail_total',
      'process_cpu_seconds_total',
    ])
      expect(text).toContain(name);
  });
});
