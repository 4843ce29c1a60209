import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as tripTravelers } from '@/app/v1/account/trips/[id]/travelers/route';
import { GET as idDocumentRoute } from '@/app/v1/concierge/id-documents/[id]/route';
import { POST as linkRoute } from '@/app/v1/concierge/trips/[id]/id-document-link/route';
import { PUT as checkInRoute } from '@/app/v1/guestbook/[number]/check-in/route';
import { POST as idDocumentUpload } from '@/app/v1/guestbook/[number]/id-document/route';
import { DELETE as roommateDelete } from '@/app/v1/guestbook/[number]/roommates/[id]/route';
import { GET as roommatesList, POST as roommatesAdd } from '@/app/v1/guestbook/[number]/roommates/route';
import { systemContext } from '@/server/access/context';
import { addDays } from '@/server/core/calendar';
import { rows } from '@/server/db/raw';
import { conciergeAssignments } from '@/server/db/schema/accounts';
import { guestbookCheckIns } from '@/server/db/schema/guestbook';
import { travelers } from '@/server/db/schema/trips';
import { privateFilePath } from '@/server/messaging/private-files';
import { type CallOptions, apiRequest, call, routeAt as at } from '@/test/api-client';
import { TINY_PNG } from '@/test/authorization-rows-guestbook-check-in';
import { contextFor, userActor } from '@/test/context';
import { createMember, createProperty, createRegion, createReservation } from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { createGuestbookSession } from '../guestbook-session';
import { idDocumentLink } from './concierge-id-document';
import { runGuestbookCleanupJob } from './guestbook-cleanup';
import { decryptDocument } from './guestbook-key';

/**
 * The stay part of the guestbook through its routes: check-in with its finished-stay 409 and the
 * transfer request made once, the identity document sealed on disk with its type and size checks,
 * the concierge's 10-minute link, the 30-day clean-up, and roommates shared with the trip pages.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let privateDir = '';
let villaId = 0;
let guest = { id: 0, token: '', email: '', name: '' };
const staff = { concierge: '', far: '', admin: '', plain: '' };
let conciergeUser = { id: 0, email: '', name: '' };
let n = 0;

const today = new Date().toISOString().slice(0, 10);

/** A confirmed stay of the guest (lead traveler listed) and a guestbook session of it. */
async function stay(checkIn = addDays(today, 40 + n * 10), nights = 5) {
  n += 1;
  const r = await createReservation(
    database.orm,
    { userId: guest.id, propertyId: villaId },
    { checkIn, checkOut: addDays(checkIn, nights), guests: 3, locale: 'es' },
  );
  await database.orm.insert(travelers).values({ reservationId: r.id, name: 'Ana Rivera', isLead: 1 });
  const session = await createGuestbookSession(database.orm, r.id);
  return { id: r.id, number: r.confirmationNumber, cookie: session.token, checkIn };
}

const gb = (s: { cookie: string }, extra: CallOptions = {}): CallOptions => ({ guestbookCookie: s.cookie, acceptLanguage: 'es', ...extra });

async function multipart(bytes: Uint8Array, name = 'passport.png', type = 'image/png'): Promise<CallOptions['raw']> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = new Response(form);
  return { body: new Uint8Array(await res.arrayBuffer()), type: res.headers.get('content-type') ?? '' };
}

const upload = async (s: { number: string; cookie: string }, raw: CallOptions['raw']) =>
  call(at(idDocumentUpload, { number: s.number }), 'POST', `/v1/guestbook/${s.number}/id-document`, gb(s, { raw }));
const checkIn = (s: { number: string; cookie: string }, json: unknown, extra: CallOptions = {}) =>
  call(at(checkInRoute, { number: s.number }), 'PUT', `/v1/guestbook/${s.number}/check-in`, gb(s, { json, ...extra }));
const row = async (id: number) => (await database.orm.select().from(guestbookCheckIns).where(eq(guestbookCheckIns.reservationId, id)))[0];

beforeAll(async () => {
  privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-guestbook-'));
  process.env.PRIVATE_FILES_DIR = privateDir;
  process.env.SECRETS_DIR = path.join(privateDir, 'secrets');
  delete process.env.GUESTBOOK_KEY;
  database = await useTestDatabase();
  const orm = database.orm;
  const { country, state, elsewhere } = await createRegion(orm);
  const g = await createMember(orm, undefined, { name: 'Ana Rivera' });
  guest = { id: g.user.id, token: g.token, email: g.user.email, name: g.user.name };
  const c = await createMember(orm, 'hbl-concierge', { name: 'Marta Desk' });
  const far = await createMember(orm, 'hbl-concierge');
  const admin = await createMember(orm, 'hbl-administrators');
  const plain = await createMember(orm);
  await orm.insert(conciergeAssignments).values([
    { userId: c.user.id, countryId: country.id, stateId: state.id },
    { userId: far.user.id, countryId: country.id, stateId: elsewhere.id },
  ]);
  Object.assign(staff, { concierge: c.token, far: far.token, admin: admin.token, plain: plain.token });
  conciergeUser = { id: c.user.id, email: c.user.email, name: c.user.name };
  villaId = (await createProperty(orm, { countryId: country.id, stateId: state.id }, { maximumCapacity: 3 })).id;
});
afterAll(async () => {
  await database?.dispose();
  fs.rmSync(privateDir, { recursive: true, force: true });
});

describe('PUT /v1/guestbook/{number}/check-in', () => {
  it('saves the form, and completes once arrival time and document are both there', async () => {
    const s = await stay();
    const saved = await checkIn(s, { arrival_time: '16:30', flight_number: 'ib 6251', special_requests: 'A cot, please' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      arrival_date: s.checkIn,
      arrival_time: '16:30',
      flight_number: 'IB6251',
      airport_transfer: false,
      special_requests: 'A cot, please',
      completed_at: null,
    });
    const up = await upload(s, await multipart(TINY_PNG));
    expect(up.status).toBe(201);
    expect((up.body.data as { completed_at: string | null }).completed_at).not.toBeNull();
  });

  it('refuses bad input with localized field errors and loses nothing saved', async () => {
    const s = await stay();
    await checkIn(s, { arrival_time: '09:15', special_requests: 'Keep me' });
    for (const bad of [
      { arrival_time: '25:00' },
      { flight_number: 'not a flight!' },
      { special_requests: 'x'.repeat(2001) },
      { nope: 1 },
    ]) {
      const res = await checkIn(s, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    const res = await checkIn(s, { arrival_time: '7pm' });
    expect((res.body.fields as Record<string, string>).arrival_time).toBe('Indica una hora como 16:30.');
    expect(await row(s.id)).toMatchObject({ arrivalTime: '09:15', specialRequests: 'Keep me' });
  });

  it('removes bidirectional control characters from the special requests (issue 28, finding 10)', async () => {
    const s = await stay();
    const saved = await checkIn(s, { special_requests: 'A cot \u202Eplease\u202C, and \u2066flowers\u2069' });
    expect(saved.status).toBe(200);
    expect(await row(s.id)).toMatchObject({ specialRequests: 'A cot please, and flowers' });
  });

  it('answers 409 stay_finished after the departure day, in the guest’s language, and changes nothing', async () => {
    const s = await stay(addDays(today, -8), 5); // left 3 days ago: the guestbook still opens
    const res = await checkIn(s, { arrival_time: '10:00' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('stay_finished');
    expect(res.body.error).toContain('Esta estancia ha terminado');
    expect(await row(s.id)).toBeUndefined();
    const doc = await upload(s, await multipart(TINY_PNG));
    expect(doc.status).toBe(409);
  });

  it('turns an airport transfer into one message to the concierge, never two', async () => {
    const s = await stay();
    const first = await checkIn(s, { arrival_time: '18:00', flight_number: 'VY1234', airport_transfer: true });
    expect((first.body.data as { transfer_requested_at: string | null }).transfer_requested_at).not.toBeNull();
    await checkIn(s, { airport_transfer: true, special_requests: 'Also a child seat' });
    await checkIn(s, { airport_transfer: false });
    await checkIn(s, { airport_transfer: true });
    const messages = await rows<{ body: string; sender_user_id: number | null; sender_role: string }>(
      database.orm,
      sql`select m.body, m.sender_user_id, m.sender_role from messages m join conversations c on c.id = m.conversation_id where c.reservation_id = ${s.id}`,
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ sender_user_id: null, sender_role: 'guest' });
    expect(messages[0]?.body).toContain('VY1234');
    expect(messages[0]?.body).toContain('Traslado');
  });

  it('is 404 with nothing of the stay to another reservation’s guestbook session and to no session', async () => {
    const s = await stay();
    const other = await stay();
    const res = await checkIn({ number: s.number, cookie: other.cookie }, { arrival_time: '10:00' });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain(s.number);
    const none = await call(at(checkInRoute, { number: s.number }), 'PUT', `/v1/guestbook/${s.number}/check-in`, { json: {} });
    expect(none.status).toBe(404);
    expect(await row(s.id)).toBeUndefined();
  });
});

describe('POST /v1/guestbook/{number}/id-document', () => {
  it('keeps the document sealed on disk: the stored bytes are not the file, and decrypt gives it back', async () => {
    const s = await stay();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\nPASSPORT-NUMBER-X1234567\n%%EOF\n');
    const res = await upload(s, await multipart(pdf, 'passport.pdf', 'application/pdf'));
    expect(res.status).toBe(201);
    expect((res.body.data as { id_document: unknown }).id_document).toMatchObject({ content_type: 'application/pdf', bytes: pdf.length });
    expect(JSON.stringify(res.body)).not.toContain('guestbook/');
    const stored = await row(s.id);
    const key = stored?.idDocumentKey ?? '';
    expect(key).toMatch(/^guestbook\/[A-Za-z0-9_-]+\.enc$/);
    const onDisk = fs.readFileSync(privateFilePath(key));
    expect(onDisk.includes(Buffer.from('PASSPORT-NUMBER-X1234567'))).toBe(false);
    expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false);
    expect(decryptDocument(onDisk, s.id).equals(pdf)).toBe(true);
    expect(() => decryptDocument(onDisk, s.id + 1)).toThrow();
    expect(fs.statSync(privateFilePath(key)).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(privateDir, 'secrets', 'guestbook-key')).mode & 0o777).toBe(0o600);
  });

  it('replacing a document deletes the old file', async () => {
    const s = await stay();
    await upload(s, await multipart(TINY_PNG));
    const oldKey = (await row(s.id))?.idDocumentKey ?? '';
    await upload(s, await multipart(Buffer.from('%PDF-1.4\n%%EOF\n'), 'id.pdf', 'application/pdf'));
    const newKey = (await row(s.id))?.idDocumentKey ?? '';
    expect(newKey).not.toBe(oldKey);
    expect(fs.existsSync(privateFilePath(oldKey))).toBe(false);
    expect(fs.existsSync(privateFilePath(newKey))).toBe(true);
  });

  it('refuses a wrong type by content (415) and an oversize file (413), keeping the document on file', async () => {
    const s = await stay();
    await upload(s, await multipart(TINY_PNG));
    const before = await row(s.id);
    const files = fs.readdirSync(path.join(privateDir, 'guestbook')).length;
    const fake = await upload(s, await multipart(Buffer.from('GIF89a not really a png'), 'passport.png', 'image/png'));
    expect(fake.status).toBe(415);
    expect(fake.body.code).toBe('id_document_type');
    expect(fake.body.error).toBe('El documento debe ser una imagen JPEG o PNG o un PDF.');
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(15_000_001)]);
    const huge = await upload(s, await multipart(big));
    expect(huge.status).toBe(413);
    const empty = await call(
      at(idDocumentUpload, { number: s.number }),
      'POST',
      `/v1/guestbook/${s.number}/id-document`,
      gb(s, { json: {} }),
    );
    expect(empty.status).toBe(400);
    expect(await row(s.id)).toEqual(before);
    expect(fs.readdirSync(path.join(privateDir, 'guestbook')).length).toBe(files);
  });
});

describe('the concierge’s document link', () => {
  let s: Awaited<ReturnType<typeof stay>>;
  beforeAll(async () => {
    s = await stay();
    await upload(s, await multipart(TINY_PNG));
  });
  const link = (token: string) =>
    call(at(linkRoute, { id: s.id }), 'POST', `/v1/concierge/trips/${s.id}/id-document-link`, { bearer: token });
  const open = async (url: string, token: string) => {
    const u = new URL(url, 'http://localhost:3000');
    return idDocumentRoute(apiRequest('GET', `${u.pathname}${u.search}`, { bearer: token, acceptLanguage: 'es' }), {
      params: Promise.resolve({ id: String(s.id) }),
    });
  };

  it('gives a concierge in scope a 10-minute link that answers the decrypted file, never cached, as a download', async () => {
    const res = await link(staff.concierge);
    expect(res.status).toBe(201);
    const data = res.body.data as { url: string; expires_at: string };
    expect(Date.parse(data.expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(Date.parse(data.expires_at) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const file = await open(data.url, staff.concierge);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="id-document-/);
    expect(Buffer.from(await file.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    // An administrator may fetch it too.
    expect((await open(data.url, staff.admin)).status).toBe(200);
  });

  it('refuses the link to others: out of scope 404, other roles 403, and the URL alone opens nothing', async () => {
    expect((await link(staff.far)).status).toBe(404);
    expect((await link(staff.plain)).status).toBe(403);
    expect((await link(guest.token)).status).toBe(403);
    const { url } = (await link(staff.concierge)).body.data as { url: string };
    expect((await open(url, staff.far)).status).toBe(404);
    expect((await open(url, guest.token)).status).toBe(403);
    expect((await open(url.replace(/s=[^&]+/, 's=forged'), staff.concierge)).status).toBe(403);
  });

  it('expires after 10 minutes: 410 in the caller’s language', async () => {
    const ctx = contextFor(database.orm, userActor(conciergeUser, { groups: ['hbl-concierge'] }), {
      now: new Date(Date.now() - 10 * 60_000 - 1000),
    });
    const old = await idDocumentLink(ctx, s.id);
    const res = await open(old.url, staff.concierge);
    expect(res.status).toBe(410);
    const body = (await res.json()) as { code: string; error: string };
    expect(body.code).toBe('link_expired');
    expect(body.error).toContain('Este enlace ha caducado');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the clean-up job', () => {
  it('deletes a document 30 days after check-out, not the day before, once', async () => {
    const s = await stay(addDays(today, 50 + 300), 4);
    await upload(s, await multipart(TINY_PNG));
    const key = (await row(s.id))?.idDocumentKey ?? '';
    const checkOut = addDays(s.checkIn, 4);
    const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);
    const dayBefore = await runGuestbookCleanupJob(
      systemContext(database.orm, 'guestbook-cleanup', { now: atNoon(addDays(checkOut, 29)) }),
    );
    expect(dayBefore).toEqual({ ran: true, result: expect.not.arrayContaining([s.id]) });
    expect(fs.existsSync(privateFilePath(key))).toBe(true);
    const due = await runGuestbookCleanupJob(systemContext(database.orm, 'guestbook-cleanup', { now: atNoon(addDays(checkOut, 30)) }));
    expect(due.ran && due.result).toContain(s.id);
    expect(fs.existsSync(privateFilePath(key))).toBe(false);
    expect(await row(s.id)).toMatchObject({ idDocumentKey: null, idDocumentDeletedAt: atNoon(addDays(checkOut, 30)) });
    const again = await runGuestbookCleanupJob(systemContext(database.orm, 'guestbook-cleanup', { now: atNoon(addDays(checkOut, 31)) }));
    expect(again.ran && again.result).not.toContain(s.id);
  });

  it('runs for the system only', async () => {
    await expect(runGuestbookCleanupJob(contextFor(database.orm, userActor(conciergeUser)))).rejects.toMatchObject({ status: 403 });
  });
});

describe('roommates', () => {
  it('lists, adds up to the booked guests (409 travelers_exceed_guests), never removes the lead, and shares the trip pages’ list', async () => {
    const s = await stay();
    const list = () => call(at(roommatesList, { number: s.number }), 'GET', `/v1/guestbook/${s.number}/roommates`, gb(s));
    const add = (name: string) =>
      call(
        at(roommatesAdd, { number: s.number }),
        'POST',
        `/v1/guestbook/${s.number}/roommates`,
        gb(s, { json: { name, age_group: 'adult' } }),
      );
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ count: 1, capacity: 3 });
    const added = await add('Luis Rivera');
    expect(added.status).toBe(201);
    expect((await add('Marta Rivera')).status).toBe(201);
    const full = await add('One Too Many');
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('travelers_exceed_guests');
    expect(full.body.error).toContain('3');

    const onTrip = await call(at(tripTravelers, { id: s.id }), 'GET', `/v1/account/trips/${s.id}/travelers`, { bearer: guest.token });
    expect((onTrip.body.data as { name: string }[]).map((t) => t.name)).toEqual(['Ana Rivera', 'Luis Rivera', 'Marta Rivera']);

    const lead = (onTrip.body.data as { id: number; is_lead: boolean }[]).find((t) => t.is_lead);
    const del = (id: number, opts = gb(s)) =>
      call(at(roommateDelete, { number: s.number, id }), 'DELETE', `/v1/guestbook/${s.number}/roommates/${id}`, opts);
    const leadDel = await del(lead?.id ?? 0);
    expect(leadDel.status).toBe(409);
    expect(leadDel.body.code).toBe('lead_not_removable');
    const luis = (added.body.data as { id: number }).id;
    const other = await stay();
    expect((await del(luis, gb(other))).status).toBe(404);
    expect((await del(luis)).status).toBe(200);
    const after = await call(at(tripTravelers, { id: s.id }), 'GET', `/v1/account/trips/${s.id}/travelers`, { bearer: guest.token });
    expect(after.body.meta).toEqual({ count: 2, capacity: 3 });
  });

  it('refuses a roommate’s name with a bidirectional control character (localized field error), adding no one', async () => {
    const s = await stay();
    const res = await call(
      at(roommatesAdd, { number: s.number }),
      'POST',
      `/v1/guestbook/${s.number}/roommates?locale=es`,
      gb(s, { json: { name: 'Luis \u202Eareviř', age_group: 'adult' } }),
    );
    expect([res.status, res.body.code]).toEqual([400, 'validation_failed']);
    expect(res.body.fields).toEqual({ name: 'Quita los caracteres invisibles que cambian la dirección del texto.' });
    const list = await call(at(roommatesList, { number: s.number }), 'GET', `/v1/guestbook/${s.number}/roommates`, gb(s));
    expect(list.body.meta).toMatchObject({ count: 1 });
  });

  it('is 404 to another reservation’s guestbook session', async () => {
    const s = await stay();
    const other = await stay();
    const res = await call(at(roommatesList, { number: s.number }), 'GET', `/v1/guestbook/${s.number}/roommates`, gb(other));
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Rivera');
  });
});
