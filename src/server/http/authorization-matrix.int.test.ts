import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as openApiDocument } from '@/app/v1/openapi.json/route';
import { hashPassword } from '@/server/accounts/password';
import { hashToken } from '@/server/accounts/session';
import { quoteStay } from '@/server/booking/quote.service';
import { useDatabase } from '@/server/db/client';
import { passwordResets } from '@/server/db/schema/accounts';
import { createGuestbookSession } from '@/server/guestbook/guestbook-session';
import { type CallOptions, apiRequest, freshIp } from '@/test/api-client';
import { CALLER_LABELS, CALLERS, type Caller, createWorld, snapshotWrites, type World } from '@/test/authorization-world';
import { createUser } from '@/test/factories';
import { createTestDatabase } from '@/test/test-database';

/**
 * Who may call what (issue 12; DESIGN §7, §9, §10): every operation of the OpenAPI document × eleven
 * kinds of caller, through the real route handlers. Each row gives the status class every caller
 * must get: 2xx (allowed), 401 (needs a session), 403 (wrong role), 404 (another party's id or
 * outside the caller's scope, told apart from a missing id by nothing). A row's writes carry a body
 * the allowed caller really succeeds with: an allowed write changes the database, a refused one
 * changes nothing. An operation without a row fails, and so does a row for an operation the
 * document does not describe.
 *
 * Today no route reads a guestbook session: both guestbook callers (the `alma_guestbook` cookie,
 * no account session) get what a visitor gets, until the guestbook issue gives them their routes.
 */

type Status = '2xx' | 401 | 403 | 404;
type Rule = Record<Caller, Status>;

const rule = (others: Status, over: Partial<Rule> = {}): Rule =>
  ({ ...Object.fromEntries(CALLERS.map((c) => [c, others])), ...over }) as Rule;
const NO_ACCOUNT = { visitor: 401, guestbook: 401, otherGuestbook: 401 } as const;

/** Public: the catalogue, content, login and signup, recovery. */
const EVERYONE = rule('2xx');
/** The caller's own account: any signed-in account, whatever its role. */
const OWN_ACCOUNT = rule('2xx', NO_ACCOUNT);
/** A guest's trip under /v1/account: the guest only; to anyone else it is another user's id. */
const GUESTS_TRIP = rule(404, { ...NO_ACCOUNT, guest: '2xx' });
/** A concierge's decision: concierges of the villa's state, its country's manager and administrators. */
const CONCIERGE_DECISION = rule(403, {
  ...NO_ACCOUNT,
  concierge: '2xx',
  countryManager: '2xx',
  admin: '2xx',
  farConcierge: 404,
});
/** Operators' tools: administrators only; to anyone else they do not exist. */
const ADMINISTRATORS = rule(404, { admin: '2xx' });

/** What one cell sends: path parameters, query, body, and the reservation a right guestbook session opens. */
interface Cell {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  json?: unknown;
  /** The reservation the request is about (default: the world's trip). */
  reservationId?: number;
  ip?: string;
}

interface Row {
  rule: Rule;
  /** An allowed call changes the database, a refused one must not. */
  writes?: true;
  /** The call spends the caller's session (logout, or a login replacing it): the row gets a world of its own. */
  ownWorld?: true;
  cell?: (world: World) => Cell | Promise<Cell>;
  /** What an answer must (not) show the caller, beyond its status. */
  check?: (world: World, caller: Caller, body: unknown) => void;
}

const PASSWORD = 'Matrix-Pass-2026';
const NEW_PASSWORD = 'Matrix-Pass-2027';
let passwordHash = '';
let accounts = 0;

/** A fresh account with the known password (login, recovery and reset each spend one). */
async function freshAccount(world: World) {
  accounts += 1;
  return createUser(world.orm, { email: `matrix-account-${accounts}@example.test`, passwordHash });
}

const trip = (world: World): Cell => ({ params: { id: world.trip.id }, reservationId: world.trip.id });

const ROWS: Record<string, Row> = {
  // Accounts (SPEC §7)
  'POST /api/login': {
    rule: EVERYONE,
    writes: true,
    ownWorld: true,
    cell: async (w) => ({ json: { email: (await freshAccount(w)).email, password: PASSWORD }, ip: freshIp() }),
  },
  'POST /api/signup': {
    rule: EVERYONE,
    writes: true,
    cell: () => {
      accounts += 1;
      const email = `matrix-signup-${accounts}@example.test`;
      return { json: { email, password: PASSWORD, password_confirmation: PASSWORD }, ip: freshIp() };
    },
  },
  'POST /api/logout': { rule: EVERYONE, ownWorld: true },
  'GET /v1/account/profile': { rule: OWN_ACCOUNT },
  'POST /v1/account/profile': { rule: OWN_ACCOUNT, writes: true, cell: () => ({ json: { name: 'Renamed Caller' } }) },
  'PUT /v1/account/profile': { rule: OWN_ACCOUNT, writes: true, cell: () => ({ json: { name: 'Renamed Caller' } }) },
  'POST /v1/account/password': {
    rule: OWN_ACCOUNT,
    writes: true,
    cell: () => ({ json: { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } }),
  },
  'GET /v1/account/favorites': { rule: OWN_ACCOUNT },
  'POST /v1/account/favorites': { rule: OWN_ACCOUNT, writes: true, cell: (w) => ({ json: { property_id: w.villaId } }) },
  'POST /v1/account/favorites/sync': { rule: OWN_ACCOUNT, writes: true, cell: (w) => ({ json: { property_ids: [w.bookableVillaId] } }) },
  'POST /v1/account/password-recovery': {
    rule: EVERYONE,
    writes: true,
    cell: async (w) => ({ json: { email: (await freshAccount(w)).email }, ip: freshIp() }),
  },
  'POST /v1/account/password-reset': {
    rule: EVERYONE,
    writes: true,
    cell: async (w) => {
      const user = await freshAccount(w);
      const token = `matrix-reset-${user.id}-${Math.random().toString(36).slice(2)}`;
      await w.orm
        .insert(passwordResets)
        .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 30 * 60_000) });
      return { json: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, ip: freshIp() };
    },
  },
  'GET /api/dev/outbox': { rule: ADMINISTRATORS, cell: () => ({ query: { format: 'json' } }) },

  // Catalogue and content: public reads
  'GET /v1/locations/places': { rule: EVERYONE },
  'GET /v1/properties': { rule: EVERYONE },
  'GET /v1/properties/{id}': { rule: EVERYONE, cell: (w) => ({ params: { id: w.villaId } }) },
  'GET /v1/properties/{id}/availability': { rule: EVERYONE, cell: (w) => ({ params: { id: w.villaId } }) },
  'GET /v1/properties/{id}/quote': {
    rule: EVERYONE,
    cell: (w) => {
      const stay = w.nextStay();
      return { params: { id: w.bookableVillaId }, query: { check_in: stay.checkIn, check_out: stay.checkOut, guests: 2 } };
    },
  },
  'GET /v1/experiences': { rule: EVERYONE },
  'GET /v1/experiences/{slug}': { rule: EVERYONE, cell: (w) => ({ params: { slug: w.experienceSlug } }) },
  'GET /v1/luxury-services': { rule: EVERYONE },
  'GET /v1/luxury-services/{slug}': { rule: EVERYONE, cell: (w) => ({ params: { slug: w.serviceSlug } }) },
  'GET /v1/press': { rule: EVERYONE },
  'GET /v1/press/{slug}': { rule: EVERYONE, cell: (w) => ({ params: { slug: w.pressSlug } }) },
  'GET /v1/groceries': { rule: EVERYONE },
  'GET /v1/openapi.json': { rule: EVERYONE },
  'POST /v1/inquiries': {
    rule: EVERYONE,
    writes: true,
    cell: () => ({
      json: { kind: 'contact', name: 'Ana Pérez', email: 'ana@example.test', subject: 'A stay in May', message: 'Hello.' },
      ip: freshIp(),
    }),
  },

  // Booking and the guest's trips
  'POST /v1/reservations': {
    rule: OWN_ACCOUNT,
    writes: true,
    cell: async (w) => {
      const stay = w.nextStay();
      const quote = await quoteStay(w.orm, { propertyId: w.bookableVillaId, ...stay, guests: 2 });
      return {
        json: {
          property_id: w.bookableVillaId,
          check_in: stay.checkIn,
          check_out: stay.checkOut,
          guests: 2,
          lead_guest: { first_name: 'Ana', last_name: 'Rivera', email: 'ana@example.test', phone: '+1 809 555 0100' },
          quote_signature: quote.signature,
        },
      };
    },
  },
  'GET /v1/account/trips': {
    rule: OWN_ACCOUNT,
    // The list agrees with the detail: the trip is in the guest's list and in no one else's.
    check: (w, caller, body) => {
      const ids = ((body as { data?: { id: number }[] }).data ?? []).map((t) => t.id);
      expect(ids.includes(w.trip.id), `GET /v1/account/trips as ${CALLER_LABELS[caller]} lists the guest's trip`).toBe(caller === 'guest');
    },
  },
  'GET /v1/account/trips/{id}': { rule: GUESTS_TRIP, cell: trip },
  'GET /v1/account/trips/{id}/calendar.ics': { rule: GUESTS_TRIP, cell: trip },
  'GET /v1/account/trips/{id}/cancellation': { rule: GUESTS_TRIP, cell: trip },
  'POST /v1/account/trips/{id}/cancel': {
    rule: GUESTS_TRIP,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      return { params: { id: t.id }, reservationId: t.id };
    },
  },
  'GET /v1/account/trips/{id}/groceries': { rule: GUESTS_TRIP, cell: trip },
  'PUT /v1/account/trips/{id}/groceries': {
    rule: GUESTS_TRIP,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      return { params: { id: t.id }, reservationId: t.id, json: { lines: [{ item_id: w.groceryItemId, quantity: 2 }], submit: true } };
    },
  },
  'GET /v1/account/trips/{id}/itinerary': { rule: GUESTS_TRIP, cell: trip },
  'POST /v1/account/trips/{id}/itinerary': {
    rule: GUESTS_TRIP,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      const json = { kind: 'experience', slug: w.experienceSlug, date: t.checkIn, start_time: '11:00', guests: 2 };
      return { params: { id: t.id }, reservationId: t.id, json };
    },
  },
  'DELETE /v1/account/trips/{id}/itinerary/{itemId}': {
    rule: GUESTS_TRIP,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      return { params: { id: t.id, itemId: t.planId }, reservationId: t.id };
    },
  },
  'GET /v1/account/trips/{id}/travelers': { rule: GUESTS_TRIP, cell: trip },
  'POST /v1/account/trips/{id}/travelers': {
    rule: GUESTS_TRIP,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      return { params: { id: t.id }, reservationId: t.id, json: { name: 'Marta Rivera', age_group: 'child' } };
    },
  },
  'PATCH /v1/account/trips/{id}/travelers/{travelerId}': {
    rule: GUESTS_TRIP,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      return { params: { id: t.id, travelerId: t.leadId }, reservationId: t.id, json: { name: 'Ana María Rivera' } };
    },
  },
  'DELETE /v1/account/trips/{id}/travelers/{travelerId}': {
    rule: GUESTS_TRIP,
    writes: true,
    cell: async (w) => {
      const t = await w.newTrip();
      return { params: { id: t.id, travelerId: t.companionId }, reservationId: t.id };
    },
  },

  // The concierge's decisions
  'POST /v1/concierge/reservations/{id}/confirm': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: async (w) => {
      const request = await w.newTrip('requested');
      return { params: { id: request.id }, reservationId: request.id };
    },
  },
  'POST /v1/concierge/reservations/{id}/decline': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: async (w) => {
      const request = await w.newTrip('requested');
      return { params: { id: request.id }, reservationId: request.id };
    },
  },
  'POST /v1/concierge/itinerary/{itemId}/confirm': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: async (w) => ({ params: { itemId: await w.newPlan() }, json: { price_cents: 15_000 } }),
  },
  'POST /v1/concierge/itinerary/{itemId}/decline': {
    rule: CONCIERGE_DECISION,
    writes: true,
    cell: async (w) => ({ params: { itemId: await w.newPlan() } }),
  },
};

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

let database: Awaited<ReturnType<typeof createTestDatabase>>;
/** The world most rows share: their writes spend fixtures made per cell, never the callers themselves. */
let shared: World;
beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  passwordHash = await hashPassword(PASSWORD);
  shared = await createWorld(database.orm, passwordHash);
});
afterAll(async () => {
  await database?.dispose();
});

describe('the authorization matrix covers the API', () => {
  it('has a row for every operation of the OpenAPI document', () => {
    const missing = [...operationIds.keys()].filter((op) => !(op in ROWS));
    expect(missing, 'operations without a row in the authorization matrix').toEqual([]);
  });

  it('has no row for an operation the document does not describe', () => {
    const unknown = Object.keys(ROWS).filter((op) => !operationIds.has(op));
    expect(unknown, 'rows naming an operation missing from /v1/openapi.json').toEqual([]);
  });

  it('gives both guestbook sessions what a visitor gets, as long as no route serves a guestbook guest', () => {
    const apart = Object.entries(ROWS)
      .filter(([, row]) => row.rule.guestbook !== row.rule.visitor || row.rule.otherGuestbook !== row.rule.visitor)
      .map(([op]) => op);
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
