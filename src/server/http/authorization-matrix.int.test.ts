import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as openApiDocument } from '@/app/v1/openapi.json/route';
import { hashPassword } from '@/server/accounts/password';
import { createGuestbookSession } from '@/server/guestbook/guestbook-session';
import { type CallOptions, apiRequest, freshIp } from '@/test/api-client';
import { type Cell, PASSWORD, ROWS, type Status } from '@/test/authorization-rows';
import { CALLER_LABELS, CALLERS, type Caller, createWorld, snapshotWrites, type World } from '@/test/authorization-world';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';

/**
 * Who may call what (issue 12; DESIGN §7, §9, §10): every operation of the OpenAPI document × eleven
 * kinds of caller, through the real route handlers. Each row gives the status class every caller
 * must get: 2xx (allowed), 401 (needs a session), 403 (wrong role), 404 (another party's id or
 * outside the caller's scope, told apart from a missing id by nothing). A row's writes carry a body
 * the allowed caller really succeeds with: an allowed write changes the database, a refused one
 * changes nothing. An operation without a row fails, and so does a row for an operation the
 * document does not describe.
 *
 * Only the guestbook's routes (/v1/guestbook/*) read a guestbook session: elsewhere both guestbook
 * callers (the `alma_guestbook` cookie, no account session) get what a visitor gets.
 */

// The document as GET /v1/openapi.json answers it, and the route handlers that serve it.
const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const document = (await (await openApiDocument()).json()) as { paths: Record<string, Record<string, { operationId?: string }>> };
const operationIds = new Map<string, string>();
for (const [path, item] of Object.entries(document.paths))
  for (const [method, op] of Object.entries(item))
    if (HTTP_METHODS.has(method)) operationIds.set(`${method.toUpperCase()} ${path}`, op.operationId ?? '?');

type Handler = (req: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;
const APP_DIR = path.resolve(import.meta.dirname, '../../app');

/** The handler Next would call: `src/app/<path with [param] folders>/route.ts`, its export named after the method. */
async function handlerFor(operation: string): Promise<Handler> {
  const [method = '', template = ''] = operation.split(' ');
  const file = path.join(APP_DIR, `${template.replace(/\{(\w+)\}/g, '[$1]')}/route.ts`);
  const handler = existsSync(file) ? ((await import(/* @vite-ignore */ file)) as Record<string, Handler>)[method] : undefined;
  if (!handler) throw new Error(`${operation}: no route handler (${path.relative(APP_DIR, file)} exports no ${method})`);
  return handler;
}

function classOf(status: number): Status | number {
  return status >= 200 && status < 300 ? '2xx' : status;
}

const cellCount = Object.keys(ROWS).length * CALLERS.length;
console.info(
  `[matrix] ${Object.keys(ROWS).length} operations × ${CALLERS.length} callers = ${cellCount} cells (the document describes ${operationIds.size})`,
);

let passwordHash = '';
let database: Awaited<ReturnType<typeof createTestDatabase>>;
/** The world most rows share: their writes spend fixtures made per cell, never the callers themselves. */
let shared: World;
beforeAll(async () => {
  database = await useTestDatabase();
  passwordHash = await hashPassword(PASSWORD);
  shared = await createWorld(database.orm, passwordHash);
});
afterAll(async () => {
  await database?.dispose();
});

describe('the authorization matrix covers the API', () => {
  it('has a row for every operation of the OpenAPI document', () => {
    const missing = [...operationIds.keys()].filter((op) => !(op in ROWS));
    expect(missing, 'operations without a row in src/test/authorization-rows.ts').toEqual([]);
  });

  it('has no row for an operation the document does not describe', () => {
    const unknown = Object.keys(ROWS).filter((op) => !operationIds.has(op));
    expect(unknown, 'rows naming an operation missing from /v1/openapi.json').toEqual([]);
  });

  it('gives a guestbook session more than a visitor only on the guestbook routes', () => {
    const apart = Object.entries(ROWS)
      .filter(([, row]) => row.rule.guestbook !== row.rule.visitor || row.rule.otherGuestbook !== row.rule.visitor)
      .map(([op]) => op)
      .filter((op) => !op.split(' ')[1]?.startsWith('/v1/guestbook/'));
    expect(apart).toEqual([]);
  });
});

/** Sends one operation as one caller, the way Next would call its route handler. */
async function callAs(world: World, operation: string, caller: Caller, cell: Cell) {
  const [method = '', template = ''] = operation.split(' ');
  const handler = await handlerFor(operation);
  const params = Object.fromEntries(Object.entries(cell.params ?? {}).map(([k, v]) => [k, String(v)]));
  let url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${operation}: the row gives no {${name}}`);
    return encodeURIComponent(params[name] ?? '');
  });
  if (cell.query) url += `?${new URLSearchParams(Object.entries(cell.query).map(([k, v]) => [k, String(v)]))}`;

  const opts: CallOptions = { ip: cell.ip ?? freshIp() };
  if (cell.json !== undefined) opts.json = cell.json;
  if (cell.raw !== undefined) opts.raw = cell.raw;
  if (caller === 'guestbook' || caller === 'otherGuestbook') {
    const reservationId = caller === 'guestbook' ? (cell.reservationId ?? world.trip.id) : world.otherTrip.id;
    opts.guestbookCookie = (await createGuestbookSession(database.orm, reservationId)).token;
  } else if (caller !== 'visitor') {
    opts.bearer = world.members[caller].token;
  }
  const res = await handler(apiRequest(method, url, opts), { params: Promise.resolve(params) });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, code: String((body as { code?: unknown } | null)?.code ?? ''), body };
}

for (const [operation, row] of Object.entries(ROWS)) {
  describe(`${operation} (${operationIds.get(operation) ?? 'not in the document'})`, () => {
    let world: World;
    beforeAll(async () => {
      world = row.ownWorld ? await createWorld(database.orm, passwordHash) : shared;
    });

    for (const caller of CALLERS) {
      const expected = row.rule[caller];
      const who = `${operation} as ${CALLER_LABELS[caller]}`;
      it(`${CALLER_LABELS[caller]} → ${expected}`, async () => {
        const cell = (await row.cell?.(world)) ?? {};
        const before = row.writes ? await snapshotWrites(database.orm) : undefined;
        const res = await callAs(world, operation, caller, cell);
        expect(classOf(res.status), `${who}: expected ${expected}, got ${res.status} ${res.code}`.trim()).toBe(expected);
        if (expected === '2xx') row.check?.(world, caller, res.body);
        if (before) {
          const after = await snapshotWrites(database.orm);
          if (expected === '2xx') expect(after, `${who} succeeded but wrote nothing`).not.toEqual(before);
          else expect(after, `${who} was refused but changed data`).toEqual(before);
        }
      });
    }
  });
}

describe('another party’s id inside the guest’s own trip', () => {
  // The guest's own trip in the path, another user's plan or traveler after it: as if it did not exist.
  const cases: [operation: string, cell: (w: World) => Cell][] = [
    ['DELETE /v1/account/trips/{id}/itinerary/{itemId}', (w) => ({ params: { id: w.trip.id, itemId: w.otherTrip.planId } })],
    [
      'PATCH /v1/account/trips/{id}/travelers/{travelerId}',
      (w) => ({ params: { id: w.trip.id, travelerId: w.otherTrip.leadId }, json: { name: 'Intruder' } }),
    ],
    ['DELETE /v1/account/trips/{id}/travelers/{travelerId}', (w) => ({ params: { id: w.trip.id, travelerId: w.otherTrip.companionId } })],
  ];
  for (const [operation, cell] of cases) {
    it(`${operation}: the guest naming another user’s item → 404, nothing changed`, async () => {
      const before = await snapshotWrites(database.orm);
      const res = await callAs(shared, operation, 'guest', cell(shared));
      expect([operation, res.status, res.code]).toEqual([operation, 404, 'not_found']);
      expect(await snapshotWrites(database.orm)).toEqual(before);
    });
  }
});
